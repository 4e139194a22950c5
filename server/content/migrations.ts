/**
 * Content migrations: when a document's schema changes, the revisions the database already holds
 * (every language, drafts, published and history alike) are rewritten to the new shape once, at
 * start, before the repository's content seeds any document the database lacks (that one is
 * written in the new shape already). A migration is appended here with the schema change, never
 * edited once shipped, and tested on both databases with the data it rewrites. A translation
 * written for the English before the rewrite is still current after it.
 */
import type { ContentDocumentId } from "../../content/documents.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { ContentStore } from "../db/content.ts";
import { englishTextsHash } from "./documents.ts";

export interface ContentMigration {
  /** Unique, never reused: what the database records as applied. */
  name: string;
  document: ContentDocumentId;
  /** One language's stored data as the new schema wants it (English: the document; else its texts). */
  rewrite: (data: unknown, locale: Locale) => unknown;
}

/** Every content migration, in the order they run. */
export const CONTENT_MIGRATIONS: readonly ContentMigration[] = [
  {
    // The home page's "Our Latest Blogs" shows the newest published posts: no cards of its own.
    name: "home: latest blogs are the newest posts",
    document: "home",
    rewrite: (data) => {
      const { latestBlogs: _cards, ...home } = data as Record<string, unknown>;
      return home;
    },
  },
];

/** Applies the migrations not applied yet; answers the names it applied. */
export async function migrateContent(
  store: ContentStore,
  at: Date,
  migrations: readonly ContentMigration[] = CONTENT_MIGRATIONS,
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const englishTexts = (english: unknown) => englishTextsHash(migration.document, english);
    if (await store.migrate(migration.name, migration.document, migration.rewrite, at, englishTexts))
      applied.push(migration.name);
  }
  return applied;
}
