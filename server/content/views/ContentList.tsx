/**
 * The editor's list pane: every content document with the state in words of each language the
 * account writes (a translator sees only theirs), and for an account that may publish, a button
 * publishing one document or all of them.
 */
import type { Locale } from "../../../contracts/locales.ts";
import { LOCALE_LABELS } from "../../inbox/labels.ts";
import { Messages } from "../../inbox/views/ItemParts.tsx";
import type { LocaleState } from "../documents.ts";
import { documentPath, publishPath } from "../paths.ts";

export interface ListedDocument {
  id: string;
  title: string;
  /** Its languages' states: English alone for a document without translations. */
  locales: Partial<Record<Locale, LocaleState>>;
}

/** Each state in words: what the site shows and what is left to do. */
export const STATE_LABELS: Readonly<Record<LocaleState, string>> = {
  published: "Published",
  draft: "Draft not published yet",
  outdated: "Outdated: the English changed since",
  missing: "Texts missing: the site shows the English there",
};

export function StateBadge({ state }: { state: LocaleState }) {
  return <span className={`badge state-${state}`}>{STATE_LABELS[state]}</span>;
}

/** The publish button of one document (`id`) or of all. */
export function PublishForm({
  action,
  id,
  title,
  count,
}: {
  action: string;
  id?: string;
  title?: string;
  /** Of all: how many documents it publishes. */
  count?: number;
}) {
  return (
    <form method="post" action={action} className="inline-form">
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <button
        type="submit"
        className={id ? "button secondary small" : "button"}
        aria-label={title ? `Publish ${title}` : undefined}
      >
        {id ? "Publish" : count === 1 ? "Publish this document now" : `Publish these ${count} documents now`}
      </button>
    </form>
  );
}

/** A document with drafts not published yet, in these languages. */
export interface UnpublishedDraft {
  id: string;
  title: string;
  locales: readonly Locale[];
}

/**
 * "Publish all drafts", asked twice: it opens the list of what it would make live, each document
 * with its languages, and a button that does it (one tap on a phone never publishes everything).
 */
function PublishAll({ unpublished }: { unpublished: readonly UnpublishedDraft[] }) {
  if (unpublished.length === 0) return <p className="muted">Every draft is published.</p>;
  return (
    <details className="publish-all">
      <summary className="button">Publish all drafts…</summary>
      <p>The site will show these drafts at once:</p>
      <ul>
        {unpublished.map((document) => (
          <li key={document.id}>
            {document.title} ({document.locales.map((locale) => LOCALE_LABELS[locale]).join(", ")})
          </li>
        ))}
      </ul>
      <PublishForm action={publishPath()} count={unpublished.length} />
    </details>
  );
}

/** What the editor's list and history show alike: what the account may do, and a change's outcome. */
export interface ContentPageParts {
  mayPublish: boolean;
  /** The language a document opens in: the first the account may write. */
  firstLocale: Locale;
  /** The languages the account writes: the only ones whose states the list shows. */
  locales: readonly Locale[];
  /** A change just made (a publish, a restore), or refused. */
  notice?: string | undefined;
  problem?: string | undefined;
}

export function ContentList({
  documents,
  unpublished,
  selectedId,
  parts: { mayPublish, firstLocale, locales, notice, problem },
}: {
  documents: readonly ListedDocument[];
  /** What "Publish all drafts" would make live (for an account that may publish). */
  unpublished: readonly UnpublishedDraft[];
  selectedId?: string | undefined;
  parts: ContentPageParts;
}) {
  return (
    <section className="list-pane" aria-labelledby="list-heading">
      <h2 id="list-heading">Site content</h2>
      <p className="muted">Changes are saved as drafts; the site shows them once published.</p>
      <Messages notice={notice} problem={problem} />
      {mayPublish ? <PublishAll unpublished={unpublished} /> : null}
      <ul className="cards content-documents">
        {documents.map((document) => (
          <li key={document.id}>
            <div className="card" aria-current={document.id === selectedId ? "page" : undefined}>
              <h3 className="card-title">
                <a href={documentPath(document.id, firstLocale)}>{document.title}</a>
              </h3>
              <dl className="locale-states">
                {locales.map((locale) => {
                  const state = document.locales[locale];
                  return state ? (
                    <div key={locale}>
                      <dt>{LOCALE_LABELS[locale]}</dt>
                      <dd>
                        <StateBadge state={state} />
                      </dd>
                    </div>
                  ) : null;
                })}
              </dl>
              {mayPublish ? (
                <PublishForm action={publishPath()} id={document.id} title={document.title} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
