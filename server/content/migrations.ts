/**
 * Content migrations: when a document's schema changes, the revisions the database already holds
 * (every language, drafts, published and history alike) are rewritten to the new shape once, at
 * start, before the repository's content seeds any document the database lacks (that one is
 * written in the new shape already). A migration is appended here with the schema change, never
 * edited once shipped, and tested on both databases with the data it rewrites. A translation
 * written for the English before the rewrite is still current after it.
 */
import type { ContentDocumentId } from "../../content/documents.ts";
import { companyTexts as gu } from "../../content/locales/gu/company.ts";
import { companyTexts as hi } from "../../content/locales/hi/company.ts";
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The company's privacy texts (the data contact's name, what each processor does) became part of
 * its translation: a Gujarati or Hindi revision without them gets the repository's, which the
 * pages showed until then. The English is unchanged. Those translations then show as outdated
 * once (the English texts they cover now include the privacy texts) until a translator checks and
 * saves them.
 */
export const companyPrivacyTexts: ContentMigration = {
  name: "company: its translations give the privacy contact's name and the processors",
  document: "company",
  rewrite: (data, locale) => {
    if (locale === "en" || !isRecord(data) || data.privacy !== undefined) return data;
    return { ...data, privacy: { gu, hi }[locale].privacy };
  },
};

/** The home page's "Our Latest Blogs" shows the newest published posts: no cards of its own. */
export const homeLatestBlogs: ContentMigration = {
  name: "home: latest blogs are the newest posts",
  document: "home",
  rewrite: (data) => {
    if (!isRecord(data)) return data;
    const { latestBlogs: _cards, ...home } = data;
    return home;
  },
};

/** Every content migration, in the order they run. */
export const CONTENT_MIGRATIONS: readonly ContentMigration[] = [companyPrivacyTexts, homeLatestBlogs];

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
