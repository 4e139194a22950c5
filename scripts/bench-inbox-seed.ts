/**
 * Seeds realistic leads for the inbox benchmark straight into the database (bulk inserts: the
 * lead API's one-by-one durable path would take minutes): names, emails, mobiles and messages
 * drawn from small lists, spread over two years, with statuses and assignees.
 */
import Database from "better-sqlite3";
import pg from "pg";

const FIRST = [
  "Asha",
  "Ravi",
  "Meera",
  "Arjun",
  "Priya",
  "Kiran",
  "Nisha",
  "Rahul",
  "Pooja",
  "Vikram",
  "Sneha",
  "Amit",
  "Divya",
  "Suresh",
  "Anjali",
  "Manish",
  "Kavya",
  "Rohan",
  "Isha",
  "Harsh",
];
const LAST = [
  "Patel",
  "Shah",
  "Mehta",
  "Desai",
  "Joshi",
  "Trivedi",
  "Parikh",
  "Modi",
  "Kapadia",
  "Bhatt",
  "Naik",
  "Rana",
  "Solanki",
  "Chauhan",
  "Vyas",
  "Gandhi",
  "Thakkar",
  "Dave",
  "Pandya",
  "Jain",
];
const TEXTS = [
  "Need a quote for a home lift in a G+3 bungalow",
  "Annual maintenance contract for two passenger lifts",
  "Hospital bed lift for our new wing, please call",
  "Goods lift 2 ton capacity for a warehouse in Sachin GIDC",
  "Is a capsule lift possible on the outside of our building?",
  "Looking for escalator pricing for a mall in Vesu",
  "Our lift makes noise when the doors close",
  "Hydraulic lift for a two floor shop",
];
const KINDS = ["webInquiry", "appointment", "question", "newsletter"] as const;
const STATUSES = ["new", "new", "new", "contacted", "qualified", "won", "lost"];

function row(index: number, staffIds: readonly string[]) {
  const random = (n: number) => Math.floor(Math.random() * n);
  const first = FIRST[random(FIRST.length)]!;
  const last = LAST[random(LAST.length)]!;
  const kind = KINDS[index % 7 === 0 ? 3 : index % 3]!;
  const email = `${first}.${last}${index}@example.com`.toLowerCase();
  const mobileNo = `9${String(random(1e9)).padStart(9, "0")}`;
  const text = `${TEXTS[random(TEXTS.length)]} (${index})`;
  const data: Record<string, string> =
    kind === "newsletter"
      ? { email }
      : kind === "question"
        ? { name: `${first} ${last}`, email, generalQuestions: "General Questions", questions: text }
        : kind === "appointment"
          ? { name: `${first} ${last}`, email, mobileNo, category: "Residential", comments: text }
          : { name: `${first} ${last}`, email, mobileNo, subject: "Enquiry", message: text };
  const createdAt = new Date(Date.UTC(2025, 0, 1) + random(700 * 86_400_000));
  return {
    id: crypto.randomUUID(),
    kind,
    data: JSON.stringify(data),
    created_at: createdAt.toISOString(),
    status: STATUSES[random(STATUSES.length)]!,
    assignee_id: random(3) === 0 ? null : staffIds[random(staffIds.length)]!,
  };
}

/** Where the seeding writes: the SQLite file, or the PostgreSQL database when `databaseUrl` is set. */
export interface SeedTarget {
  databaseUrl?: string | undefined;
  file: string;
}

/**
 * Writes in bulk below the repository: `sqlite` in one transaction on the file (analysed
 * afterwards), or `postgres` with a client of the database; the connection is closed after.
 */
export async function writeInBulk(
  driver: "sqlite" | "postgres",
  target: SeedTarget,
  sqlite: (db: Database.Database) => void,
  postgres: (client: pg.Client) => Promise<void>,
): Promise<void> {
  if (driver === "sqlite") {
    const db = new Database(target.file);
    db.pragma("busy_timeout = 5000");
    db.transaction(() => sqlite(db))();
    db.exec("ANALYZE");
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await postgres(client);
  } finally {
    await client.end();
  }
}

export function seedLeads(
  driver: "sqlite" | "postgres",
  target: SeedTarget,
  count: number,
  staffIds: readonly string[],
): Promise<void> {
  return writeInBulk(
    driver,
    target,
    (db) => {
      const insert = db.prepare(
        "INSERT INTO leads (id, kind, data, created_at, flagged, status, assignee_id) VALUES (@id, @kind, @data, @created_at, 0, @status, @assignee_id)",
      );
      for (let index = 0; index < count; index++) insert.run(row(index, staffIds));
    },
    async (client) => {
      for (let start = 0; start < count; start += 5000) {
        const rows = Array.from({ length: Math.min(5000, count - start) }, (_, offset) =>
          row(start + offset, staffIds),
        );
        await client.query(
          `INSERT INTO leads (id, kind, data, created_at, flagged, status, assignee_id)
           SELECT id, kind, data::jsonb, created_at::timestamptz, false, status, assignee_id
           FROM jsonb_to_recordset($1::jsonb) AS r (id text, kind text, data text, created_at text, status text, assignee_id text)`,
          [JSON.stringify(rows)],
        );
      }
      await client.query("ANALYZE leads");
    },
  );
}
