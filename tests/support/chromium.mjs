/**
 * Launches Debian's Chromium through playwright-core (no browser download): CHROME_PATH, else
 * /usr/bin/chromium, else a clear message on how to install it.
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

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "Chromium not found. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}

export function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    headless: true,
    ...options,
  });
}
