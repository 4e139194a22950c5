/**
 * `npm run screenshots [-- BASE_URL]`: full-page screenshots of every prerendered route at 375 and
 * 1280 px into screenshots/ (not committed); WIDTHS=768,1600 and ROUTES=/,/faq narrow or widen it.
 * Starts the production server itself unless a base URL is given.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "../tests/support/chromium.mjs";

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

let server;
let base = process.argv[2];
if (!base) {
  const port = 3900 + Math.floor(Math.random() * 90);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", DATA_DIR: "/tmp/screenshots-data" },
    stdio: "inherit",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
server?.kill();
console.log(`screenshots in ${OUT}`);
