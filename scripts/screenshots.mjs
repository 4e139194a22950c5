/**
 * `npm run screenshots [-- BASE_URL]`: full-page screenshots of every prerendered route at 375 and
 * 1280 px into screenshots/ (not committed); WIDTHS=768,1600 and ROUTES=/,/faq narrow or widen it.
 * Starts the production server itself unless a base URL is given.
 */
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "../tests/support/chromium.mjs";
import { startServer } from "./bench-server.mjs";

const WIDTHS = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const OUT = path.resolve("screenshots");

function routes(dir = "build/client", prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "index.html") return [prefix || "/"];
    if (entry.isDirectory() && entry.name !== "assets")
      return routes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return [];
  });
}

const server = process.argv[2]
  ? undefined
  : await startServer({ LOG_LEVEL: "warn", DATA_DIR: "/tmp/screenshots-data" });
const base = process.argv[2] ?? server.url;

mkdirSync(OUT, { recursive: true });
const browser = await launchChromium();
const only = process.env.ROUTES?.split(",");
for (const route of routes().sort()) {
  if (only && !only.includes(route)) continue;
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } });
    await page.goto(base + route, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      // Scroll through once so lazy images and entrance animations run.
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(400);
    const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: path.join(OUT, name), fullPage: true });
    await page.close();
  }
}
await browser.close();
await server?.stop();
console.log(`screenshots in ${OUT}`);
