/**
 * `npm run bench`: the performance report on a production build (a benchmark, not a test).
 *   1. JavaScript per route, brotli (scripts/budget.mjs).
 *   2. Lighthouse, mobile with default simulated throttling, median of 3 runs per route, each a
 *      first visit (scripts/bench-lighthouse.mjs):
 *      performance, accessibility, best practices, SEO, LCP, CLS, TBT.
 *   3. Home page total transfer at 375 px (Chromium, page scrolled to the end).
 *   4. API latency/throughput (scripts/bench-api.mjs).
 *   5. Pages rendered on request at 100 requests/s, the tracking page among them (scripts/bench-pages.mjs).
 *   6. The lead inbox with 100,000 leads (scripts/bench-inbox.ts; alone: `npm run bench:inbox`).
 * BENCH_ROUTES=/,/faq limits step 2; BENCH_RUNS sets its runs; BENCH_SKIP=api,pages,lighthouse,inbox skips steps.
 * `npm run bench -- soak` runs only the 10-minute soak benchmark instead (scripts/bench-soak.mjs).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath, launchChromium } from "../tests/support/chromium.mjs";
import { lighthouseOptions } from "./bench-lighthouse.mjs";
import { median } from "./bench-load.mjs";
import { startServer } from "./bench-server.mjs";
import { buildIsFresh } from "./build-stamp.mjs";

if (process.argv[2] === "soak") {
  const soak = spawnSync(process.execPath, ["scripts/bench-soak.mjs", ...process.argv.slice(3)], {
    stdio: "inherit",
  });
  process.exit(soak.status ?? 1);
}

const ROUTES = (
  process.env.BENCH_ROUTES ??
  [
    "/,/about-us,/contact-us,/faq,/capsule-elevators,/lift-planner",
    "/lift-planner?type=passenger&persons=8&stops=5&shaftWidth=1800&shaftDepth=1800",
    "/woodland-alpha,/doors,/blog-detail/1,/warranty/1",
    // The other languages' home pages at the address every link uses (/gu/ answers 301 there).
    "/gu,/hi,/gu/capsule-elevators,/hi/contact-us",
    "/service,/amc-quote,/privacy",
  ].join(",")
).split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));

if (!buildIsFresh()) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

console.log("\n## JavaScript per route (brotli)\n");
spawnSync(process.execPath, ["scripts/budget.mjs"], { stdio: "inherit" });

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", LEADS_RATE_LIMIT: "0" });
const base = server.url;

try {
  if (!SKIP.has("lighthouse")) {
    console.log(`\n## Lighthouse (mobile, simulated throttling, median of ${RUNS})\n`);
    console.log("route                      perf  a11y  best   seo    LCP ms   CLS     TBT ms");
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
    try {
      for (const route of ROUTES) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(base + route, lighthouseOptions(chrome.port));
          const { categories, audits, runtimeError } = result.lhr;
          if (runtimeError) {
            console.error(`${route}: Lighthouse could not measure this run: ${runtimeError.message}`);
            continue;
          }
          runs.push({
            perf: categories.performance.score * 100,
            a11y: categories.accessibility.score * 100,
            best: categories["best-practices"].score * 100,
            seo: categories.seo.score * 100,
            lcp: audits["largest-contentful-paint"].numericValue,
            cls: audits["cumulative-layout-shift"].numericValue,
            tbt: audits["total-blocking-time"].numericValue,
          });
        }
        // A run Lighthouse could not record (it says so above) does not count towards the median.
        const measured = runs.filter((run) => Number.isFinite(run.lcp));
        const m = (key) => median(measured.map((run) => run[key] ?? Number.NaN));
        console.log(
          `${route.padEnd(24)} ${String(m("perf")).padStart(5)} ${String(m("a11y")).padStart(5)} ${String(m("best")).padStart(5)} ${String(m("seo")).padStart(5)} ${m("lcp").toFixed(0).padStart(9)} ${m("cls").toFixed(3).padStart(6)} ${m("tbt").toFixed(0).padStart(9)}`,
        );
      }
    } finally {
      await chrome.kill();
    }
    console.log("budgets: perf >= 95, a11y/best/seo 100, LCP <= 2000 ms, CLS <= 0.02, TBT <= 100 ms");
  }

  console.log("\n## Home page transfer at 375 px\n");
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  let transferred = 0;
  const byType = {};
  const types = new Map();
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    transferred += event.encodedDataLength;
    const type = types.get(event.requestId) ?? "Other";
    byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  await browser.close();
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`total ${kib(transferred)} (budget 600 KiB)`);
  for (const [type, bytes] of Object.entries(byType).sort((a, b) => b[1] - a[1]))
    console.log(`  ${type.padEnd(12)} ${kib(bytes)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (!SKIP.has("api")) {
  console.log("\n## API (POST /api/webInquiry/insert on SQLite)\n");
  spawnSync(process.execPath, ["scripts/bench-api.mjs"], { stdio: "inherit" });
}

if (!SKIP.has("pages")) {
  console.log("\n## Pages rendered on request\n");
  spawnSync(process.execPath, ["scripts/bench-pages.mjs"], { stdio: "inherit" });
}

if (!SKIP.has("inbox")) {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-inbox.ts"], { stdio: "inherit" });
}
