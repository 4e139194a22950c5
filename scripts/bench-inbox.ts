/**
 * `npm run bench:inbox` (also part of `npm run bench`): the lead inbox with 100,000 stored leads.
 * Seeds a throw-away SQLite database (and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, a
 * throw-away PostgreSQL schema), signs in, then times the first list page, filtered pages and
 * searches through app.inject: the median server time of 21 runs after 3 warm-ups, JSON API and
 * HTML page; then, with 100,000 service tickets beside them, the ticket list's views and a ticket's
 * page (HTML), the ticket search (page and JSON API; a trigram index finds the hits, migration 13)
 * and the first page of the tickets' CSV export. Also prints the inbox's static bytes (it
 * sends no JavaScript). BENCH_LEADS and BENCH_TICKETS set the numbers of leads and tickets.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { inboxStylesheet } from "../server/inbox/assets.ts";
import { hashPassword } from "../server/inbox/passwords.ts";
import { ticketToCsv } from "../server/inbox/tickets/export.ts";
import { withSearchPath } from "../server/testing/databases.ts";
import { seedLeads } from "./bench-inbox-seed.ts";
import { seedTickets } from "./bench-tickets-seed.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const RUNS = 21;
const PASSWORD = "benchmark password";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, databaseUrl: string | undefined, dataDir: string) {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      BUILD_DIR: path.join(dataDir, "no-build"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    { logger: false },
  );
  try {
    const staff = [];
    for (const name of ["Priya Shah", "Arjun Mehta", "Kavya Desai"]) {
      const email = `${name.split(" ")[0]!.toLowerCase()}@example.com`;
      staff.push(
        await app.db.staff.addStaff(
          { email, name, role: "admin", passwordHash: await hashPassword(PASSWORD) },
          new Date(),
        ),
      );
    }
    const started = Date.now();
    await seedLeads(
      app.db.driver,
      { databaseUrl, file: path.join(dataDir, "leads.sqlite") },
      LEADS,
      staff.map((s) => s.id),
    );
    console.log(
      `\n### ${label}: ${LEADS.toLocaleString("en")} leads seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const signIn = await app.inject({
      method: "POST",
      url: "/api/inbox/session",
      payload: { email: "priya@example.com", password: PASSWORD },
    });
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;
    const cases: [string, string][] = [
      ["first page", ""],
      ["filtered: status + kind", "?status=contacted&kind=appointment"],
      ["filtered: assignee + dates", `?assignee=${staff[1]!.id}&from=2026-01-01&to=2026-03-31`],
      ["search: surname", "?q=mehta"],
      ["search: mobile digits", "?q=98250"],
      ["search: word in text", "?q=escalator"],
      ["search + filter", "?q=patel&status=new"],
    ];
    console.log("| request | API (JSON) | page (HTML) | rows |");
    console.log("|---|---|---|---|");
    for (const [name, query] of cases) {
      const times: Record<string, number[]> = { api: [], page: [] };
      let rows = 0;
      for (let run = 0; run < RUNS + 3; run++) {
        for (const [kind, url] of [
          ["api", `/api/inbox/leads${query}`],
          ["page", `/inbox${query}`],
        ] as const) {
          const t0 = process.hrtime.bigint();
          const response = await app.inject({ url, headers: { cookie } });
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
          if (run >= 3) times[kind]!.push(ms);
          if (kind === "api") rows = (response.json() as { leads: unknown[] }).leads.length;
        }
      }
      console.log(
        `| ${name} | ${median(times.api!).toFixed(1)} ms | ${median(times.page!).toFixed(1)} ms | ${rows} |`,
      );
    }
    await measureTickets(app, label, databaseUrl, dataDir, cookie, staff);
  } finally {
    await app.close();
  }
}

/** The ticket list's views and one ticket's page, with TICKETS tickets stored. */
async function measureTickets(
  app: Awaited<ReturnType<typeof buildApp>>,
  label: string,
  databaseUrl: string | undefined,
  dataDir: string,
  cookie: string,
  staff: { id: string }[],
) {
  const started = Date.now();
  await seedTickets(
    app.db.driver,
    { databaseUrl, file: path.join(dataDir, "leads.sqlite") },
    TICKETS,
    staff.map((s) => s.id),
  );
  const counts = await app.db.tickets.count(staff[0]!.id, new Date());
  console.log(
    `\n${label}: ${TICKETS.toLocaleString("en")} service tickets seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${counts.open} open, ${counts.paused} paused, ${counts.mine} of them the signed-in engineer's)\n`,
  );
  const [first] = await app.db.tickets.list({ view: "open", offset: 0, limit: 1 });
  const cases: [string, string][] = [
    ["ticket list: open, my tickets first", "/inbox/tickets"],
    ["ticket list: my tickets", "/inbox/tickets?view=mine"],
    ["ticket list: paused", "/inbox/tickets?view=paused"],
    ["ticket list: completed", "/inbox/tickets?view=completed"],
    ["ticket list: completed, page 40", "/inbox/tickets?view=completed&page=40"],
    ["ticket page (with the list)", `/inbox/tickets/${first?.id}`],
    ["ticket search: number (page)", `/inbox/tickets?q=${first?.number}`],
    ["ticket search: number (JSON API)", `/api/inbox/tickets?q=${first?.number}`],
    ["ticket search: building, many hits", "/inbox/tickets?q=residency"],
    ["ticket search: mobile digits", "/inbox/tickets?q=98250"],
    ["ticket search: no match", "/inbox/tickets?q=nosuchname"],
    ["ticket list (JSON API)", "/api/inbox/tickets"],
  ];
  console.log("| request | page (HTML) |");
  console.log("|---|---|");
  for (const [name, url] of cases) {
    const times: number[] = [];
    for (let run = 0; run < RUNS + 3; run++) {
      const t0 = process.hrtime.bigint();
      const response = await app.inject({ url, headers: { cookie } });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      if (run >= 3) times.push(ms);
    }
    console.log(`| ${name} | ${median(times).toFixed(1)} ms |`);
  }
  // The export's first page as the download reads it (500 whole tickets with their steps, as CSV);
  // the whole download of every ticket is not timed.
  const times: number[] = [];
  for (let run = 0; run < RUNS + 3; run++) {
    const t0 = process.hrtime.bigint();
    const page = await app.db.tickets.export({ view: "completed", limit: 500 });
    page.map(ticketToCsv).join("");
    if (run >= 3) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  console.log(`| ticket export: first 500 rows (completed) | ${median(times).toFixed(1)} ms |`);
}

const css = inboxStylesheet();
console.log("\n## Lead inbox\n");
console.log(
  `JavaScript: 0 KiB (the inbox sends none). Stylesheet: ${(css.length / 1024).toFixed(1)} KiB, ${(zlib.brotliCompressSync(css).length / 1024).toFixed(1)} KiB brotli.`,
);

const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
try {
  await measure("SQLite", undefined, sqliteDir);
} finally {
  fs.rmSync(sqliteDir, { recursive: true, force: true });
}

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (base) {
  const schema = `bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
  try {
    await measure("PostgreSQL", withSearchPath(base, schema), pgDir);
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.)");
}
