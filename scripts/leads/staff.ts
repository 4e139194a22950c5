/**
 * Staff accounts and the audit trail from the command line (the only way to create accounts):
 *
 *   npm run leads -- users add <email> --role <role> [--name "…"]   password from standard input
 *   npm run leads -- users add <email> --role translator --languages gu,hi   a translator's languages
 *   npm run leads -- users role <email> <role> [--languages gu,hi]   also ends the account's sessions
 *   npm run leads -- users languages <email> gu,hi      a translator's; also ends their sessions
 *   npm run leads -- users list                          with each translator's languages
 *   npm run leads -- users disable <email>               for good; also ends the account's sessions
 *   npm run leads -- users reset-password <email>        new password from standard input
 *   npm run leads -- audit [--since YYYY-MM-DD] [--limit N]
 */
import { parseArgs } from "node:util";
import { EMAIL_PATTERN } from "../../contracts/leads/schema.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { LeadRepository } from "../../server/db/repository.ts";
import type { StaffUser } from "../../server/db/staff.ts";
import { AUDIT_LABELS } from "../../server/inbox/labels.ts";
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
  passwordProblem,
} from "../../server/inbox/passwords.ts";
import { isStaffRole, STAFF_ROLES, type StaffRole, TRANSLATOR_LOCALES } from "../../server/inbox/roles.ts";
import { auditDetailText } from "../../server/inbox/tickets/labels.ts";
import { formatReceived } from "../../server/leads/notifications.ts";
import { printable, readHiddenLine } from "./terminal.ts";

/** The languages a translator may be given, as `--languages` takes them: `gu,hi`. */
const LANGUAGE_LIST = TRANSLATOR_LOCALES.join(",");

export const STAFF_USAGE = `  npm run leads -- users add <email> --role ${STAFF_ROLES.join("|")} [--name "Full Name"]   (password from stdin)
                   [--languages ${LANGUAGE_LIST}]   (a translator's languages: needed for one, refused for the other roles)
  npm run leads -- users list | role <email> <role> [--languages …] | languages <email> ${LANGUAGE_LIST}
  npm run leads -- users disable <email> | reset-password <email>
  npm run leads -- audit  [--since YYYY-MM-DD] [--limit N]`;

export interface StaffIo {
  write(chunk: string): void | Promise<void>;
  /** The password; defaults to a hidden prompt on a terminal, or the first line of standard input. */
  readLine?: () => Promise<string>;
}

/** Refused input: the message is shown with the usage. */
export class StaffUsageError extends Error {}

/** Reads standard input to its end and returns its first line. */
export async function readFirstLine(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  return text.split(/\r?\n/)[0] ?? "";
}

/** The password: typed at a hidden prompt on a terminal, else the first line of standard input. */
function readPassword(): Promise<string> {
  return process.stdin.isTTY
    ? readHiddenLine(
        `Password (${MIN_PASSWORD_LENGTH} or more characters, not shown): `,
        process.stdin,
        process.stderr,
      )
    : readFirstLine();
}

async function newPassword(io: StaffIo): Promise<string> {
  const password = await (io.readLine ?? readPassword)();
  const problem = passwordProblem(password);
  if (problem) throw new StaffUsageError(problem);
  return password;
}

/** Text with control characters in it would be stored and shown to staff: refused at this edge. */
function refuseControlCharacters(what: string, value: string): void {
  if (printable(value) !== value)
    throw new StaffUsageError(`The ${what} contains control characters: ${printable(value)}`);
}

function emailArgument(value: string | undefined): string {
  const email = normaliseEmail(value ?? "");
  refuseControlCharacters("email", email);
  if (!EMAIL_PATTERN.test(email))
    throw new StaffUsageError(`Give the account's email, e.g. users add priya@example.com --role admin`);
  return email;
}

/** A role named on the command line: one of STAFF_ROLES, never a default. */
function roleArgument(value: string | undefined, example: string): StaffRole {
  if (isStaffRole(value)) return value;
  const given = value === undefined ? "No role given" : `"${printable(value)}" is not a role`;
  throw new StaffUsageError(`${given}: choose one of ${STAFF_ROLES.join(", ")}, e.g. ${example}`);
}

const ALLOWED_LANGUAGES = TRANSLATOR_LOCALES.join(", ");

/**
 * A translator's languages named on the command line (`gu,hi`): one or more of TRANSLATOR_LOCALES,
 * needed for a translator and refused for the other roles, who are given none.
 */
function languagesArgument(role: StaffRole, value: string | undefined, example: string): Locale[] {
  if (role !== "translator") {
    if (value === undefined) return [];
    throw new StaffUsageError(
      `--languages is only for a translator: leave it out for ${role}, or choose --role translator.`,
    );
  }
  const named = (value ?? "")
    .split(",")
    .map((language) => language.trim().toLowerCase())
    .filter((language) => language !== "");
  if (named.length === 0)
    throw new StaffUsageError(
      `No languages given: a translator writes one or more of ${ALLOWED_LANGUAGES}, e.g. ${example}`,
    );
  for (const language of named) {
    if (language === "en")
      throw new StaffUsageError(
        `English is not a translator's language (an editor writes it): choose from ${ALLOWED_LANGUAGES}, e.g. ${example}`,
      );
    if (!(TRANSLATOR_LOCALES as readonly string[]).includes(language))
      throw new StaffUsageError(
        `"${printable(language)}" is not a language a translator writes: choose from ${ALLOWED_LANGUAGES}, e.g. ${example}`,
      );
  }
  return TRANSLATOR_LOCALES.filter((locale) => named.includes(locale));
}

const languagesText = (languages: readonly Locale[]) =>
  languages.length === 0 ? "none" : languages.join(", ");
const sameLanguages = (a: readonly Locale[], b: readonly Locale[]) => languagesText(a) === languagesText(b);

/** An account's role as the command line says it: a translator with their languages. */
const roleText = (account: { role: StaffRole; languages: readonly Locale[] }) =>
  account.role === "translator" ? `translator (${languagesText(account.languages)})` : account.role;

/**
 * The accounts made admin by the migration that brought roles (none chose it): said after every
 * `users` command until their role is set with `users role`.
 */
async function rolesFromMigration(staff: readonly StaffUser[], io: StaffIo): Promise<void> {
  for (const member of staff) {
    if (member.roleSetAt !== null || member.disabledAt !== null) continue;
    const email = printable(member.email);
    await io.write(
      `${email} was created before roles existed and is now admin; change it with \`users role ${email} <role>\`.\n`,
    );
  }
}

/** The translators without languages (made before languages existed): said after every `users` command. */
async function translatorsWithoutLanguages(staff: readonly StaffUser[], io: StaffIo): Promise<void> {
  for (const member of staff) {
    if (member.role !== "translator" || member.languages.length > 0 || member.disabledAt !== null) continue;
    const email = printable(member.email);
    await io.write(
      `${email} is a translator without languages; give them with \`users languages ${email} ${LANGUAGE_LIST}\`.\n`,
    );
  }
}

/** Disabling is for good: there is no command that enables an account again. */
const NO_ENABLE = "An account cannot be enabled again; add a new one with `users add`.";

/** What was done to an account, then that its sessions ended, or that it stays disabled. */
const sessionsEnded = (done: string, account: StaffUser) =>
  account.disabledAt
    ? `${done}, but the account stays disabled: it cannot sign in. ${NO_ENABLE}\n`
    : `${done}; its sessions have ended.\n`;

export async function runUsers(args: string[], repo: LeadRepository, io: StaffIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { name: { type: "string" }, role: { type: "string" }, languages: { type: "string" } },
    allowPositionals: true,
  });
  await runUsersAction(positionals, values, repo, io);
  const staff = await repo.staff.listStaff();
  await rolesFromMigration(staff, io);
  await translatorsWithoutLanguages(staff, io);
}

async function runUsersAction(
  positionals: string[],
  values: { name?: string | undefined; role?: string | undefined; languages?: string | undefined },
  repo: LeadRepository,
  io: StaffIo,
): Promise<void> {
  const [action, address, setting] = positionals;
  const accounts = repo.staff;
  if (action === "list") {
    const staff = await accounts.listStaff();
    for (const member of staff) {
      await io.write(
        `${printable(member.email).padEnd(32)} ${printable(member.name).padEnd(24)} ${member.role.padEnd(10)} ${member.disabledAt ? "disabled" : "active"}${member.role === "translator" ? `  languages: ${languagesText(member.languages)}` : ""}\n`,
      );
    }
    await io.write(`${staff.length} account${staff.length === 1 ? "" : "s"}.\n`);
    return;
  }
  const email = emailArgument(address);
  const existing = await accounts.findStaffByEmail(email);
  switch (action) {
    case "add": {
      if (existing) throw new StaffUsageError(`An account for ${email} already exists.`);
      const role = roleArgument(values.role, `users add ${email} --role sales`);
      const languages = languagesArgument(
        role,
        values.languages,
        `users add ${email} --role translator --languages ${LANGUAGE_LIST}`,
      );
      const name = values.name?.trim() || email.split("@")[0]!;
      refuseControlCharacters("name", name);
      const added = await accounts.addStaff(
        { email, name, role, languages, passwordHash: await hashPassword(await newPassword(io)) },
        new Date(),
      );
      await io.write(`Added ${email} (${name}) as ${roleText(added)}. They can sign in at /inbox.\n`);
      return;
    }
    case "role": {
      if (!existing) throw new StaffUsageError(`There is no account for ${email}.`);
      const role = roleArgument(setting, `users role ${email} service`);
      const languages = languagesArgument(
        role,
        values.languages,
        `users role ${email} translator --languages ${LANGUAGE_LIST}`,
      );
      const changed = { role, languages };
      if (
        existing.role === role &&
        existing.roleSetAt !== null &&
        sameLanguages(existing.languages, languages)
      ) {
        await io.write(`${email} is already ${roleText(changed)}; nothing changed.\n`);
        return;
      }
      // Its pages were shown for the old role: the account signs in again under the new one.
      await accounts.setRole(existing.id, role, new Date(), languages);
      await io.write(sessionsEnded(`${email} is now ${roleText(changed)}`, existing));
      return;
    }
    case "languages": {
      if (!existing) throw new StaffUsageError(`There is no account for ${email}.`);
      if (existing.role !== "translator")
        throw new StaffUsageError(
          `${email} is ${existing.role}, not a translator: only a translator is given languages.`,
        );
      const languages = languagesArgument("translator", setting, `users languages ${email} ${LANGUAGE_LIST}`);
      if (sameLanguages(existing.languages, languages)) {
        await io.write(`${email} already writes ${languagesText(languages)}; nothing changed.\n`);
        return;
      }
      // As with a new role: the account signs in again, with what it may write now.
      await accounts.setLanguages(existing.id, languages);
      await io.write(sessionsEnded(`${email} now writes ${languagesText(languages)}`, existing));
      return;
    }
    case "disable":
      if (!existing) throw new StaffUsageError(`There is no account for ${email}.`);
      await accounts.disableStaff(existing.id, new Date());
      await io.write(`Disabled ${email}; its sessions have ended. ${NO_ENABLE}\n`);
      return;
    case "reset-password":
      if (!existing) throw new StaffUsageError(`There is no account for ${email}.`);
      await accounts.setPassword(existing.id, await hashPassword(await newPassword(io)), new Date());
      await io.write(sessionsEnded(`New password set for ${email}`, existing));
      return;
    default:
      throw new StaffUsageError(`Unknown users command "${action ?? ""}".`);
  }
}

/** How the lead commands read --since and --limit; `audit` reads them the same way. */
export interface ArgumentReaders {
  since: (value: string) => Date;
  limit: (value: string | undefined, fallback: number) => number;
}

/** `users …` and `audit …`. */
export function runStaffCommand(
  command: "users" | "audit",
  args: string[],
  repo: LeadRepository,
  io: StaffIo,
  read: ArgumentReaders,
): Promise<void> {
  return command === "users" ? runUsers(args, repo, io) : runAudit(args, repo, io, read);
}

async function runAudit(
  args: string[],
  repo: LeadRepository,
  io: StaffIo,
  read: ArgumentReaders,
): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { limit: { type: "string" }, since: { type: "string" } },
    allowPositionals: false,
  });
  const since = values.since === undefined ? undefined : read.since(values.since);
  const limit = read.limit(values.limit, 1000);
  const events = (await repo.staff.listAudit({ since, limit })).reverse();
  for (const event of events) {
    // Stored text (a search typed in the inbox, a name), shown safely; a ticket's steps by name.
    const who = event.userEmail === null ? "unknown account" : printable(event.userEmail);
    const lead = event.leadId ? ` lead ${printable(event.leadId.slice(0, 8))}` : "";
    const detail = event.detail ? ` (${printable(auditDetailText(event.action, event.detail))})` : "";
    await io.write(`${formatReceived(event.at)}  ${who}  ${AUDIT_LABELS[event.action]}${lead}${detail}\n`);
  }
  await io.write(`${events.length} event${events.length === 1 ? "" : "s"}, oldest first.\n`);
}
