/**
 * Staff: the inbox's accounts and their roles, sessions and failed sign-ins, and the audit trail
 * of what was done (by staff, or by a person with their personal privacy link), written once for
 * both databases over a SqlExecutor. Every store records its events with auditStatement.
 */
import crypto from "node:crypto";
import { isLocale, LOCALES, type Locale } from "../../contracts/locales.ts";
import type { StaffRole } from "../inbox/roles.ts";
import { type DbTime, toDate, toDateOrNull } from "./rows.ts";
import { conditions, marks, run, type SqlExecutor, type SqlValue, type Statement, type Step } from "./sql.ts";
import { TICKET_AUDIT_ACTIONS } from "./tickets.ts";

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-out",
  "sign-in-failed",
  "view",
  "status",
  "assignee",
  "note",
  "resend",
  "export",
  "withdrawal",
  "erasure",
  ...TICKET_AUDIT_ACTIONS,
  // A privacy request (privacy-requests.ts): opened, and closed as done or refused.
  "request-view",
  "request-done",
  "request-refused",
  // A signed-in request the account's role does not allow (server/inbox/roles.ts).
  "refused",
  // The site's content (content.ts): a draft saved, an earlier revision restored, a publish.
  "content-save",
  "content-restore",
  "content-publish",
  // The company's photographs (media.ts): one uploaded, one deleted with its variants.
  "photo-upload",
  "photo-delete",
] as const;
/** What a person does themselves, by their personal privacy link (no staff member). */
export const PERSON_ACTIONS: readonly AuditAction[] = ["withdrawal", "erasure"];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  disabledAt: Date | null;
  role: StaffRole;
  /** When the role was chosen (`users add` or `users role`); null: made admin by migration 15. */
  roleSetAt: Date | null;
  /** The languages a translator writes the site's content in; none for the other roles. */
  languages: readonly Locale[];
}

export interface NewStaff {
  email: string;
  name: string;
  passwordHash: string;
  role: StaffRole;
  /** A translator's languages (none when left out). */
  languages?: readonly Locale[];
}

export interface StaffAccount extends StaffUser {
  passwordHash: string;
}

export interface StaffSession {
  user: StaffUser;
  createdAt: Date;
  lastSeenAt: Date;
}

export interface SignInFailures {
  failures: number;
  lockedUntil: Date | null;
}

export interface NewAuditEvent {
  at: Date;
  userId: string | null;
  action: AuditAction;
  leadId?: string | null;
  detail?: string | null;
}

export interface AuditEvent extends Required<NewAuditEvent> {
  id: string;
  userEmail: string | null;
  userName: string | null;
}

interface StaffRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: DbTime;
  disabled_at: DbTime | null;
  role: StaffRole;
  role_set_at: DbTime | null;
  languages: string;
}

/**
 * Languages as the `languages` column holds them: a comma list in the site's order, so the same
 * languages are always the same text (the database checks it against the lists it allows).
 */
const languagesColumn = (languages: readonly Locale[]): string =>
  LOCALES.filter((locale) => languages.includes(locale)).join(",");
const languagesOfColumn = (column: string): Locale[] => column.split(",").filter(isLocale);

const toStaff = (row: StaffRow): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: toDate(row.created_at),
  disabledAt: toDateOrNull(row.disabled_at),
  role: row.role,
  roleSetAt: toDateOrNull(row.role_set_at),
  languages: languagesOfColumn(row.languages),
});

interface AuditRow {
  id: number | string;
  at: DbTime;
  user_id: string | null;
  action: AuditEvent["action"];
  lead_id: string | null;
  detail: string | null;
  email: string | null;
  name: string | null;
}

const STAFF_COLUMNS = "id, email, name, password_hash, created_at, disabled_at, role, role_set_at, languages";

/** An event of the audit trail: about a lead, a service ticket or a privacy request, or none. */
export interface AuditedEvent {
  at: Date;
  userId: string | null;
  action: string;
  leadId?: string | null;
  ticketId?: string | null;
  requestId?: string | null;
  detail?: string | null;
}

export const auditStatement = (event: AuditedEvent): Step =>
  run(
    `INSERT INTO audit_events (at, user_id, action, lead_id, ticket_id, privacy_request_id, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      event.at,
      event.userId,
      event.action,
      event.leadId ?? null,
      event.ticketId ?? null,
      event.requestId ?? null,
      event.detail ?? null,
    ],
  );

/** A note a staff member wrote on a lead or a service ticket. */
export interface StaffNote {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

/** The notes on one lead or ticket, oldest first, with their authors' names. */
export async function readNotes(
  sql: SqlExecutor,
  table: "lead_notes" | "service_ticket_notes",
  owner: "lead_id" | "ticket_id",
  id: string,
): Promise<StaffNote[]> {
  const rows = await sql.all<{
    id: number | string;
    author_id: string;
    name: string;
    body: string;
    created_at: DbTime;
  }>(
    `SELECT n.id, n.author_id, u.name, n.body, n.created_at
     FROM ${table} n JOIN staff_users u ON u.id = n.author_id
     WHERE n.${owner} = ? ORDER BY n.id`,
    [id],
  );
  return rows.map((row) => ({
    id: String(row.id),
    authorId: row.author_id,
    authorName: row.name,
    body: row.body,
    createdAt: toDate(row.created_at),
  }));
}

export class StaffStore {
  constructor(private readonly sql: SqlExecutor) {}

  async addStaff(input: NewStaff, at: Date): Promise<StaffUser> {
    const id = crypto.randomUUID();
    const languages = languagesColumn(input.languages ?? []);
    await this.sql.run(
      `INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at, role, role_set_at, languages)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, input.email, input.name, input.passwordHash, at, at, input.role, at, languages],
    );
    const { passwordHash: _, ...user } = input;
    return {
      ...user,
      id,
      createdAt: at,
      disabledAt: null,
      roleSetAt: at,
      languages: languagesOfColumn(languages),
    };
  }

  async listStaff(): Promise<StaffUser[]> {
    const rows = await this.sql.all<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff_users ORDER BY email`);
    return rows.map(toStaff);
  }

  async findStaffByEmail(email: string): Promise<StaffAccount | undefined> {
    const row = await this.sql.get<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff_users WHERE email = ?`, [
      email,
    ]);
    return row ? { ...toStaff(row), passwordHash: row.password_hash } : undefined;
  }

  async setPassword(userId: string, passwordHash: string, at: Date): Promise<void> {
    await this.changeAccount(userId, "password_hash = ?, password_changed_at = ?", [passwordHash, at]);
  }

  async disableStaff(userId: string, at: Date): Promise<void> {
    await this.changeAccount(userId, "disabled_at = ?", [at], " AND disabled_at IS NULL");
  }

  /** Gives the account a role and its languages (a translator's; none for another role). */
  async setRole(userId: string, role: StaffRole, at: Date, languages: readonly Locale[] = []): Promise<void> {
    await this.changeAccount(userId, "role = ?, role_set_at = ?, languages = ?", [
      role,
      at,
      languagesColumn(languages),
    ]);
  }

  /** A translator's languages. */
  async setLanguages(userId: string, languages: readonly Locale[]): Promise<void> {
    await this.changeAccount(userId, "languages = ?", [languagesColumn(languages)]);
  }

  /** Changes an account (`set` to `values`, where `andWhere` also holds) and ends its sessions, in one transaction. */
  private async changeAccount(userId: string, set: string, values: SqlValue[], andWhere = ""): Promise<void> {
    await this.sql.batch([
      run(`UPDATE staff_users SET ${set} WHERE id = ?${andWhere}`, [...values, userId]),
      run("DELETE FROM staff_sessions WHERE user_id = ?", [userId]),
    ]);
  }

  async createSession(tokenHash: string, userId: string, at: Date, replaces?: string): Promise<void> {
    const insert: Statement = {
      sql: "INSERT INTO staff_sessions (token_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
      params: [tokenHash, userId, at, at],
    };
    await this.sql.batch(
      replaces
        ? [{ sql: "DELETE FROM staff_sessions WHERE token_hash = ?", params: [replaces] }, insert]
        : [insert],
    );
  }

  async findSession(tokenHash: string): Promise<StaffSession | undefined> {
    const row = await this.sql.get<StaffRow & { session_created_at: DbTime; last_seen_at: DbTime }>(
      `SELECT u.id, u.email, u.name, u.password_hash, u.created_at, u.disabled_at, u.role, u.role_set_at, u.languages,
              s.created_at AS session_created_at, s.last_seen_at
       FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND u.disabled_at IS NULL`,
      [tokenHash],
    );
    if (!row) return undefined;
    return {
      user: toStaff(row),
      createdAt: toDate(row.session_created_at),
      lastSeenAt: toDate(row.last_seen_at),
    };
  }

  async touchSession(tokenHash: string, at: Date): Promise<void> {
    await this.sql.run("UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?", [at, tokenHash]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.sql.run("DELETE FROM staff_sessions WHERE token_hash = ?", [tokenHash]);
  }

  async deleteExpired(limits: {
    idleBefore: Date;
    createdBefore: Date;
    failuresBefore: Date;
  }): Promise<void> {
    await this.sql.batch([
      {
        sql: "DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?",
        params: [limits.idleBefore, limits.createdBefore],
      },
      {
        sql: "DELETE FROM sign_in_failures WHERE first_failure_at < ? AND (locked_until IS NULL OR locked_until < ?)",
        params: [limits.failuresBefore, limits.failuresBefore],
      },
    ]);
  }

  async signInFailures(keys: readonly string[]): Promise<Map<string, SignInFailures>> {
    const found = new Map<string, SignInFailures>();
    if (keys.length === 0) return found;
    const rows = await this.sql.all<{ key: string; failures: number; locked_until: DbTime | null }>(
      `SELECT key, failures, locked_until FROM sign_in_failures WHERE key IN (${marks(keys)})`,
      keys,
    );
    for (const row of rows) {
      found.set(row.key, { failures: row.failures, lockedUntil: toDateOrNull(row.locked_until) });
    }
    return found;
  }

  async recordSignInFailure(key: string, at: Date, windowStart: Date): Promise<number> {
    const row = await this.sql.get<{ failures: number }>(
      `INSERT INTO sign_in_failures (key, failures, first_failure_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.first_failure_at < ? THEN 1 ELSE sign_in_failures.failures + 1 END,
         first_failure_at = CASE WHEN sign_in_failures.first_failure_at < ? THEN excluded.first_failure_at
                                 ELSE sign_in_failures.first_failure_at END
       RETURNING failures`,
      [key, at, windowStart, windowStart],
    );
    return row?.failures ?? 1;
  }

  async lockSignIn(key: string, until: Date): Promise<void> {
    await this.sql.run("UPDATE sign_in_failures SET locked_until = ? WHERE key = ?", [until, key]);
  }

  async clearSignInFailures(key: string): Promise<void> {
    await this.sql.run("DELETE FROM sign_in_failures WHERE key = ?", [key]);
  }

  async recordAudit(event: NewAuditEvent): Promise<void> {
    await this.sql.batch([auditStatement(event)]);
  }

  async listAudit(filter: { leadId?: string; since?: Date; limit?: number }): Promise<AuditEvent[]> {
    const where = conditions();
    if (filter.leadId !== undefined) where.add("a.lead_id = ?", filter.leadId);
    if (filter.since) where.add("a.at >= ?", filter.since);
    const rows = await this.sql.all<AuditRow>(
      `SELECT a.id, a.at, a.user_id, a.action, a.lead_id, a.detail, u.email, u.name
       FROM audit_events a LEFT JOIN staff_users u ON u.id = a.user_id${where.where()}
       ORDER BY a.id DESC LIMIT ?`,
      [...where.params, filter.limit ?? 1000],
    );
    return rows.map((row) => ({
      id: String(row.id),
      at: toDate(row.at),
      userId: row.user_id,
      userEmail: row.email,
      userName: row.name,
      action: row.action,
      leadId: row.lead_id,
      detail: row.detail,
    }));
  }
}
