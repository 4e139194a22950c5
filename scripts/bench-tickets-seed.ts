/**
 * Seeds service tickets for the inbox benchmark straight into the database (bulk inserts): spread
 * over two years up to now, nearly all completed (with their on-site time and whether they met the
 * target), the last days' tickets open, some paused with their pause, some with an engineer. The
 * open tickets' due times come from the same clock the app uses.
 */
import crypto from "node:crypto";
import { company } from "../content/company.ts";
import { clockSettings, companyYear, dueAt } from "../content/service-clock.ts";
import { serviceDesk } from "../content/service-desk.ts";
import { SERVICE_PROBLEMS } from "../contracts/service/fields.ts";
import { type SeedTarget, writeInBulk } from "./bench-inbox-seed.ts";

const BUILDINGS = [
  "Shanti Residency",
  "Raj Heights",
  "Sarjan Complex",
  "Vesu Plaza",
  "Green Park",
  "Royal Arcade",
];
const CITIES = ["Surat", "Navsari", "Bharuch", "Vapi", "Ankleshwar"];
const OPEN_STEPS = ["call", "inform", "visit", "work", "meet"];
const DAY_MS = 86_400_000;
/** The bench's tickets fall due on the working hours of content/company.ts. */
const CLOCK = clockSettings(company.hours);

interface SeedRow {
  id: string;
  number: string;
  token_hash: string;
  data: string;
  problem: string;
  step: string;
  created_at: string;
  completed_at: string | null;
  engineer_id: string | null;
  due_at: string | null;
  paused_at: string | null;
  on_site_at: string | null;
  met_target: boolean | null;
}

function rows(
  count: number,
  staffIds: readonly string[],
  now: Date,
): { tickets: SeedRow[]; pauses: SeedRow[] } {
  const random = (n: number) => Math.floor(Math.random() * n);
  const times = Array.from({ length: count }, () => now.getTime() - random(730 * DAY_MS)).sort(
    (a, b) => a - b,
  );
  const perYear = new Map<number, number>();
  const tickets: SeedRow[] = [];
  const pauses: SeedRow[] = [];
  for (const time of times) {
    const createdAt = new Date(time);
    const year = companyYear(createdAt);
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    const problem = random(20) === 0 ? "trapped" : SERVICE_PROBLEMS[random(SERVICE_PROBLEMS.length)]!;
    const open = now.getTime() - time < 4 * DAY_MS && random(3) > 0;
    const step = open ? OPEN_STEPS[random(OPEN_STEPS.length)]! : "complete";
    const onSite = step !== "call" && step !== "inform";
    const paused = open && !onSite && random(6) === 0;
    const target = serviceDesk.responseTargets[problem as keyof typeof serviceDesk.responseTargets];
    const due = open && !onSite && !paused ? dueAt(target, createdAt, [], CLOCK) : null;
    const data = {
      name: "Kiran Desai",
      mobileNo: `9${String(random(1e9)).padStart(9, "0")}`,
      building: BUILDINGS[random(BUILDINGS.length)]!,
      address: "A wing",
      city: CITIES[random(CITIES.length)]!,
      underAmc: "yes",
      problem,
      floor: String(random(12)),
      description: "The lift stopped between floors.",
    };
    const row: SeedRow = {
      id: crypto.randomUUID(),
      number: `SR-${year}-${String(sequence).padStart(5, "0")}`,
      token_hash: crypto.randomBytes(32).toString("hex"),
      data: JSON.stringify(data),
      problem,
      step,
      created_at: createdAt.toISOString(),
      completed_at: open ? null : new Date(time + DAY_MS).toISOString(),
      engineer_id: random(4) === 0 ? null : staffIds[random(staffIds.length)]!,
      due_at: due ? due.toISOString() : null,
      paused_at: paused ? new Date(time + 30 * 60_000).toISOString() : null,
      on_site_at: onSite ? new Date(time + 3 * 3_600_000).toISOString() : null,
      met_target: onSite ? random(8) > 0 : null,
    };
    tickets.push(row);
    if (paused) pauses.push(row);
  }
  return { tickets, pauses };
}

const COLUMNS =
  "id, number, token_hash, data, problem, locale, step, created_at, completed_at, engineer_id, due_at, paused_at, on_site_at, met_target, flagged";

export function seedTickets(
  driver: "sqlite" | "postgres",
  target: SeedTarget,
  count: number,
  staffIds: readonly string[],
  now = new Date(),
): Promise<void> {
  const { tickets, pauses } = rows(count, staffIds, now);
  return writeInBulk(
    driver,
    target,
    (db) => {
      const insert = db.prepare(
        `INSERT INTO service_tickets (${COLUMNS}) VALUES (@id, @number, @token_hash, @data, @problem, 'en', @step,
           @created_at, @completed_at, @engineer_id, @due_at, @paused_at, @on_site_at, @met, 0)`,
      );
      const pause = db.prepare(
        "INSERT INTO service_ticket_pauses (ticket_id, started_at, reason) VALUES (@id, @paused_at, 'parts')",
      );
      for (const row of tickets)
        insert.run({ ...row, met: row.met_target === null ? null : Number(row.met_target) });
      for (const row of pauses) pause.run(row);
    },
    async (client) => {
      for (let start = 0; start < tickets.length; start += 5000) {
        await client.query(
          `INSERT INTO service_tickets (${COLUMNS})
           SELECT id, number, token_hash, data::jsonb, problem, 'en', step, created_at::timestamptz,
             completed_at::timestamptz, engineer_id, due_at::timestamptz, paused_at::timestamptz,
             on_site_at::timestamptz, met_target, false
           FROM jsonb_to_recordset($1::jsonb) AS r (id text, number text, token_hash text, data text,
             problem text, step text, created_at text, completed_at text, engineer_id text, due_at text,
             paused_at text, on_site_at text, met_target boolean)`,
          [JSON.stringify(tickets.slice(start, start + 5000))],
        );
      }
      await client.query(
        `INSERT INTO service_ticket_pauses (ticket_id, started_at, reason)
         SELECT id, paused_at::timestamptz, 'parts' FROM jsonb_to_recordset($1::jsonb) AS r (id text, paused_at text)`,
        [JSON.stringify(pauses)],
      );
      await client.query("VACUUM ANALYZE service_tickets");
    },
  );
}
