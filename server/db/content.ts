/**
 * The content the company edits in the staff area, written once for both databases: each save of a
 * document in one language is a revision (who, when, what); the document's latest revision number
 * is the one a save must name, so two people saving the same document never overwrite each other
 * (the second is told, with what the first saved); each language has a draft and a published
 * revision; a publish makes drafts live at once and counts up the site's content version, which
 * every replica watches (PostgreSQL also announces it on the `content` channel when it commits).
 */
import type { Locale } from "../../contracts/locales.ts";
import { type DbCount, type DbTime, fromJson, toCount, toDate } from "./rows.ts";
import { type Answer, all, type Conversation, conditions, get, marks, run, type SqlExecutor } from "./sql.ts";
import { auditStatement } from "./staff.ts";

export interface ContentRevision {
  id: number;
  document: string;
  locale: Locale;
  data: unknown;
  /** A translation's: the hash of the English texts it was written from (else null). */
  englishTexts: string | null;
  /**
   * A translation's: those English texts themselves, when no English revision holds them (its lists
   * moved with a changed English: the texts moved with them); else null, and the English revision
   * whose texts have the hash `englishTexts` is the one it was written from.
   */
  writtenFor: unknown;
  authorId: string | null;
  authorName: string | null;
  savedAt: Date;
  /** How it came: "" for a save, else e.g. "seed" or "restored from revision 12". */
  note: string;
}

/** A language of a document: its draft and what the site shows (null: never published). */
export interface ContentHead {
  locale: Locale;
  draft: ContentRevision;
  published: ContentRevision | null;
}

export interface ContentDocumentState {
  /** The latest revision saved, in any language: what the next save must name. */
  revision: number;
  heads: ContentHead[];
}

export interface NewContentRevision {
  document: string;
  locale: Locale;
  data: unknown;
  englishTexts: string | null;
  /** See ContentRevision: null unless given. */
  writtenFor?: unknown;
  authorId: string | null;
  note?: string;
  at: Date;
}

/** A document's English: its draft and what the site shows of it (undefined: never published). */
export interface EnglishHead {
  draft: unknown;
  published: unknown;
}

/** Which of a document's revisions to read (ContentStore.revisions). */
export interface RevisionFilter {
  locale?: Locale;
  before?: number;
  limit?: number;
}

/** How many revisions a search through a document's history reads per query. */
const REVISIONS_READ_AT_ONCE = 50;

/** Why a save was not stored: someone saved the document after the revision it names. */
export interface ContentConflict {
  conflict: true;
  revision: number;
}

interface RevisionRow {
  id: DbCount;
  document: string;
  locale: Locale;
  data: unknown;
  english_texts: string | null;
  written_for: unknown;
  author_id: string | null;
  author_name: string | null;
  saved_at: DbTime;
  note: string;
}

const REVISION_COLUMNS = `r.id, r.document, r.locale, r.data, r.english_texts, r.written_for, r.author_id,
  u.name AS author_name, r.saved_at, r.note`;
const REVISIONS = "content_revisions r LEFT JOIN staff_users u ON u.id = r.author_id";

const toRevision = (row: RevisionRow): ContentRevision => ({
  id: toCount(row.id),
  document: row.document,
  locale: row.locale,
  data: fromJson(row.data as string),
  englishTexts: row.english_texts,
  writtenFor: row.written_for === null ? null : fromJson(row.written_for as string),
  authorId: row.author_id,
  authorName: row.author_name,
  savedAt: toDate(row.saved_at),
  note: row.note,
});

/** Stores a revision and makes it its language's draft; answers its id. */
function* storeRevision(revision: NewContentRevision): Conversation<number> {
  const stored = yield get(
    `INSERT INTO content_revisions (document, locale, data, english_texts, written_for, author_id, saved_at, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      revision.document,
      revision.locale,
      JSON.stringify(revision.data),
      revision.englishTexts,
      revision.writtenFor === undefined || revision.writtenFor === null
        ? null
        : JSON.stringify(revision.writtenFor),
      revision.authorId,
      revision.at,
      revision.note ?? "",
    ],
  );
  const id = toCount(stored?.id as DbCount);
  yield run(
    `INSERT INTO content_heads (document, locale, draft_id) VALUES (?, ?, ?)
     ON CONFLICT (document, locale) DO UPDATE SET draft_id = excluded.draft_id`,
    [revision.document, revision.locale, id],
  );
  yield run(
    `INSERT INTO content_documents (document, revision) VALUES (?, ?)
     ON CONFLICT (document) DO UPDATE SET revision = excluded.revision`,
    [revision.document, id],
  );
  return id;
}

export class ContentStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** The site's content version: how many publishes there have been (0: the content as built). */
  async version(): Promise<number> {
    const row = await this.sql.get<{ version: DbCount }>("SELECT version FROM content_site WHERE id = 1");
    return toCount(row?.version);
  }

  /** The documents stored so far. */
  async documentIds(): Promise<string[]> {
    const rows = await this.sql.all<{ document: string }>("SELECT document FROM content_documents");
    return rows.map((row) => row.document);
  }

  /**
   * Stores a document the database does not hold yet, each language as given, published as it is
   * (the repository's content, as the site was built from it); false when another replica did first.
   */
  async seed(document: string, revisions: readonly NewContentRevision[]): Promise<boolean> {
    return this.sql.converse(
      (function* (): Conversation<boolean> {
        const known = yield get("SELECT revision FROM content_documents WHERE document = ?", [document]);
        if (known) return false;
        for (const revision of revisions) yield* storeRevision({ ...revision, note: "seed" });
        yield run("UPDATE content_heads SET published_id = draft_id WHERE document = ?", [document]);
        return true;
      })(),
      `content:${document}`,
    );
  }

  /** A document's latest revision number and each language's draft and published revision. */
  async document(document: string): Promise<ContentDocumentState | undefined> {
    const known = await this.sql.get<{ revision: DbCount }>(
      "SELECT revision FROM content_documents WHERE document = ?",
      [document],
    );
    if (!known) return undefined;
    const heads = await this.sql.all<{ locale: Locale; draft_id: DbCount; published_id: DbCount | null }>(
      "SELECT locale, draft_id, published_id FROM content_heads WHERE document = ?",
      [document],
    );
    const ids = heads.flatMap((head) => [head.draft_id, head.published_id]).filter((id) => id !== null);
    const rows = await this.sql.all<RevisionRow>(
      `SELECT ${REVISION_COLUMNS} FROM ${REVISIONS} WHERE r.id IN (${marks(ids)})`,
      ids.map(toCount),
    );
    const byId = new Map(rows.map((row) => [toCount(row.id), toRevision(row)]));
    return {
      revision: toCount(known.revision),
      heads: heads.map((head) => ({
        locale: head.locale,
        draft: byId.get(toCount(head.draft_id)) as ContentRevision,
        published: head.published_id === null ? null : (byId.get(toCount(head.published_id)) ?? null),
      })),
    };
  }

  /**
   * Saves a new draft of one language of a document, when `expected` is still the document's
   * latest revision; else nothing is stored and the conflict names the latest. Audited.
   */
  async save(
    revision: NewContentRevision,
    expected: number,
  ): Promise<{ revision: number } | ContentConflict> {
    return this.sql.converse(
      (function* (): Conversation<{ revision: number } | ContentConflict> {
        const known: Answer = yield get("SELECT revision FROM content_documents WHERE document = ?", [
          revision.document,
        ]);
        const latest = toCount(known?.revision as DbCount);
        if (latest !== expected) return { conflict: true, revision: latest };
        const id = yield* storeRevision(revision);
        yield auditStatement({
          userId: revision.authorId,
          action: revision.note?.startsWith("restored") ? "content-restore" : "content-save",
          detail: `${revision.document} (${revision.locale}), revision ${id}${revision.note ? `: ${revision.note}` : ""}`,
          at: revision.at,
        });
        return { revision: id };
      })(),
      `content:${revision.document}`,
    );
  }

  /**
   * Makes the drafts of `documents` (all when undefined) what the site shows, at once, and counts
   * up the content version when that changed anything; answers the version. Audited.
   * `refuse` sees every document's English as it is in the same transaction, with no English draft
   * saved until it commits, and may answer why the publish must not go ahead: then nothing changes.
   */
  async publish(
    documents: readonly string[] | undefined,
    userId: string | null,
    at: Date,
    refuse: (english: Map<string, EnglishHead>) => string[] = () => [],
  ): Promise<number | { refused: string[] }> {
    const postgres = this.sql.dialect === "postgres";
    return this.sql.converse(
      (function* (): Conversation<number | { refused: string[] }> {
        // PostgreSQL: the English heads are locked first, so a save waits for this publish to end,
        // then read by a statement of their own, which sees a save that committed meanwhile (a
        // locking read with the join would drop a row whose draft changed). SQLite writes one
        // transaction at a time anyway.
        if (postgres) yield run("SELECT document FROM content_heads WHERE locale = 'en' FOR UPDATE");
        const heads = yield all(
          `SELECT h.document, d.data AS draft, p.data AS published FROM content_heads h
           JOIN content_revisions d ON d.id = h.draft_id
           LEFT JOIN content_revisions p ON p.id = h.published_id
           WHERE h.locale = 'en'`,
        );
        const rows = (heads?.rows ?? []) as { document: string; draft: unknown; published: unknown }[];
        const english = new Map(
          rows.map((row) => [
            row.document,
            {
              draft: fromJson(row.draft as string),
              published: row.published === null ? undefined : fromJson(row.published as string),
            },
          ]),
        );
        const refused = refuse(english);
        if (refused.length > 0) return { refused };
        const only = documents === undefined ? "" : ` AND document IN (${marks(documents)})`;
        const changed = yield get(
          `SELECT count(*) AS n FROM content_heads
           WHERE (published_id IS NULL OR published_id <> draft_id)${only}`,
          documents ?? [],
        );
        if (toCount(changed?.n as DbCount) === 0) {
          const site = yield get("SELECT version FROM content_site WHERE id = 1");
          return toCount(site?.version as DbCount);
        }
        yield run(`UPDATE content_heads SET published_id = draft_id WHERE 1 = 1${only}`, documents ?? []);
        const site = yield get(
          "UPDATE content_site SET version = version + 1, published_at = ? WHERE id = 1 RETURNING version",
          [at],
        );
        const version = toCount(site?.version as DbCount);
        // Delivered to every listening replica when this transaction commits, never if it rolls back.
        if (postgres) yield get("SELECT pg_notify('content', ?)", [String(version)]);
        yield auditStatement({
          userId,
          action: "content-publish",
          detail: `${documents === undefined ? "every document" : documents.join(", ")}: version ${version}`,
          at,
        });
        return version;
      })(),
      "content:publish",
    );
  }

  /**
   * A document's revisions, newest first, with their data: of one language (`locale`), older than
   * revision `before`, at most `limit`, when given.
   */
  async revisions(
    document: string,
    { locale, before, limit }: RevisionFilter = {},
  ): Promise<ContentRevision[]> {
    const where = conditions();
    where.add("r.document = ?", document);
    if (locale !== undefined) where.add("r.locale = ?", locale);
    if (before !== undefined) where.add("r.id < ?", before);
    const limited = limit === undefined ? "" : ` LIMIT ${Math.floor(limit)}`;
    const rows = await this.sql.all<RevisionRow>(
      `SELECT ${REVISION_COLUMNS} FROM ${REVISIONS}${where.where()} ORDER BY r.id DESC${limited}`,
      where.params,
    );
    return rows.map(toRevision);
  }

  /** The same revisions, read a few at a time as the caller goes on: for a search that may stop early. */
  async *eachRevision(
    document: string,
    filter: Omit<RevisionFilter, "limit"> = {},
  ): AsyncGenerator<ContentRevision> {
    let before = filter.before;
    for (;;) {
      const page = await this.revisions(document, { ...filter, before, limit: REVISIONS_READ_AT_ONCE });
      yield* page;
      if (page.length < REVISIONS_READ_AT_ONCE) return;
      before = page.at(-1)?.id;
    }
  }

  async revision(document: string, id: number): Promise<ContentRevision | undefined> {
    const row = await this.sql.get<RevisionRow>(
      `SELECT ${REVISION_COLUMNS} FROM ${REVISIONS} WHERE r.document = ? AND r.id = ?`,
      [document, id],
    );
    return row && toRevision(row);
  }

  /**
   * Rewrites every stored revision of `document` with `rewrite` (each language's data), once: a
   * migration already applied (by `name`) changes nothing. False when it was applied before. With
   * `englishTexts` (the hash a translation keeps of the English texts it was written from), each
   * translation's hash follows its English through the rewrite, so a change of shape does not
   * mark a translation outdated. The English texts a translation keeps itself (`writtenFor`, after
   * its lists moved) are no English revision's: they stay as they are, and so does their hash
   * (that translation was outdated already, and stays so until it is saved).
   */
  async migrate(
    name: string,
    document: string,
    rewrite: (data: unknown, locale: Locale) => unknown,
    at: Date,
    englishTexts?: (english: unknown) => string,
  ): Promise<boolean> {
    return this.sql.converse(
      (function* (): Conversation<boolean> {
        if (yield get("SELECT name FROM content_migrations WHERE name = ?", [name])) return false;
        const stored = yield all(
          "SELECT id, locale, data, english_texts FROM content_revisions WHERE document = ? ORDER BY id",
          [document],
        );
        const rows = (stored?.rows ?? []) as {
          id: DbCount;
          locale: Locale;
          data: unknown;
          english_texts: string | null;
        }[];
        // The English first: the hash of its texts before the rewrite, and after it.
        const rehashed = new Map<string, string>();
        const rewritten = rows.map((row) => {
          const before = fromJson(row.data as string);
          const data = rewrite(before, row.locale);
          if (row.locale === "en" && englishTexts) rehashed.set(englishTexts(before), englishTexts(data));
          return { row, data };
        });
        for (const { row, data } of rewritten) {
          const hash =
            row.english_texts === null ? null : (rehashed.get(row.english_texts) ?? row.english_texts);
          yield run("UPDATE content_revisions SET data = ?, english_texts = ? WHERE id = ?", [
            JSON.stringify(data),
            hash,
            toCount(row.id),
          ]);
        }
        yield run("INSERT INTO content_migrations (name, applied_at) VALUES (?, ?)", [name, at]);
        return true;
      })(),
      "content:migrate",
    );
  }

  /** What the site shows of every document: each language's published data (with `drafts`, its draft). */
  async published(drafts = false): Promise<Map<string, Map<Locale, unknown>>> {
    const rows = await this.sql.all<{ document: string; locale: Locale; data: unknown }>(
      `SELECT h.document, h.locale, r.data FROM content_heads h
       JOIN content_revisions r ON r.id = ${drafts ? "h.draft_id" : "h.published_id"}`,
    );
    const published = new Map<string, Map<Locale, unknown>>();
    for (const row of rows) {
      const languages = published.get(row.document) ?? new Map<Locale, unknown>();
      languages.set(row.locale, fromJson(row.data as string));
      published.set(row.document, languages);
    }
    return published;
  }
}
