#!/usr/bin/env node
/**
 * Photograph benchmark (a benchmark, not a test): how long the real server takes to check and
 * store a 12-megapixel phone photo (4000 × 3000, made with sharp from a gradient under grain, about
 * 3.5 MB as a JPEG: server/testing/photos.ts) and to make its variants, the peak memory (RSS) of
 * the server and of the process that makes the variants meanwhile, and whether the server stays
 * responsive: the lead API's p99 at `--rate` requests/s while the variants are made, against the
 * same load just before. Then a variant served at the same rate (from the database: SQLite, or
 * PostgreSQL with DATABASE_URL).
 *
 *   npm run bench:photos -- [--runs 1] [--rate 200] [--duration 10] [--port 3640] [--json]
 *   (node --import tsx scripts/bench-photos.mjs …: it imports the test photo maker, TypeScript)
 *
 * Each run: a fresh server (`node --import tsx server/server.ts`) and database, an editor account
 * made with the leads command, signed in through the API.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { photoLike } from "../server/testing/photos.ts";
import { leadRequest, median, paceRequests } from "./bench-load.mjs";
import { signInAsEditor } from "./bench-publish.mjs";
import { startServer } from "./bench-server.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string" },
    json: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const rate = Number(values.rate);
const duration = Number(values.duration);
const connections = Number(values.connections);
const log = values.json ? () => {} : (line) => console.log(line);

/** A process's resident memory now and its peak so far, in MB (Linux: /proc/<pid>/status); 0 once it ended. */
function memory(pid) {
  let status = "";
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    // ended
  }
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** The resident memory of a process's children and theirs (the image process and its helpers), in MB. */
function childrenRss(pid) {
  let children = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    // ended
  }
  return children.reduce((sum, child) => sum + memory(child).rss + childrenRss(child), 0);
}

const round = (value) => Math.round(value * 10) / 10;
const latency = (result) => ({
  requestsPerSecond: round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});
const describe = (figures) =>
  `${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms, ${figures.non2xx} non-2xx, ${figures.errors} errors`;

async function run(number, photo, dataDir) {
  const server = await startServer({
    DATA_DIR: dataDir,
    BUILD_DIR: path.join(dataDir, "no-build"),
    LEADS_RATE_LIMIT: "0",
    LOG_LEVEL: "warn",
    ...(values.port ? { PORT: values.port } : {}),
  });
  try {
    const { cookie } = await signInAsEditor(server.url, dataDir);
    // Warm-up, then the lead API alone.
    await paceRequests(leadRequest(server.url), { rate, connections, seconds: 3 });
    const before = latency(
      await paceRequests(leadRequest(server.url), { rate, connections, seconds: duration }),
    );
    const idle = memory(server.pid);

    // The upload: checked (every pixel decoded once, into the placeholder) and stored, then 202.
    const started = performance.now();
    const upload = await fetch(`${server.url}/api/staff/media`, {
      method: "POST",
      headers: { cookie, "content-type": "image/jpeg" },
      body: photo,
    });
    const stored = performance.now() - started;
    if (upload.status !== 202) throw new Error(`upload refused: ${upload.status} ${await upload.text()}`);
    const { id } = await upload.json();

    // The variants, in the background, while the lead API takes the same load; memory sampled.
    let peakRss = idle.rss;
    let peakChildren = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memory(server.pid).rss);
      peakChildren = Math.max(peakChildren, childrenRss(server.pid));
    }, 50);
    const ready = (async () => {
      for (;;) {
        const answer = await fetch(`${server.url}/api/staff/media/${id}`, { headers: { cookie } });
        const state = (await answer.json()).state;
        if (state !== "processing") return { state, ms: performance.now() - started };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const during = latency(
      await paceRequests(leadRequest(server.url), { rate, connections, seconds: 600, until: ready }),
    );
    const done = await ready;
    clearInterval(sampler);
    const after = memory(server.pid);
    const listed = await (await fetch(`${server.url}/api/staff/media/${id}`, { headers: { cookie } })).json();

    // A variant served from the database at the same rate.
    const served = latency(
      await paceRequests(
        { url: `${server.url}/media/${id}-960.webp` },
        { rate, connections, seconds: duration },
      ),
    );
    const result = {
      run: number,
      state: done.state,
      uploadMs: Math.round(stored),
      readyMs: Math.round(done.ms),
      variants: listed.variants,
      variantBytes: listed.variantBytes,
      memoryMb: {
        idle: round(idle.rss),
        peakWhileProcessing: round(peakRss),
        peakSinceStart: round(after.peak),
        imageProcessPeak: round(peakChildren),
      },
      leadApi: { before, during },
      variantServed: served,
    };
    log(
      `run ${number}: upload answered in ${result.uploadMs} ms; variants ${done.state} after ${result.readyMs} ms`,
    );
    log(`  ${listed.variants} variants, ${Math.round(listed.variantBytes / 1024)} KiB together`);
    log(
      `  server RSS: ${result.memoryMb.idle} MB before the upload, ${result.memoryMb.peakWhileProcessing} MB at most while processing (VmHWM ${result.memoryMb.peakSinceStart} MB); the image process: ${result.memoryMb.imageProcessPeak} MB at most`,
    );
    log(`  lead API before:  ${describe(before)}`);
    log(`  lead API during:  ${describe(during)}`);
    log(`  GET a variant:    ${describe(served)}`);
    return result;
  } finally {
    await server.stop();
  }
}

async function main() {
  const storage = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "SQLite (WAL, synchronous=FULL)";
  log(`Photograph benchmark: a 4000 × 3000 JPEG, lead API at ${rate} req/s, ${storage}`);
  log(
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}`,
  );
  const made = performance.now();
  const photo = await photoLike(4000, 3000);
  log(
    `photo made: ${(photo.length / 1024 / 1024).toFixed(1)} MB in ${Math.round(performance.now() - made)} ms`,
  );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "urdhva-bench-photos-"));
  const results = [];
  try {
    for (let number = 1; number <= runs; number++)
      results.push(await run(number, photo, fs.mkdtempSync(path.join(root, `run${number}-`))));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  const summary = {
    storage,
    rate,
    photoBytes: photo.length,
    runs: results,
    median: {
      readyMs: median(results.map((r) => r.readyMs)),
      peakRssMb: median(results.map((r) => r.memoryMb.peakWhileProcessing)),
      imageProcessPeakMb: median(results.map((r) => r.memoryMb.imageProcessPeak)),
      leadP99Before: median(results.map((r) => r.leadApi.before.p99)),
      leadP99During: median(results.map((r) => r.leadApi.during.p99)),
    },
    loadAverage: os.loadavg(),
  };
  if (values.json) console.log(JSON.stringify(summary));
  else
    log(
      `median: ready in ${summary.median.readyMs} ms, server peak RSS ${summary.median.peakRssMb} MB, image process ${summary.median.imageProcessPeakMb} MB, lead API p99 ${summary.median.leadP99Before} ms before, ${summary.median.leadP99During} ms while processing`,
    );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
