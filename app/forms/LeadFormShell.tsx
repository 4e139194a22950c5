/**
 * `<LeadFormShell>` runs a lead form of one kind (useLeadForm) and renders the real
 * `<form method="post">` (it works without JavaScript), the honeypot, the submit button and the
 * live status, and gives its fields their errors, labels and language. The four forms pass it their
 * fields. Every text is in the page's language (useLocale). Without JavaScript the form posts to the
 * send page in that language (`sendPath`), which shows it again, filled in with what was sent
 * (`initial`), when the server refuses it.
 */
import { type ReactNode, useId } from "react";
import { SOURCE_PAGE_FIELD } from "../../contracts/lead-fields.ts";
import { extraFieldsOf, type LeadKind, sendPath } from "../../contracts/lead-forms.ts";
import { formText } from "../../contracts/lead-texts.ts";
import type { NoticeTexts } from "../../contracts/privacy-notices/notice.ts";
import { useLocale } from "../i18n.ts";
import { m } from "../paraglide/messages.js";
import { FormContext } from "./form-context.ts";
import { FormStatus, Honeypot, PrivacyNotice } from "./form-parts.tsx";
import { fieldLabels } from "./labels.ts";
import { type LeadFormOptions, useLeadForm } from "./useLeadForm.ts";

export { FormStatus } from "./form-parts.tsx";

import "./forms.css";

/** What each of the four form components accepts. */
export interface LeadFormProps extends LeadFormOptions {
  /** Id of the visible heading that names the form; otherwise the form gets its own label. */
  labelledBy?: string;
}

interface ShellProps {
  kind: LeadKind;
  /** The form component's own props (its heading and, in tests, a stand-in for `fetch`). */
  form: LeadFormProps;
  children: ReactNode;
  /** Layout modifier: `lead-form--<variant>`. */
  variant?: "columns" | "single" | "inline";
  /** Shows the "Fields marked * are required" note. */
  requiredNote?: boolean;
  className?: string;
  /** The form's id, for fields outside it that join it with their `form` attribute. */
  id?: string;
  /** The privacy notice shown by the submit button (each form imports its own: privacy-notices/). */
  notice: NoticeTexts;
}

export function LeadFormShell({
  kind,
  form: { labelledBy, ...options },
  children,
  variant = "single",
  requiredNote = true,
  className = "",
  id,
  notice,
}: ShellProps) {
  const locale = useLocale();
  const lead = useLeadForm(kind, locale, options);
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const values = options.initial?.values ?? {};
  const loading = lead.status === "loading";
  return (
    <form
      ref={lead.formRef}
      id={id}
      method="post"
      action={sendPath(kind, locale)}
      className={`lead-form lead-form--${variant} ${className}`}
      aria-label={labelledBy ? undefined : formText(kind, "label", locale)}
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
      onSubmit={lead.onSubmit}
      onChange={lead.onChange}
      onFocus={lead.onFocus}
    >
      <FormContext.Provider
        value={{
          idPrefix: `${kind}${idPrefix}`,
          errors: lead.errors,
          labels: fieldLabels(locale),
          values,
          locale,
        }}
      >
        <KeptHiddenFields kind={kind} values={values} />
        <div className="lead-form__body">
          {requiredNote && (
            <p className="lead-form__note" aria-hidden="true">
              {m.forms_required_before({}, { locale })}
              <span className="field__required">*</span>
              {m.forms_required_after({}, { locale })}
            </p>
          )}
          <div className="lead-form__fields">{children}</div>
          <Honeypot label={m.forms_trap_label({}, { locale })} />
          <div className="lead-form__actions">
            <button
              type="submit"
              className="button button--primary lead-form__submit"
              disabled={loading}
              aria-describedby={`${kind}${idPrefix}-notice`}
            >
              {formText(kind, loading ? "busy" : "submit", locale)}
            </button>
          </div>
          <PrivacyNotice id={`${kind}${idPrefix}-notice`} texts={notice} locale={locale} />
          <FormStatus status={lead.status} message={lead.message} />
        </div>
      </FormContext.Provider>
    </form>
  );
}

/**
 * Fields a page adds beside the visible ones (the lift planner's plan and query), kept when the
 * form is shown again so it sends them again.
 */
function KeptHiddenFields({ kind, values }: { kind: LeadKind; values: Readonly<Record<string, string>> }) {
  const names = [SOURCE_PAGE_FIELD, ...extraFieldsOf(kind)].filter((name) => values[name]);
  return names.map((name) => <input key={name} type="hidden" name={name} value={values[name]} />);
}
