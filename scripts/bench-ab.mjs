/**
 * `npm run bench:ab -- <A> [<B>] [<C> …]`: Lighthouse A/B of two (or more) builds of the site, served
 * side by side on this machine and measured in alternation, so all see the same load (absolute
 * figures on a busy machine are not comparable from one hour to the next; the difference between
 * A and B is).
 *
 *   npm run bench:ab -- e203a65                 # that commit against the working tree
 *   npm run bench:ab -- e203a65 HEAD            # against the last commit
 *   BENCH_ROUTES=/,/gu BENCH_RUNS=5 npm run bench:ab -- cecffd2 HEAD
 *   npm run bench:ab -- HEAD dir:/tmp/my-experiment   # a checkout prepared by hand, as it is
 *   npm run bench:ab -- e203a65 cecffd2 HEAD          # three sides, each against A
 *   npm run bench:ab -- HEAD HEAD+published           # the build's files against the same build
 *                                                     # serving content published in the editor
 *   BENCH_ROUTES=/elevators-lift,/capsule-elevators npm run bench:ab -- HEAD+published HEAD+photos
 *                                                     # the drawings against the company's photos
 *
 * Each side is a copy under /tmp/ab-<name>: a commit is checked out as a git worktree (detached;
 * `working` copies the working tree's tracked and untracked files, so the builds others run in the
 * working tree are left alone), with this checkout's node_modules linked, built once with its own
 * `npm run build` (kept while its commit, or for `working` its files, are the same) and served by its
 * own server (`server/server.ts`, a fresh data directory, rate limit off). Lighthouse 12.8 runs as
 * `npm run bench` runs it (mobile preset, simulated slow 4G, 4x CPU, every run a first visit:
 * scripts/bench-lighthouse.mjs) in one Chromium, alternating
 * A B, then B A on the next run, route by route. Printed: every run, then per route the medians of
 * each side (performance, FCP, LCP, TBT, CLS, the KiB of images and of everything the page loaded)
 * and each side's difference from A, with the load average before and after and
 * Lighthouse's benchmarkIndex of this machine (higher is faster). A run Lighthouse could not record
 * (NO_NAVSTART) does not count; the route's median is then of fewer runs, and says so. A route a side's
 * build has no page for (an older build without the Gujarati pages) is left out on that side (–).
 * BENCH_JSON=<file> also writes every run as JSON; BENCH_TASKS=1 prints each run's long tasks.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../tests/support/chromium.mjs";
import { lighthouseOptions } from "./bench-lighthouse.mjs";
import { median } from "./bench-load.mjs";
import { publishContent } from "./bench-publish.mjs";
import { startServer } from "./bench-server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const refs = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
if (refs.length === 0) {
  console.error(
    "usage: npm run bench:ab -- <commit A> [<commit B> | working] [<C> …]   (BENCH_ROUTES, BENCH_RUNS)",
  );
  process.exit(2);
}
if (refs.length === 1) refs.push("working");
const NAMES = "ABCDEF";
const ROUTES = (
  process.env.BENCH_ROUTES ??
  [
    "/,/gu,/hi,/capsule-elevators,/gu/capsule-elevators",
    "/lift-planner?type=passenger&persons=8&stops=5&shaftWidth=1800&shaftDepth=1800",
    "/service",
  ].join(",")
).split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const git = (args, cwd = ROOT) => {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
};

/** How a side's server is made to serve published content: `<ref>+published`, `<ref>+photos`. */
const AFTER = {
  published: { label: "after a publish", publish: publishContent },
  photos: {
    label: "after photos replaced the gallery's and the capsule page's drawings",
    publish: async (...args) => (await import("./bench-photo-pages.mjs")).publishPhotos(...args),
  },
};

/** A side: a built copy of `ref` under /tmp (its directory and a label); `<ref>+published` serves
 * that build after a publish (its pages rendered from the database, scripts/bench-publish.mjs),
 * `<ref>+photos` after a publish of photographs (scripts/bench-photo-pages.mjs). */
function prepare(side) {
  const [ref, after] = side.split("+");
  const built = build(ref);
  if (after === undefined) return built;
  if (!AFTER[after]) throw new Error(`${side}: after "+" comes ${Object.keys(AFTER).join(" or ")}`);
  return { ...built, after: AFTER[after], label: `${built.label} ${AFTER[after].label}` };
}

function build(ref) {
  let dir;
  let label;
  let fingerprint;
  if (ref.startsWith("dir:")) {
    // A checkout prepared by hand (an experiment): used as it is, built if it has no build yet.
    dir = path.resolve(ref.slice(4));
    label = `${dir} (as it is)`;
    fingerprint = readMarker(dir);
  } else if (ref === "working") {
    // Tracked and untracked files (not ignored ones) as they are now.
    const files = git(["ls-files", "-co", "--exclude-standard", "-z"]).split("\0").filter(Boolean);
    const present = files.filter((file) => existsSync(path.join(ROOT, file)));
    const hash = createHash("sha256");
    for (const file of present.sort()) hash.update(`${file}\n`).update(readFileSync(path.join(ROOT, file)));
    fingerprint = hash.digest("hex");
    label = `working tree (${git(["rev-parse", "--short", "HEAD"])} + changes)`;
    dir = "/tmp/ab-working";
    if (readMarker(dir) !== fingerprint) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const list = path.join(tmpdir(), `ab-files-${process.pid}`);
      writeFileSync(list, present.join("\0"));
      const copy = spawnSync("tar", ["-C", ROOT, "--null", "-T", list, "-cf", "-"], { maxBuffer: 1 << 30 });
      spawnSync("tar", ["-C", dir, "-xf", "-"], { input: copy.stdout, maxBuffer: 1 << 30 });
      rmSync(list);
    }
  } else {
    const sha = git(["rev-parse", "--verify", `${ref}^{commit}`]);
    fingerprint = sha;
    label = `${sha.slice(0, 7)} (${ref})`;
    dir = `/tmp/ab-${sha.slice(0, 7)}`;
    if (!existsSync(dir)) git(["worktree", "add", "--detach", dir, sha]);
    else if (git(["rev-parse", "HEAD"], dir) !== sha) throw new Error(`${dir} is not at ${sha}`);
  }
  if (!existsSync(path.join(dir, "node_modules")))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  if (readMarker(dir) !== fingerprint || !existsSync(path.join(dir, "build/client/index.html"))) {
    console.log(`building ${label} in ${dir} …`);
    const build = spawnSync("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error(`the build of ${label} failed`);
    writeFileSync(path.join(dir, "build/.ab-built"), fingerprint);
  }
  return { dir, label };
}

function readMarker(dir) {
  const file = path.join(dir, "build/.ab-built");
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

/** The side's own server on a free port. */
async function serve({ dir, after }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-ab-"));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", LEADS_RATE_LIMIT: "0" }, dir);
  if (after) await after.publish(server.url, dataDir, dir);
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: server.url, stop };
}

/**
 * BENCH_TASKS=1: the run's long tasks as Lighthouse simulated them (its long-tasks audit: start and
 * length on the slowed-down phone), so what adds to the blocking time can be told apart: a task
 * counts by the part of it after the estimated first paint beyond 50 ms.
 */
function printLongTasks(lhr, fcp) {
  const { urls = [], tasks = [] } = lhr.audits["long-tasks"].details?.debugData ?? {};
  for (const { urlIndex, startTime, duration, ...groups } of tasks.sort(
    (a, b) => a.startTime - b.startTime,
  )) {
    const counted = Math.max(0, startTime + duration - Math.max(startTime, fcp) - 50);
    const parts = Object.entries(groups)
      .map(([group, time]) => `${group} ${Number(time).toFixed(0)}`)
      .join(", ");
    const url = String(urls[urlIndex] ?? "").replace(/^https?:\/\/[^/]+/, "");
    console.log(
      `    task at ${startTime.toFixed(0)} ms, ${duration.toFixed(0)} ms (${counted.toFixed(0)} after FCP beyond 50) ${url}: ${parts}`,
    );
  }
}

/** The bytes the page loaded of a kind of resource ("image", "total": Lighthouse's resource summary). */
const transferred = (lhr, kind) =>
  lhr.audits["resource-summary"].details?.items?.find((item) => item.resourceType === kind)?.transferSize ??
  0;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const sides = refs.map(prepare);
const servers = [];
const results = ROUTES.map(() => sides.map(() => []));
const startedAt = new Date();
const loadBefore = load();
try {
  for (const side of sides) servers.push(await serve(side));
  console.log(`\n${sides.map((side, which) => `${NAMES[which]} = ${side.label}`).join("\n")}`);
  console.log(`${startedAt.toISOString()}, load average ${loadBefore}, ${RUNS} runs per route and side\n`);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const [index, route] of ROUTES.entries()) {
      for (let run = 0; run < RUNS; run++) {
        // A B C, then C B A on the next run: no side is always first after another route.
        const order = sides.map((_, which) => which);
        if (run % 2) order.reverse();
        for (const which of order) {
          // A page an older build does not have (another language's, a later page) is left out on
          // that side: its server would answer with the app's fallback page instead.
          const pathname = new URL(route, "http://x").pathname;
          if (!existsSync(path.join(sides[which].dir, "build/client", pathname, "index.html"))) continue;
          const { lhr } = await lighthouse(servers[which].url + route, lighthouseOptions(chrome.port));
          const name = NAMES[which];
          if (lhr.runtimeError) {
            console.log(`${route} ${name} run ${run + 1}: not recorded (${lhr.runtimeError.code})`);
            continue;
          }
          const audit = (id) => lhr.audits[id].numericValue;
          const measured = {
            perf: Math.round(lhr.categories.performance.score * 100),
            fcp: audit("first-contentful-paint"),
            lcp: audit("largest-contentful-paint"),
            tbt: audit("total-blocking-time"),
            cls: audit("cumulative-layout-shift"),
            imageKiB: transferred(lhr, "image") / 1024,
            totalKiB: transferred(lhr, "total") / 1024,
            benchmarkIndex: lhr.environment.benchmarkIndex,
          };
          results[index][which].push(measured);
          console.log(
            `${route} ${name} run ${run + 1}: perf ${measured.perf}, FCP ${measured.fcp.toFixed(0)}, LCP ${measured.lcp.toFixed(0)}, TBT ${measured.tbt.toFixed(0)}, CLS ${measured.cls.toFixed(3)}, images ${measured.imageKiB.toFixed(0)} of ${measured.totalKiB.toFixed(0)} KiB, benchmarkIndex ${measured.benchmarkIndex.toFixed(0)}`,
          );
          if (process.env.BENCH_TASKS) printLongTasks(lhr, measured.fcp);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  for (const server of servers) await server.stop();
}

const medianOf = (runs, key) => (runs.length ? median(runs.map((run) => run[key])) : Number.NaN);
const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : "–");
const signed = (value) => (Number.isFinite(value) ? `${value >= 0 ? "+" : ""}${value.toFixed(0)}` : "–");
const cell = (runs) =>
  runs.length === 0
    ? "–"
    : `${medianOf(runs, "perf")} / ${ms(medianOf(runs, "fcp"))} / ${ms(medianOf(runs, "lcp"))} / ${ms(medianOf(runs, "tbt"))} / ${medianOf(runs, "cls").toFixed(3)} / ${ms(medianOf(runs, "imageKiB"))} of ${ms(medianOf(runs, "totalKiB"))}${runs.length < RUNS ? ` (${runs.length} runs)` : ""}`;
const all = results.flat(2);
console.log(`\n${sides.map((side, which) => `${NAMES[which]} = ${side.label}`).join(", ")}`);
console.log(
  `${startedAt.toISOString()} to ${new Date().toISOString()}; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after; benchmarkIndex ${ms(Math.min(...all.map((run) => run.benchmarkIndex)))}-${ms(Math.max(...all.map((run) => run.benchmarkIndex)))}`,
);
console.log(`medians of ${RUNS} alternated runs: perf / FCP / LCP / TBT ms / CLS / image of total KiB\n`);
const others = sides.slice(1).map((_, index) => NAMES[index + 1]);
console.log(
  `| route | ${sides.map((_, which) => NAMES[which]).join(" | ")} | ${others.map((name) => `${name} - A: FCP / LCP / TBT`).join(" | ")} |`,
);
console.log(`|---|${sides.map(() => "---|").join("")}${others.map(() => "---|").join("")}`);
for (const [index, route] of ROUTES.entries()) {
  const [a, ...rest] = results[index];
  const diff = (b, key) => signed(medianOf(b, key) - medianOf(a, key));
  console.log(
    `| ${route} | ${results[index].map(cell).join(" | ")} | ${rest.map((b) => `${diff(b, "fcp")} / ${diff(b, "lcp")} / ${diff(b, "tbt")}`).join(" | ")} |`,
  );
}
if (process.env.BENCH_JSON)
  writeFileSync(
    process.env.BENCH_JSON,
    JSON.stringify({ sides: sides.map((side) => side.label), routes: ROUTES, results }, null, 2),
  );
