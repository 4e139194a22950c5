/**
 * A document's history in the editor: every revision, newest first (its language, who saved it,
 * when, and how it came), each with a button making it the draft again where the account may write
 * its language; and the button publishing the document's drafts.
 */
import type { Locale } from "../../../contracts/locales.ts";
import { LOCALE_LABELS, shortTime } from "../../inbox/labels.ts";
import { Messages } from "../../inbox/views/ItemParts.tsx";
import { documentPath, publishPath, restorePath } from "../paths.ts";
import { type ContentPageParts, PublishForm } from "./ContentList.tsx";

export interface HistoryEntry {
  revision: number;
  locale: Locale;
  author: string | null;
  savedAt: Date;
  note: string;
  /** Whether the account may restore it (it writes its language). */
  mayRestore: boolean;
}

export function DocumentHistory({
  id,
  title,
  revisions,
  parts: { mayPublish, firstLocale, notice, problem },
}: {
  id: string;
  title: string;
  revisions: readonly HistoryEntry[];
  parts: ContentPageParts;
}) {
  return (
    <section className="lead-pane content-pane" aria-labelledby="document-heading">
      <a className="back" href="/inbox/content">
        All content
      </a>
      <h2 id="document-heading">History: {title}</h2>
      <p className="actions">
        <a className="button secondary small" href={documentPath(id, firstLocale)}>
          Edit the document
        </a>
      </p>
      <Messages notice={notice} problem={problem} />
      {mayPublish ? (
        <>
          <p className="muted">
            Publishing makes this document's drafts, in every language, what the site shows.
          </p>
          <PublishForm action={publishPath(id)} id={id} title={title} />
        </>
      ) : null}
      <h3>Revisions, newest first</h3>
      <p className="muted">
        Restoring a revision makes it the draft again, as a new revision; publish to make it live.
      </p>
      <ol className="revisions">
        {revisions.map((entry) => (
          <li key={entry.revision}>
            <p>
              <strong>Revision {entry.revision}</strong> · {LOCALE_LABELS[entry.locale]} ·{" "}
              {entry.author ?? "imported from the repository"} ·{" "}
              <time dateTime={entry.savedAt.toISOString()}>{shortTime(entry.savedAt)}</time>
              {entry.note ? ` · ${entry.note}` : ""}
            </p>
            {entry.mayRestore ? (
              <form method="post" action={restorePath(id)} className="inline-form">
                <input type="hidden" name="revision" value={entry.revision} />
                <button
                  type="submit"
                  className="button secondary small"
                  aria-label={`Restore revision ${entry.revision}`}
                >
                  Restore
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
