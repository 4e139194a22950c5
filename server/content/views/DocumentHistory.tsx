/**
 * A document's history in the editor: every revision, newest first (its language, who saved it,
 * when, and how it came), marked when it is what the site shows in its language ("Live") or that
 * language's draft, with the fields it changed; each with a button making it the draft again where
 * the account may write its language; and the button publishing the document's drafts.
 */
import type { Locale } from "../../../contracts/locales.ts";
import { LOCALE_LABELS, shortTime } from "../../inbox/labels.ts";
import { Messages } from "../../inbox/views/ItemParts.tsx";
import type { FieldChange } from "../changes.ts";
import { pathLabel } from "../form.ts";
import { documentPath, publishPath, restorePath } from "../paths.ts";
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

const CHANGE_WORDS: Readonly<Record<FieldChange["change"], string>> = {
  changed: "",
  added: " (added)",
  removed: " (removed)",
  moved: ": order changed",
};

/** What a revision changed, in words: "Changed: Part 1 › Title, Part 2 › FAQs 3 (added)". */
function changesText(changes: readonly FieldChange[] | null): string {
  if (changes === null) return "Nothing earlier in this language to compare it with.";
  if (changes.length === 0) return "Changed nothing.";
  const named = changes
    .slice(0, CHANGES_SHOWN)
    .map(({ path, change }) => `${pathLabel(path)}${CHANGE_WORDS[change]}`);
  const more = changes.length - CHANGES_SHOWN;
  return `Changed: ${named.join(", ")}${more > 0 ? `, and ${more} more` : ""}.`;
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
              <p className="muted revision-changes">{changesText(entry.changes)}</p>
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
    </section>
  );
}
