/**
 * A document's pane in the editor: the languages the account may write (each with its state), the
 * links to the preview and the history, then the form (FormFields.tsx) saved as a draft on the
 * revision it was opened at. A refused save is summed up above the form, each message a link to its
 * field; a conflict says so and shows the other person's values beside the fields that differ,
 * with the items only one of the two drafts has (list items paired by id: changes.ts).
 */
import { type Locale, localizedPath } from "../../../contracts/locales.ts";
import { LOCALE_LABELS } from "../../inbox/labels.ts";
import { Messages } from "../../inbox/views/ItemParts.tsx";
import type { DraftComparison } from "../changes.ts";
import type { LocaleState } from "../documents.ts";
import { type GroupField, itemName } from "../form.ts";
import { documentPath, historyPath, savePath } from "../paths.ts";
import { theirValue } from "./ConflictNotes.tsx";
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
  /** A refused save: its message and each field's, by path. */
  refusal?: { message: string; errors: Readonly<Record<string, string>> } | undefined;
  /** A save after someone else's: their draft of this language beside the one in the form. */
  conflict?: { message: string; comparison: DraftComparison } | undefined;
  /** The stored photos, for the form's image fields (an English form's). */
  images?: ImageFieldsContext | undefined;
}

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
    <div className="alert error-summary" role="alert" aria-labelledby="refusal-title">
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
            <strong>{path === "" ? "The document" : path}:</strong> {plainMessage(refusal.errors[path] ?? "")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a conflict changes: the message; the fields whose values differ, the items only yours has
 * and the lists where theirs has more, each a link.
 */
function ConflictSummary({
  form,
  conflict: { message, comparison },
}: {
  form: GroupField;
  conflict: NonNullable<DocumentEditorProps["conflict"]>;
}) {
  const fields = allFields(form);
  const differ = fields.filter(({ field }) => theirValue(field, comparison) !== undefined);
  const onlyYours = fields.filter(({ field }) => comparison.onlyYours.includes(field.path));
  const onlyTheirs = comparison.onlyTheirs.flatMap(({ list, items }) => {
    const shown = fields.find(({ field }) => field.path === list);
    return shown ? [{ ...shown, items }] : [];
  });
  const link = (path: string, name: string) => <a href={`#${fieldId(path)}`}>{name}</a>;
  return (
    <div className="alert conflict-summary" role="alert" aria-labelledby="conflict-title">
      <h3 id="conflict-title">Someone else saved this document</h3>
      <p>{message}</p>
      {differ.length + onlyYours.length + onlyTheirs.length > 0 ? (
        <>
          <p>Their draft differs from yours in:</p>
          <ul>
            {differ.map(({ field, name }) => (
              <li key={field.path}>{link(field.path, name)}</li>
            ))}
            {onlyYours.map(({ field, name }) => (
              <li key={`yours ${field.path}`}>
                {link(field.path, name)}: only in yours (you added it, or they removed it)
              </li>
            ))}
            {onlyTheirs.map(({ field, name, items }) => (
              <li key={`theirs ${field.path}`}>
                {link(field.path, name)}: theirs also has{" "}
                {items.map((item) => `"${itemName(item) ?? "an item without a name"}"`).join(", ")} (they
                added it, or you removed it)
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Their draft of this language is the same as yours.</p>
      )}
      <p>Saving now replaces their draft with yours as it stands in the form.</p>
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
  refusal,
  conflict,
  images,
}: DocumentEditorProps) {
  const context: FieldContext = {
    locale,
    action: savePath(id, locale),
    errors: refusal?.errors ?? {},
    conflict: conflict?.comparison,
    images,
  };
  const preview = `/preview${localizedPath(page, locale)}`;
  const save = (
    <button type="submit" name="change" value="save" className="button">
      Save draft
    </button>
  );
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
      <Messages notice={notice} />
      {refusal ? <RefusalSummary form={form} refusal={refusal} /> : null}
      {conflict ? <ConflictSummary form={form} conflict={conflict} /> : null}
      <form
        method="post"
        action={context.action}
        className="content-form"
        // A form with an image field sends a photo to upload with it.
        encType={images ? "multipart/form-data" : undefined}
        aria-labelledby="document-heading"
        noValidate
      >
        <input type="hidden" name="revision" value={revision} />
        {/* The first submit button is the one Enter in a field presses: saving, never a list's button. */}
        <div className="form-top">{save}</div>
        <Field field={form} context={context} />
        <div className="form-bottom">{save}</div>
      </form>
    </section>
  );
}
