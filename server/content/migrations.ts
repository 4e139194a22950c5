/**
 * Content migrations: when a document's schema changes, the revisions the database already holds
 * (every language, drafts, published and history alike) are rewritten to the new shape once, at
 * start, before the repository's content seeds any document the database lacks (that one is
 * written in the new shape already). A migration is appended here with the schema change, never
 * edited once shipped, and tested on both databases with the data it rewrites.
 */
import type { ContentDocumentId } from "../../content/documents.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { ContentStore } from "../db/content.ts";

export interface ContentMigration {
  /** Unique, never reused: what the database records as applied. */
  name: string;
  document: ContentDocumentId;
  /** One language's stored data as the new schema wants it (English: the document; else its texts). */
  rewrite: (data: unknown, locale: Locale) => unknown;
}

/** Every content migration, in the order they run. */
export const CONTENT_MIGRATIONS: readonly ContentMigration[] = [];

/** Applies the migrations not applied yet; answers the names it applied. */
export async function migrateContent(
  store: ContentStore,
  at: Date,
  migrations: readonly ContentMigration[] = CONTENT_MIGRATIONS,
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    if (await store.migrate(migration.name, migration.document, migration.rewrite, at))
      applied.push(migration.name);
  }
  return applied;
}
