#!/usr/bin/env node
/**
 * API latency/throughput benchmark: starts the real server (node --import tsx server/server.ts)
 * on a free port with a temporary DATA_DIR (SQLite, or DATABASE_URL if set) and
 * LEADS_RATE_LIMIT=0, then drives POST /api/webInquiry/insert with a valid body at a fixed
 * overall rate with autocannon, after a short warm-up. Prints requests/s, p50 and p99 latency per
 * run and the median over runs. Our budget: p99 <= 20 ms at 200 requests/s.
 *
 *   node scripts/bench-api.mjs [--rate 200] [--duration 10] [--runs 3] [--connections 10] [--smtp] [--baseline] [--json]
 *
 * --smtp also runs a local SMTP server so the outbox worker sends every notification meanwhile.
 * --baseline also measures GET /api/health (no database) the same way, to tell a busy machine from a
 * slow endpoint.
 * --json prints one JSON object (for `npm run bench`) instead of the text report.
 * Exit code 0 when every run answered only 201s and the median p99 is within budget, else 1.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { leadRequest, loadOptions, median, paceRequests } from "./bench-load.mjs";
import { startServer, startSmtp } from "./bench-server.mjs";

const BUDGET_P99_MS = 20;

const values = loadOptions(200, ["smtp", "baseline"]);
const { rate, duration, runs, connections, warmup } = values;
const log = values.json ? () => {} : (line) => console.log(line);

function fire(url, seconds, target = "post") {
  const request = target === "health" ? { url: `${url}/api/health` } : leadRequest(url);
  return paceRequests(request, { rate, connections, seconds });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "urdhva-bench-"));
  const smtp = values.smtp ? await startSmtp() : undefined;
  const storage = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "SQLite (WAL, synchronous=FULL)";
  const results = [];
  try {
    log(
      `API benchmark: POST /api/webInquiry/insert, ${rate} req/s for ${duration} s x ${runs} run(s), ${connections} connections, ${storage}${smtp ? ", outbox sending to a local SMTP server" : ""}`,
    );
    log(`Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}`);
    for (let run = 1; run <= runs; run++) {
      // A fresh server and database per run; a warm-up first so the JIT and caches are settled.
      const runDir = fs.mkdtempSync(path.join(dataDir, `run${run}-`));
      const server = await startServer({
        DATA_DIR: runDir,
        BUILD_DIR: path.join(runDir, "no-build"),
        LEADS_RATE_LIMIT: "0",
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
      });
      try {
        if (warmup > 0) await fire(server.url, warmup);
        if (values.baseline) {
          const health = await fire(server.url, duration, "health");
          log(
            `run ${run} baseline GET /api/health: ${health.requests.average.toFixed(1)} req/s, p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms`,
          );
        }
        const result = await fire(server.url, duration);
        const entry = {
          run,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        };
        results.push(entry);
        log(
          `run ${run}: ${entry.requestsPerSecond.toFixed(1)} req/s, p50 ${entry.p50} ms, p99 ${entry.p99} ms, max ${entry.max} ms, ${entry.total} requests, ${entry.non2xx} non-2xx, ${entry.errors} errors`,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const summary = {
    endpoint: "POST /api/webInquiry/insert",
    storage,
    rate,
    duration,
    runs: results,
    median: {
      requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
    },
    budget: { p99: BUDGET_P99_MS },
  };
  const clean = results.every((r) => r.non2xx === 0 && r.errors === 0);
  summary.pass = clean && summary.median.p99 <= BUDGET_P99_MS;
  if (values.json) console.log(JSON.stringify(summary));
  else {
    log(
      `median: ${summary.median.requestsPerSecond.toFixed(1)} req/s, p50 ${summary.median.p50} ms, p99 ${summary.median.p99} ms (budget p99 <= ${BUDGET_P99_MS} ms): ${summary.pass ? "PASS" : "FAIL"}`,
    );
  }
  return summary.pass ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
