/**
 * Launches Debian's Chromium through playwright-core (no browser download).
 * - `chromiumPath()`, the full browser, for Lighthouse and screenshots: CHROME_PATH, else
 *   /usr/bin/chromium, else a clear message on how to install it.
 * - `launchChromium({ forTests: true })`, for the browser tests: CHROME_PATH, else Debian's
 *   headless shell (`chromium-headless-shell`, the same Blink without the full browser's windowing
 *   layer: the browser tests take about two fifths less CPU), else the full browser, with
 *   TEST_ONLY_FLAGS.
 */
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * For the browser tests only: the compositor's work in the browser process and one raster thread,
 * instead of a separate GPU process and a pool of threads. Same pages for 5-10 % less CPU (measured
 * per test file). Lighthouse and the screenshots keep Chromium's usual processes.
 */
const TEST_ONLY_FLAGS = ["--in-process-gpu", "--num-raster-threads=1"];

const INSTALL_HINT =
  "Chromium not found. Install Debian's package (apt-get install -y chromium chromium-headless-shell) or set CHROME_PATH to a Chromium/Chrome binary.";

function firstExisting(candidates) {
  const found = candidates.filter(Boolean).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

export function chromiumPath() {
  return firstExisting([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]);
}

function testChromiumPath() {
  return firstExisting([
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ]);
}

export function launchChromium({ forTests = false, ...options } = {}) {
  return chromium.launch({
    executablePath: forTests ? testChromiumPath() : chromiumPath(),
    args: forTests ? [...CHROMIUM_FLAGS, ...TEST_ONLY_FLAGS] : CHROMIUM_FLAGS,
    headless: true,
    ...options,
  });
}
