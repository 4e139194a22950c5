/**
 * The privacy part of the repository, written once for both databases over a SqlExecutor: the
 * text of every notice version the forms have shown (the inbox reads it back: inbox-store.ts), and
 * the retention rules applied (privacy/retention.ts).
 */
import type { NoticeRecord } from "../privacy/notices.ts";
import { RETENTION_RULES, type RetentionPeriods, type RetentionReport } from "../privacy/retention.ts";
import type { SqlExecutor } from "./sql.ts";

export class PrivacyStore {
  constructor(protected readonly sql: SqlExecutor) {}

  /** Keeps the text each version names; a version saved before keeps its first date. */
  async saveNotices(notices: readonly NoticeRecord[], at: Date): Promise<void> {
    await this.sql.batch(
      notices.map((notice) => ({
        sql: `INSERT INTO privacy_notices (version, form, locale, text, first_used_at) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (version) DO NOTHING`,
        params: [notice.version, notice.form, notice.locale, notice.text, at],
      })),
    );
  }

  /** Applies every retention rule in one transaction; how many records each removed. */
  async applyRetention(cutoffs: Record<keyof RetentionPeriods, Date>): Promise<RetentionReport> {
    const counts = await this.sql.batch(
      RETENTION_RULES.map((rule) => ({ sql: rule.sql, params: rule.period ? [cutoffs[rule.period]] : [] })),
    );
    return Object.fromEntries(RETENTION_RULES.map((rule, index) => [rule.name, counts[index] ?? 0]));
  }
}
