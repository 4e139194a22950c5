/**
 * Staff accounts, sessions, failed sign-ins and the audit trail, written once for both databases
 * over a SqlExecutor.
 */
import crypto from "node:crypto";
import type { StaffRole } from "../inbox/roles.ts";
import type {
  AuditEvent,
  NewAuditEvent,
  NewStaff,
  SignInFailures,
  StaffAccount,
  StaffSession,
  StaffUser,
} from "./inbox.ts";
import { type DbTime, toDate, toDateOrNull } from "./rows.ts";
import { run, type SqlExecutor, type SqlValue, type Statement, type Step } from "./sql.ts";

interface StaffRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: DbTime;
  disabled_at: DbTime | null;
  role: StaffRole;
  role_set_at: DbTime | null;
}

const toStaff = (row: StaffRow): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: toDate(row.created_at),
  disabledAt: toDateOrNull(row.disabled_at),
  role: row.role,
  roleSetAt: toDateOrNull(row.role_set_at),
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

const STAFF_COLUMNS = "id, email, name, password_hash, created_at, disabled_at, role, role_set_at";

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

export class StaffStore {
  constructor(protected readonly sql: SqlExecutor) {}

  async addStaff(input: NewStaff, at: Date): Promise<StaffUser> {
    const id = crypto.randomUUID();
    await this.sql.run(
      `INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at, role, role_set_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, input.email, input.name, input.passwordHash, at, at, input.role, at],
    );
    const { passwordHash: _, ...user } = input;
    return { ...user, id, createdAt: at, disabledAt: null, roleSetAt: at };
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
    await this.sql.batch([
      {
        sql: "UPDATE staff_users SET password_hash = ?, password_changed_at = ? WHERE id = ?",
        params: [passwordHash, at, userId],
      },
      { sql: "DELETE FROM staff_sessions WHERE user_id = ?", params: [userId] },
    ]);
  }

  async disableStaff(userId: string, at: Date): Promise<void> {
    await this.sql.batch([
      {
        sql: "UPDATE staff_users SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL",
        params: [at, userId],
      },
      { sql: "DELETE FROM staff_sessions WHERE user_id = ?", params: [userId] },
    ]);
  }

  async setRole(userId: string, role: StaffRole, at: Date): Promise<void> {
    await this.sql.batch([
      { sql: "UPDATE staff_users SET role = ?, role_set_at = ? WHERE id = ?", params: [role, at, userId] },
      { sql: "DELETE FROM staff_sessions WHERE user_id = ?", params: [userId] },
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
      `SELECT u.id, u.email, u.name, u.password_hash, u.created_at, u.disabled_at, u.role, u.role_set_at,
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
      `SELECT key, failures, locked_until FROM sign_in_failures WHERE key IN (${keys.map(() => "?").join(", ")})`,
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
    const { sql, params } = auditStatement(event);
    await this.sql.run(sql, params);
  }

  async listAudit(filter: { leadId?: string; since?: Date; limit?: number }): Promise<AuditEvent[]> {
    const where: string[] = [];
    const params: SqlValue[] = [];
    if (filter.leadId !== undefined) {
      where.push("a.lead_id = ?");
      params.push(filter.leadId);
    }
    if (filter.since) {
      where.push("a.at >= ?");
      params.push(filter.since);
    }
    params.push(filter.limit ?? 1000);
    const rows = await this.sql.all<AuditRow>(
      `SELECT a.id, a.at, a.user_id, a.action, a.lead_id, a.detail, u.email, u.name
       FROM audit_events a LEFT JOIN staff_users u ON u.id = a.user_id
       ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY a.id DESC LIMIT ?`,
      params,
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
