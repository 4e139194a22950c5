/**
 * A document's history in the editor: every revision, newest first (its language, who saved it,
 * when, and how it came), marked when it is what the site shows in its language ("Live") or that
 * language's draft, with the fields it changed (each value before and after); a page at a time, with
 * links to older ones; each with a button making it the draft again where
 * the account may write its language; and the button publishing the document's drafts.
 */
import type { Locale } from "../../../contracts/locales.ts";
import { LOCALE_LABELS, shortTime } from "../../inbox/labels.ts";
import { Messages } from "../../inbox/views/ItemParts.tsx";
import type { FieldChange } from "../changes.ts";
import { pathLabel } from "../form.ts";
import { documentPath, historyPath, publishPath, restorePath } from "../paths.ts";
import { type ContentPageParts, PublishForm } from "./ContentList.tsx";

export interface HistoryEntry {
  revision: number;
  locale: Locale;
  author: string | null;
  savedAt: Date;
  note: string;
  /** What the site shows in its language. */
  live: boolean;
  /** Its language's draft. */
  currentDraft: boolean;
  /** What it changed of the revision before it in its language; null when there is none to compare. */
  changes: readonly FieldChange[] | null;
  /** Whether the account may restore it (it writes its language). */
  mayRestore: boolean;
}

/** The changes a revision's line names; the others are counted. */
const CHANGES_SHOWN = 6;

const CHANGE_WORDS: Readonly<Record<Exclude<FieldChange["change"], "changed">, string>> = {
  added: "added",
  removed: "removed",
  moved: "order changed",
};

/** A changed value as the history quotes it: "(empty)" for none. */
const quoted = (text: string | undefined) => (text ? `“${text}”` : "(empty)");

/** What a revision changed: each field with its value before and after (where it changed), or what happened to an item. */
function ChangesList({ changes }: { changes: readonly FieldChange[] | null }) {
  if (changes === null)
    return <p className="muted revision-changes">Nothing earlier in this language to compare it with.</p>;
  if (changes.length === 0) return <p className="muted revision-changes">Changed nothing.</p>;
  const more = changes.length - CHANGES_SHOWN;
  return (
    <ul className="revision-changes">
      {changes.slice(0, CHANGES_SHOWN).map(({ path, change, from, to }) => (
        <li key={`${path} ${change}`}>
          <span className="change-field">{pathLabel(path)}</span>:{" "}
          {change === "changed" ? (
            <>
              was <del>{quoted(from)}</del>, now <ins>{quoted(to)}</ins>
            </>
          ) : (
            CHANGE_WORDS[change]
          )}
        </li>
      ))}
      {more > 0 ? <li className="muted">and {more} more changes</li> : null}
    </ul>
  );
}
export function DocumentHistory({
  id,
  title,
  revisions,
  older,
  newest,
  parts: { mayPublish, firstLocale, notice, problem },
}: {
  id: string;
  title: string;
  revisions: readonly HistoryEntry[];
  /** The `before` of the next, older page, when there is one. */
  older: number | undefined;
  /** Whether this page is an older one, with a way back to the newest. */
  newest: boolean;
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
        <strong>Live</strong> marks what the site shows in each language, <strong>Current draft</strong> what
        is saved to be published. Restoring a revision makes it the draft again, as a new revision; publish to
        make it live.
      </p>
      <ol className="revisions">
        {revisions.map((entry) => (
          <li key={entry.revision}>
            <div className="revision-text">
              <p>
                <strong>Revision {entry.revision}</strong> · {LOCALE_LABELS[entry.locale]} ·{" "}
                {entry.author ?? "imported from the repository"} ·{" "}
                <time dateTime={entry.savedAt.toISOString()}>{shortTime(entry.savedAt)}</time>
                {entry.note ? ` · ${entry.note}` : ""}
                {entry.live ? <span className="badge state-published">Live</span> : null}
                {entry.currentDraft ? <span className="badge state-draft">Current draft</span> : null}
              </p>
              <ChangesList changes={entry.changes} />
            </div>
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
      {older !== undefined || newest ? (
        <nav className="actions" aria-label="More revisions">
          {newest ? (
            <a className="button secondary small" href={historyPath(id)}>
              Newest revisions
            </a>
          ) : null}
          {older !== undefined ? (
            <a className="button secondary small" href={`${historyPath(id)}?before=${older}`}>
              Older revisions
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
