/**
 * A document's pane in the editor: the languages the account may write (each with its state), the
 * links to the preview and the history, then the form (FormFields.tsx) saved as a draft on the
 * revision it was opened at. A refused save is summed up above the form, each message a link to its
 * field; a conflict says who saved what, lists the fields where their text was taken and those to
 * choose (ConflictNotes.tsx beside each), with a button for each choice for all of them. What a save
 * answers (the saved message, the summary of what was refused, the conflict) is `#save-outcome`:
 * the save buttons post to that fragment, so the page opens there with it focused, and "Draft
 * saved." is shown by the button pressed (at the end of a long form by the bottom one).
 */
import { type Locale, localizedPath } from "../../../contracts/locales.ts";
import { LOCALE_LABELS } from "../../inbox/labels.ts";
import type { ConflictView } from "../conflict.ts";
import type { LocaleState } from "../documents.ts";
import { type GroupField, pathLabel } from "../form.ts";
import { documentPath, historyPath, savePath } from "../paths.ts";
import { savedBy } from "./ConflictNotes.tsx";
import { StateBadge } from "./ContentList.tsx";
import { allFields, Field, type FieldContext, fieldId, plainMessage } from "./FormFields.tsx";
import type { ImageFieldsContext } from "./ImageField.tsx";

export interface DocumentEditorProps {
  id: string;
  title: string;
  locale: Locale;
  /** The languages the account may write, with their states. */
  locales: readonly { locale: Locale; state: LocaleState }[];
  /** The revision the form saves on. */
  revision: number;
  form: GroupField;
  /** An English page showing the document, to preview. */
  page: string;
  mayPublish: boolean;
  notice?: string | undefined;
  /** Whether the notice is shown by the bottom Save draft (the one pressed) rather than at the top. */
  noticeAtEnd?: boolean | undefined;
  /** A refused save: its message and each field's, by path. */
  refusal?: { message: string; errors: Readonly<Record<string, string>> } | undefined;
  /** A save after someone else's: their draft of this language beside the one in the form (conflict.ts). */
  conflict?: ConflictView | undefined;
  /** The signed-in account: a conflict with its own save (another tab) says so. */
  userId: string;
  /** The stored photos, for the form's image fields (an English form's). */
  images?: ImageFieldsContext | undefined;
}

/** Where a save's answer is shown, focused: the page opens at it (see the top of this file). */
const OUTCOME = "save-outcome";

/** The refused save's messages in the order of the fields, each a link to its field. */
function RefusalSummary({
  form,
  refusal,
}: {
  form: GroupField;
  refusal: NonNullable<DocumentEditorProps["refusal"]>;
}) {
  const onPage = allFields(form).filter(({ field }) => refusal.errors[field.path] !== undefined);
  const others = Object.keys(refusal.errors).filter(
    (path) => !onPage.some(({ field }) => field.path === path),
  );
  return (
    <div
      className="alert error-summary"
      role="alert"
      aria-labelledby="refusal-title"
      id={OUTCOME}
      tabIndex={-1}
    >
      <h3 id="refusal-title">The draft was not saved</h3>
      <p>{refusal.message}</p>
      <ul>
        {onPage.map(({ field, name }) => (
          <li key={field.path}>
            <strong>{name}:</strong>{" "}
            <a href={`#${fieldId(field.path)}`}>{plainMessage(refusal.errors[field.path] ?? "")}</a>
          </li>
        ))}
        {others.map((path) => (
          <li key={path}>
            <strong>{path === "" ? "The document" : pathLabel(path)}:</strong>{" "}
            {plainMessage(refusal.errors[path] ?? "")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How many choices a conflict asks for. */
const choicesAsked = (conflict: ConflictView) =>
  conflict.contested.length + conflict.removed.length + conflict.added.length;

/**
 * A conflict: who saved this language since, the fields where their text was taken (you had not
 * changed them), the differences to choose (each a link to its field), and a button for each
 * choice for all of them.
 */
function ConflictSummary({
  form,
  conflict,
  focused,
  userId,
}: {
  form: GroupField;
  conflict: ConflictView;
  focused: boolean;
  userId: string;
}) {
  const fields = allFields(form);
  const named = (paths: readonly string[]) => fields.filter(({ field }) => paths.includes(field.path));
  const taken = named(conflict.taken);
  const toChoose = named([
    ...conflict.contested,
    ...conflict.removed,
    ...conflict.added.map(({ list }) => list),
  ]);
  const links = (shown: typeof fields) => (
    <ul>
      {shown.map(({ field, name }) => (
        <li key={field.path}>
          <a href={`#${fieldId(field.path)}`}>{name}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <div
      className="alert conflict-summary"
      role="alert"
      aria-labelledby="conflict-title"
      id={focused ? OUTCOME : undefined}
      tabIndex={focused ? -1 : undefined}
    >
      <h3 id="conflict-title">
        {conflict.theirs?.authorIds.every((author) => author === userId)
          ? "You saved this document meanwhile, in another tab or window"
          : "Someone else saved this document"}
      </h3>
      {conflict.theirs ? (
        <p>
          {savedBy(conflict)}, after you opened this form: nothing of yours is saved yet, and nothing of
          theirs is lost unless you choose so.
        </p>
      ) : (
        <p>
          Someone saved another language of this document after you opened this form. Nobody changed these
          texts meanwhile: they are as you typed them. Nothing is saved yet.
        </p>
      )}
      {taken.length > 0 ? (
        <>
          <p>Their text is now in the fields you had not changed:</p>
          {links(taken)}
        </>
      ) : null}
      {toChoose.length > 0 ? (
        <>
          <p>
            You both changed these: choose your text or theirs beside each, then press Save draft; or keep
            yours, or take theirs, in all of them with the buttons beside Save draft.
          </p>
          {links(toChoose)}
        </>
      ) : (
        <p>Nothing to choose: Save draft saves your changes{conflict.theirs ? " with theirs" : ""}.</p>
      )}
    </div>
  );
}

export function DocumentEditor({
  id,
  title,
  locale,
  locales,
  revision,
  form,
  page,
  mayPublish,
  notice,
  noticeAtEnd = false,
  refusal,
  conflict,
  userId,
  images,
}: DocumentEditorProps) {
  const context: FieldContext = {
    locale,
    action: savePath(id, locale),
    errors: refusal?.errors ?? {},
    conflict,
    images,
  };
  const preview = `/preview${localizedPath(page, locale)}`;
  const save = (at: "top" | "end") => (
    <button
      type="submit"
      name="change"
      value="save"
      className="button"
      // The bottom button's answer opens at the bottom: its "Draft saved." is shown there.
      formAction={at === "end" ? `${context.action}&at=end#${OUTCOME}` : undefined}
    >
      Save draft
    </button>
  );
  // A change's notice (a save, a list's change), focused when it is a save's answer.
  const shownNotice = notice ? (
    <p className="notice" role="status" id={OUTCOME} tabIndex={-1}>
      {notice}
    </p>
  ) : null;
  return (
    <section className="lead-pane content-pane" aria-labelledby="document-heading">
      <a className="back" href="/inbox/content">
        All content
      </a>
      <h2 id="document-heading">{title}</h2>
      <nav aria-label="Languages" className="content-languages">
        <ul>
          {locales.map((item) => (
            <li key={item.locale}>
              <a
                href={documentPath(id, item.locale)}
                aria-current={item.locale === locale ? "page" : undefined}
              >
                {LOCALE_LABELS[item.locale]}
              </a>{" "}
              <StateBadge state={item.state} />
            </li>
          ))}
        </ul>
      </nav>
      <p className="actions">
        <a className="button secondary small" href={preview}>
          Preview the {LOCALE_LABELS[locale]} draft
        </a>
        <a className="button secondary small" href={historyPath(id)}>
          {mayPublish ? "History and publish" : "History"}
        </a>
      </p>
      {locale === "en" ? null : (
        <p className="muted">
          Write each text in {LOCALE_LABELS[locale]} beside its English. A text left empty shows the English
          on the site until it is translated.
        </p>
      )}
      {noticeAtEnd ? null : shownNotice}
      {refusal ? <RefusalSummary form={form} refusal={refusal} /> : null}
      {conflict ? (
        <ConflictSummary form={form} conflict={conflict} focused={!refusal} userId={userId} />
      ) : null}
      <form
        method="post"
        action={`${context.action}#${OUTCOME}`}
        className="content-form"
        // A form with an image field sends a photo to upload with it.
        encType={images ? "multipart/form-data" : undefined}
        aria-labelledby="document-heading"
        noValidate
      >
        <input type="hidden" name="revision" value={revision} />
        {conflict ? <input type="hidden" name="base" value={conflict.base} /> : null}
        {/* The first submit button is the one Enter in a field presses: saving, never a list's button. */}
        <div className="form-top">
          {save("top")}
          {/* After Save draft, which Enter presses: one choice for every difference of a conflict. */}
          {conflict && choicesAsked(conflict) > 0 ? (
            <>
              <button type="submit" name="change" value="save yours" className="button secondary">
                Save, keeping my text in each
              </button>
              <button type="submit" name="change" value="save theirs" className="button secondary">
                Save, taking theirs in each
              </button>
            </>
          ) : null}
        </div>
        <Field field={form} context={context} />
        <div className="form-bottom">
          {noticeAtEnd ? shownNotice : null}
          {save("end")}
        </div>
      </form>
    </section>
  );
}
