/**
 * Lead operations on the configured storage (same DATA_DIR / DATABASE_URL as the server):
 *
 *   npm run leads -- list   [--type <kind>] [--since YYYY-MM-DD] [--limit N]
 *   npm run leads -- export [--format csv|json] [--type <kind>] [--since YYYY-MM-DD] [--bom] [--output <file>]
 *   npm run leads -- purge  --older-than <N>(d|m|y) [--dry-run]     (N at least 1)
 *   npm run leads -- backup <file>   (SQLite: an online copy while the server runs)
 *   npm run leads -- mail <reference>   (the emails not sent yet of a lead, privacy request or ticket)
 *
 * Dates are calendar days in India (Asia/Kolkata). Output goes to stdout (or --output), messages to
 * stderr. Note that `npm run` prints its own banner on stdout: redirect with `npm run -s leads -- …`
 * or use --output.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { isLeadKind, LEAD_KINDS, type LeadKind } from "../contracts/leads/forms.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { dataDirProblem, SQLITE_FILE } from "../server/data-dir.ts";
import { createRepository, describeStorage } from "../server/db/index.ts";
import type { LeadRepository } from "../server/db/repository.ts";
import { csvHeader, leadToCsv, leadToJson } from "../server/leads/export.ts";
import { leadFields } from "../server/leads/field-values.ts";
import { loadIpSalt, SALT_FILE } from "../server/leads/ip-hash.ts";
import { formatReceived } from "../server/leads/notifications.ts";
import { withPersonalLinks } from "../server/privacy/personal-links.ts";
import { monthsBefore } from "../server/privacy/retention.ts";
import { BackupError, backupLeads } from "./leads/backup.ts";
import { mailNotSent } from "./leads/mail-status.ts";
import { fileOutput, type Output, OutputClosed, OutputError, streamOutput } from "./leads/output.ts";
import { runStaffCommand, STAFF_USAGE, StaffUsageError } from "./leads/staff.ts";
import { InputAborted, printable } from "./leads/terminal.ts";
import { formatUnsentMail } from "./leads/unsent-mail.ts";

export const USAGE = `Usage:
  npm run leads -- list   [--type <kind>] [--since YYYY-MM-DD] [--limit N]
  npm run leads -- export [--format csv|json] [--type <kind>] [--since YYYY-MM-DD] [--bom] [--output <file>]
  npm run leads -- purge  --older-than <N>(d|m|y) [--dry-run]     (N at least 1)
${STAFF_USAGE}
  npm run leads -- backup <file>
  npm run leads -- mail <reference>   (emails not sent yet, whole: a lead's or privacy request's
                                       reference, e.g. 3F2A9C1B, or a service ticket's number)

Kinds: ${LEAD_KINDS.join(", ")}. Dates are days in India (IST).
--bom adds a UTF-8 byte order mark so Excel shows non-English names correctly.
Examples: npm run leads -- export --output leads.csv
          npm run -s leads -- export --format json > leads.json
          npm run leads -- purge --older-than 24m`;

export class UsageError extends Error {}

/** The exit code when the output (the --output file, or standard output) cannot be written. */
export const EXIT_OUTPUT = 3;

export interface Io {
  write(chunk: string): void | Promise<void>;
  error(line: string): void;
}

/** YYYY-MM-DD as the start of that day in India. */
export function parseSince(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00+05:30`) : undefined;
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    !new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  ) {
    throw new UsageError(`--since must be a date like 2026-01-31 (got "${value}")`);
  }
  return date;
}

/**
 * "24m" -> the moment 24 calendar months before `now`; also d (days) and y (years). The smallest
 * period is one day: "0d" would put the cutoff at `now` and select every lead, today's included.
 */
export function parseAge(value: string, now = new Date()): Date {
  const match = /^(\d{1,4})([dmy])$/.exec(value.trim());
  const amount = match ? Number(match[1]) : 0;
  if (!match || amount < 1) {
    throw new UsageError(
      `--older-than must be a whole number of days, months or years, at least 1d, like 24m, 90d or 2y (got "${value}")`,
    );
  }
  const cutoff = new Date(now);
  if (match[2] === "d") {
    cutoff.setUTCDate(cutoff.getUTCDate() - amount);
    return cutoff;
  }
  return monthsBefore(now, match[2] === "m" ? amount : amount * 12);
}

function parseKind(value: string | undefined): LeadKind | undefined {
  if (value === undefined) return undefined;
  if (!isLeadKind(value))
    throw new UsageError(`--type must be one of ${LEAD_KINDS.join(", ")} (got "${value}")`);
  return value;
}

/** What the list says after a lead's reference: spam, erased (its fields are empty), consent withdrawn. */
export function leadMarks(lead: {
  flagged: boolean;
  erasedAt?: Date | null;
  consentWithdrawnAt?: Date | null;
}) {
  if (lead.erasedAt) return ` (erased ${formatReceived(lead.erasedAt)})`;
  return `${lead.flagged ? " (spam)" : ""}${lead.consentWithdrawnAt ? " (consent withdrawn: do not contact)" : ""}`;
}

function pad(text: string, width: number): string {
  const short = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return short.padEnd(width);
}

/** The options each lead command takes; any other is refused, never silently ignored. */
const COMMAND_OPTIONS = {
  list: ["type", "since", "limit"],
  export: ["format", "type", "since", "bom"],
  purge: ["older-than", "dry-run"],
} as const;

const OPTIONS = {
  type: { type: "string" },
  since: { type: "string" },
  limit: { type: "string" },
  format: { type: "string" },
  bom: { type: "boolean" },
  "older-than": { type: "string" },
  "dry-run": { type: "boolean" },
} as const;

/** The most rows a `--limit` may ask for (the storage counts in 32-bit integers). */
export const MAX_LIMIT = 2_147_483_647;

/** `--limit N`: a whole number from 1 to MAX_LIMIT, or `fallback` when not given. */
export function parseLimit(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const limit = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT))
    throw new UsageError(`--limit must be a whole number from 1 to ${MAX_LIMIT} (got "${value}")`);
  return limit;
}

/**
 * Runs one command. `secret` (LEADS_IP_SALT or the salt file) puts the personal links into the
 * emails `mail` prints, as the outbox does when it sends them.
 */
export async function run(argv: string[], repo: LeadRepository, io: Io, secret?: string): Promise<void> {
  const [command, ...rest] = argv;
  if (command === "users" || command === "audit")
    return runStaffCommand(command, rest, repo, io, { since: parseSince, limit: parseLimit });
  if (command === "mail") return printUnsentMail(rest, repo, io, secret);
  if (command !== "list" && command !== "export" && command !== "purge")
    throw new UsageError(command ? `Unknown command "${command}".` : "Missing command.");
  const { values } = parseArgs({ args: rest, options: OPTIONS, strict: true });
  const allowed: readonly string[] = COMMAND_OPTIONS[command];
  const foreign = Object.keys(values).filter((option) => !allowed.includes(option));
  if (foreign.length > 0)
    throw new UsageError(
      `${command} does not take ${foreign.map((option) => `--${option}`).join(", ")}; it takes ${allowed.map((option) => `--${option}`).join(", ")}`,
    );
  const kind = parseKind(values.type);
  const since = values.since === undefined ? undefined : parseSince(values.since);
  const filter = { ...(kind ? { kind } : {}), ...(since ? { since } : {}) };

  switch (command) {
    case "list": {
      const limit = parseLimit(values.limit, 20);
      const leads = await repo.leads.list({ ...filter, order: "desc", limit });
      const total = await repo.leads.count(filter);
      const mail = await repo.outbox.forLeads(leads.map((lead) => lead.id));
      const header = `${pad("Received (IST)", 24)} ${pad("Kind", 11)} ${pad("Name", 20)} ${pad("Email", 28)} ${pad("Mobile", 10)} Ref`;
      await io.write(`${header}\n${"-".repeat(header.length + 6)}\n`);
      for (const lead of leads) {
        const data = leadFields(lead);
        // Stored text, shown safely (control characters escaped) before it is cut to its column.
        const text = (field: string) => printable((data[field] ?? "").replace(/\s+/g, " "));
        await io.write(
          `${pad(formatReceived(lead.createdAt), 24)} ${pad(printable(lead.kind), 11)} ${pad(text("name"), 20)} ${pad(text("email"), 28)} ${pad(text("mobileNo"), 10)} ${printable(lead.id.slice(0, 8))}${leadMarks(lead)}\n`,
        );
        for (const line of mailNotSent(mail.filter((entry) => entry.leadId === lead.id)))
          await io.write(`${line}\n`);
      }
      await io.write(`${leads.length} of ${total} lead${total === 1 ? "" : "s"} shown, newest first.\n`);
      return;
    }
    case "export": {
      const format = values.format ?? "csv";
      if (format !== "csv" && format !== "json") throw new UsageError('--format must be "csv" or "json"');
      if (format === "json" && values.bom) throw new UsageError("--bom is for CSV (Excel); JSON takes none");
      let count = 0;
      if (format === "csv") {
        await io.write(csvHeader({ bom: values.bom }));
        for await (const lead of repo.leads.export(filter)) {
          await io.write(leadToCsv(lead));
          count++;
        }
      } else {
        await io.write("[");
        for await (const lead of repo.leads.export(filter)) {
          await io.write(`${count === 0 ? "\n" : ",\n"}  ${JSON.stringify(leadToJson(lead))}`);
          count++;
        }
        await io.write(count === 0 ? "]\n" : "\n]\n");
      }
      io.error(`Exported ${count} lead${count === 1 ? "" : "s"}.`);
      return;
    }
    case "purge": {
      const age = values["older-than"];
      if (!age) throw new UsageError("purge needs --older-than, e.g. --older-than 24m");
      const cutoff = parseAge(age);
      if (values["dry-run"]) {
        const total = await repo.leads.count();
        const kept = await repo.leads.count({ since: cutoff });
        await io.write(`Would delete ${total - kept} lead(s) created before ${cutoff.toISOString()}.\n`);
        return;
      }
      const deleted = await repo.leads.purgeBefore(cutoff);
      await io.write(
        `Deleted ${deleted} lead${deleted === 1 ? "" : "s"} created before ${cutoff.toISOString()} (and their queued emails).\n`,
      );
      return;
    }
  }
}

/** `mail <reference>`: every email of that record not sent yet, whole (scripts/leads/unsent-mail.ts). */
async function printUnsentMail(args: string[], repo: LeadRepository, io: Io, secret?: string): Promise<void> {
  const [reference, ...extra] = args;
  if (!reference || reference.startsWith("-") || extra.length > 0)
    throw new UsageError(
      "mail takes one reference: a lead's or privacy request's (the 8 characters its emails and the inbox show, e.g. 3F2A9C1B) or a service ticket's number (e.g. SR-2026-00042)",
    );
  const mails = await repo.outbox.unsent(reference);
  for (const [index, mail] of mails.entries()) {
    const message = secret === undefined ? mail.message : withPersonalLinks(mail, secret);
    await io.write(`${index > 0 ? "\n" : ""}${formatUnsentMail({ ...mail, message })}`);
  }
  io.error(
    mails.length === 0
      ? `No email waiting to be sent for ${printable(reference)}.`
      : `${mails.length} email${mails.length === 1 ? "" : "s"} not sent yet.`,
  );
}

/** Takes `--output <file>` / `-o <file>` out of the arguments. */
export function extractOutput(argv: string[]): { argv: string[]; output?: string } {
  const index = argv.findIndex((arg) => arg === "--output" || arg === "-o");
  if (index === -1) return { argv };
  const output = argv[index + 1];
  if (!output || output.startsWith("-")) throw new UsageError("--output needs a file name");
  return { argv: [...argv.slice(0, index), ...argv.slice(index + 2)], output };
}

async function main(): Promise<number> {
  // Errors of a stdout write reach its callback; without a listener a closed pipe would also be
  // thrown as an uncaught 'error' event (the usage text and backup's report write to it directly).
  // Messages to a closed stderr have nobody to reach either.
  process.stdout.on("error", () => undefined);
  process.stderr.on("error", () => undefined);
  let argv = process.argv.slice(2);
  let target: string | undefined;
  try {
    ({ argv, output: target } = extractOutput(argv));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (argv.length === 0 || argv[0] === "help" || argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  if (argv[0] === "backup") {
    const [, target, ...extra] = argv;
    if (target?.startsWith("-") || extra.length > 0) {
      process.stderr.write(`backup takes one file name and nothing else.\n\n${USAGE}\n`);
      return 2;
    }
    return backupCommand(config, target);
  }
  const storage = sqliteProblem(config, argv[0] === "users" && argv[1] === "add");
  if (storage) {
    process.stderr.write(`Invalid environment configuration:\n  DATA_DIR: ${storage}\n`);
    return 1;
  }
  let output: Output;
  try {
    output = target === undefined ? streamOutput() : fileOutput(target, dataFiles(config.DATA_DIR));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return EXIT_OUTPUT;
  }
  const repo = createRepository(config);
  const io: Io = { write: output.write, error: (line) => process.stderr.write(`${line}\n`) };
  try {
    await repo.migrate();
    await run(argv, repo, io, loadIpSalt(config.DATA_DIR, config.LEADS_IP_SALT));
    await output.finish();
    return 0;
  } catch (error) {
    output.discard();
    // Whoever read the output stopped reading (`| head -1`): done, as far as anyone can tell.
    if (error instanceof OutputClosed) return 0;
    // Ctrl-C or Ctrl-D at the password prompt.
    if (error instanceof InputAborted) {
      io.error(error.message);
      return 130;
    }
    if (error instanceof OutputError) {
      io.error(error.message);
      return EXIT_OUTPUT;
    }
    if (
      error instanceof UsageError ||
      error instanceof StaffUsageError ||
      (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
    ) {
      io.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    io.error(`Could not reach the lead storage (${describeStorage(config)}): ${(error as Error).message}`);
    return 1;
  } finally {
    await repo.close().catch(() => undefined);
  }
}

/** The server's own files in DATA_DIR (the SQLite database and its journals, the IP-hash salt). */
function dataFiles(dataDir: string): string[] {
  return [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-journal`, SALT_FILE].map(
    (name) => path.join(dataDir, name),
  );
}

/**
 * Why the SQLite database in DATA_DIR cannot serve this command, or undefined. Only `users add`
 * may create it (the first account is made before the server's first start); any other command
 * on a DATA_DIR without a database is a mistyped path, and would find nothing there.
 */
function sqliteProblem(config: ReturnType<typeof loadConfig>, createsDatabase: boolean): string | undefined {
  if (config.DATABASE_URL) return undefined;
  if (createsDatabase) return dataDirProblem(config.DATA_DIR);
  const file = path.join(config.DATA_DIR, SQLITE_FILE);
  if (!fs.existsSync(config.DATA_DIR)) return `${config.DATA_DIR} does not exist`;
  if (!fs.statSync(config.DATA_DIR).isDirectory()) return `${config.DATA_DIR} is not a folder`;
  if (!fs.existsSync(file)) {
    return `there is no lead database in ${config.DATA_DIR} (${SQLITE_FILE}; the server creates it at its first start)`;
  }
  return undefined;
}

async function backupCommand(config: ReturnType<typeof loadConfig>, target: string | undefined) {
  try {
    const { file, leads, bytes } = await backupLeads(config, target);
    process.stdout.write(
      `Backed up ${leads} lead(s) to ${file} (${Math.round(bytes / 1024)} KiB, integrity ok).\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return error instanceof BackupError ? 2 : 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().then((code) => {
    process.exitCode = code;
  });
}
