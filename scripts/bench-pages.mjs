#!/usr/bin/env node
/**
 * Pages rendered on request, latency at a fixed rate: the real server on the production build, each
 * page driven with GET at 100 requests/s by autocannon after a warm-up, a fresh server per run,
 * median of the runs. Our budget: p99 <= 30 ms at 100 requests/s. The tracking page is measured on
 * a ticket reported to that server first (never kept per URL: each request reads the database).
 *
 *   node scripts/bench-pages.mjs [--rate 100] [--duration 10] [--runs 3] [--connections 10] [--json]
 *
 * Exit code 0 when every page answered only 200s and its median p99 is within budget, else 1.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadOptions, median, paceRequests } from "./bench-load.mjs";
import { publishContent } from "./bench-publish.mjs";
import { startServer } from "./bench-server.mjs";

const BUDGET_P99_MS = 30;
/** The tests' valid service request (server/testing/fixtures.ts reads the same file). */
const SERVICE_REQUEST = JSON.parse(
  fs.readFileSync(new URL("../server/testing/service-request.json", import.meta.url), "utf8"),
);

/**
 * What a visitor asks of the server that is not a file: the planner's answer, a form's
 * confirmation, a tracking page, and pages once the company has published its own content
 * (rendered from it and kept per content version instead of served from the build).
 */
export const RENDERED_PAGES = [
  "/lift-planner?type=passenger&persons=8&stops=5&shaftWidth=1800&shaftDepth=1800",
  "/thank-you?type=webInquiry",
  { name: "/track/<token>", path: reportTicket },
  ...["/", "/gu", "/gu/faq"].map((page) => ({ name: `${page} after a publish`, path: publishThen(page) })),
];

/** The page, once the server serves published content (bench-publish.mjs). */
function publishThen(page) {
  return async (base, dataDir) => {
    await publishContent(base, dataDir);
    return page;
  };
}

/** Reports a service ticket (with an email, so its emails are queued too); its tracking page. */
async function reportTicket(base) {
  const response = await fetch(`${base}/api/service/insert`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ ...SERVICE_REQUEST, email: "kiran@example.com", sourcePage: "/gu/service" }),
  });
  if (response.status !== 201)
    throw new Error(`reporting a ticket: ${response.status} ${await response.text()}`);
  return (await response.json()).trackPath;
}

const values = loadOptions(100);
const log = values.json ? () => {} : (line) => console.log(line);

function fire(url, seconds) {
  const request = { url, headers: { "accept-encoding": "br, gzip" } };
  return paceRequests(request, {
    rate: values.rate,
    connections: values.connections,
    seconds,
  });
}

async function main() {
  const summaries = [];
  log(
    `Pages rendered on request: GET at ${values.rate} req/s for ${values.duration} s x ${values.runs} run(s), ${values.connections} connections`,
  );
  for (const entry of RENDERED_PAGES) {
    const page = typeof entry === "string" ? entry : entry.name;
    const runs = [];
    for (let run = 1; run <= values.runs; run++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "urdhva-bench-pages-"));
      const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
      try {
        const url = server.url + (typeof entry === "string" ? entry : await entry.path(server.url, dataDir));
        await fire(url, values.warmup);
        const result = await fire(url, values.duration);
        runs.push({
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
        const last = runs.at(-1);
        log(
          `${page} run ${run}: ${last.requestsPerSecond.toFixed(1)} req/s, p50 ${last.p50} ms, p99 ${last.p99} ms, max ${last.max} ms, ${last.non2xx} non-2xx, ${last.errors} errors`,
        );
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const summary = {
      page,
      runs,
      median: { p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) },
    };
    summary.pass = runs.every((r) => r.non2xx === 0 && r.errors === 0) && summary.median.p99 <= BUDGET_P99_MS;
    summaries.push(summary);
    log(
      `${page} median: p50 ${summary.median.p50} ms, p99 ${summary.median.p99} ms (budget p99 <= ${BUDGET_P99_MS} ms): ${summary.pass ? "PASS" : "FAIL"}`,
    );
  }
  if (values.json) console.log(JSON.stringify(summaries));
  return summaries.every((summary) => summary.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
