/**
 * The privacy part of the repository, written once for both databases over a SqlExecutor: the
 * text of every notice version the forms have shown (the inbox reads it back: inbox-store.ts).
 */
import type { NoticeRecord } from "../privacy/notices.ts";
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
}
