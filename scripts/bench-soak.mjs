#!/usr/bin/env node
/**
 * Soak benchmark: the real server on SQLite (fresh temporary DATA_DIR, LEADS_RATE_LIMIT=0) with its
 * outbox sending every notification to a local SMTP server, driven by an open loop at a fixed rate
 * (requests are sent on schedule whether or not earlier ones were answered, so a slow server cannot
 * hide its slowness) of valid POST /api/webInquiry/insert for a fixed time. Reports p50/p99 latency
 * and errors per minute, and the server's resident memory (VmRSS) after the warm-up and at the end.
 *
 *   npm run bench -- soak [--minutes 10] [--rate 100] [--warmup 20]
 *
 * Exit code 0 when no request failed and memory grew at most 20 %.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startServer, startSmtp } from "./bench-server.mjs";

const MAX_RSS_GROWTH = 0.2;
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "soak"),
  options: {
    minutes: { type: "string", default: "10" },
    rate: { type: "string", default: "100" },
    warmup: { type: "string", default: "20" },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const warmupSeconds = Number(values.warmup);

const body = JSON.stringify({
  name: "Soak Visitor",
  mobileNo: "9876543210",
  email: "soak@example.com",
  subject: "Soak",
  message: "A valid inquiry used to measure the API over time.",
});

function rssKiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Sends `rate` requests per second for `seconds`, on schedule; resolves with per-minute stats. */
async function drive(url, seconds, onMinute) {
  const total = Math.round(seconds * rate);
  const started = performance.now();
  const minutesStats = [];
  const inFlight = new Set();
  let sent = 0;
  const send = (index) => {
    const minute = Math.floor(index / (rate * 60));
    minutesStats[minute] ??= { latencies: [], errors: 0 };
    const at = performance.now();
    const request = fetch(`${url}/api/webInquiry/insert`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 201) minutesStats[minute].latencies.push(performance.now() - at);
        else minutesStats[minute].errors++;
      })
      .catch(() => {
        minutesStats[minute].errors++;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  let reported = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    while (sent < due) send(sent++);
    const minute = Math.floor(sent / (rate * 60));
    if (minute > reported) {
      reported = minute;
      onMinute?.(minute);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  return minutesStats;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "urdhva-soak-"));
  const smtp = await startSmtp();
  const server = await startServer({
    DATA_DIR: dataDir,
    BUILD_DIR: path.join(dataDir, "no-build"),
    LEADS_RATE_LIMIT: "0",
    SMTP_URL: smtp.url,
  });
  try {
    console.log(
      `Soak: POST /api/webInquiry/insert at ${rate} req/s for ${minutes} min on SQLite, outbox sending to a local SMTP server`,
    );
    console.log(`Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}`);
    const rssBoot = rssKiB(server.pid);
    await drive(server.url, warmupSeconds);
    const rssStart = rssKiB(server.pid);
    const rssPerMinute = [];
    const stats = await drive(server.url, minutes * 60, () => rssPerMinute.push(rssKiB(server.pid)));
    const rssEnd = rssKiB(server.pid);
    rssPerMinute.push(rssEnd);

    console.log("\nminute  requests  p50 ms  p99 ms  max ms  errors  RSS MiB");
    let errors = 0;
    stats.forEach((minute, index) => {
      const sorted = minute.latencies.sort((a, b) => a - b);
      errors += minute.errors;
      console.log(
        `${String(index + 1).padStart(6)}  ${String(sorted.length + minute.errors).padStart(8)}  ${percentile(sorted, 50).toFixed(1).padStart(6)}  ${percentile(sorted, 99).toFixed(1).padStart(6)}  ${sorted[sorted.length - 1].toFixed(1).padStart(6)}  ${String(minute.errors).padStart(6)}  ${(rssPerMinute[index] / 1024).toFixed(1).padStart(7)}`,
      );
    });
    const growth = (rssEnd - rssStart) / rssStart;
    const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`;
    console.log(
      `\nRSS: ${mib(rssBoot)} at boot, ${mib(rssStart)} after the ${warmupSeconds} s warm-up, ${mib(rssEnd)} at the end (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %, limit +${MAX_RSS_GROWTH * 100} %)`,
    );
    console.log(`errors: ${errors}`);
    const pass = errors === 0 && growth <= MAX_RSS_GROWTH;
    console.log(pass ? "PASS" : "FAIL");
    return pass ? 0 : 1;
  } finally {
    await server.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
