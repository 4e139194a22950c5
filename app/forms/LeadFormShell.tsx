/**
 * `<LeadFormShell>` runs a lead form of one kind (useLeadForm) in the form frame (FormFrame.tsx:
 * the real `<form method="post">`, honeypot, submit button, privacy notice and live status). Each
 * form passes it its fields, its own texts (form-texts/) and its own privacy notice, so a page loads
 * only those of the forms it shows. Every text is in the page's language (useLocale). Without
 * JavaScript the form posts to the send page in that language (`sendPath`), which shows it again,
 * filled in with what was sent (`initial`), when the server refuses it.
 */
import type { ReactNode } from "react";
import { SOURCE_PAGE_FIELD } from "../../contracts/leads/fields.ts";
import type { FormTexts } from "../../contracts/leads/form-texts/texts.ts";
import { extraFieldsOf, type LeadKind, sendPath } from "../../contracts/leads/forms.ts";
import type { NoticeMessage } from "../../contracts/privacy/notice.ts";
import { m } from "../../messages/compiled/messages.js";
import { useLocale } from "../i18n.ts";
import { FormFrame } from "./FormFrame.tsx";
import { useIdPrefix } from "./form-context.ts";
import { fieldLabels } from "./labels.ts";
import { type LeadFormOptions, useLeadForm } from "./useLeadForm.ts";

export { FormStatus } from "./form-parts.tsx";

/** What each lead form component accepts. */
export interface LeadFormProps extends LeadFormOptions {
  /** Id of the visible heading that names the form; otherwise the form gets its own label. */
  labelledBy?: string;
  /** The prefix of the fields' ids (`<idPrefix>-<name>`), when the page links to them. */
  idPrefix?: string;
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
  /** The form's name, button and answers (each form imports its own: form-texts/). */
  texts: FormTexts;
  /** The privacy notice shown by the submit button (each form imports its own: a `…_privacy_notice` message). */
  notice: NoticeMessage;
  /** Labels of the form's own fields, in the page's language, beside the shared ones (labels.ts). */
  ownLabels?: Readonly<Record<string, string>>;
}

export function LeadFormShell({
  kind,
  form: { labelledBy, idPrefix, ...options },
  children,
  variant = "single",
  requiredNote = true,
  className = "",
  id,
  texts,
  notice,
  ownLabels,
}: ShellProps) {
  const locale = useLocale();
  const lead = useLeadForm(kind, texts, locale, options);
  const values = options.initial?.values ?? {};
  // Fields a page adds beside the visible ones (the lift planner's plan and query), kept when the
  // form is shown again so it sends them again.
  const kept = [SOURCE_PAGE_FIELD, ...extraFieldsOf(kind)].map((name) => [name, values[name]]);
  return (
    <FormFrame
      form={lead}
      action={sendPath(kind, locale)}
      idPrefix={useIdPrefix(kind, idPrefix)}
      id={id}
      className={`lead-form lead-form--${variant} ${className}`}
      labelledBy={labelledBy}
      label={texts.label({}, { locale })}
      labels={ownLabels ? { ...fieldLabels(locale), ...ownLabels } : fieldLabels(locale)}
      values={values}
      hidden={Object.fromEntries(kept)}
      texts={{
        submit: texts.submit({}, { locale }),
        busy: texts.busy({}, { locale }),
        trap: m.forms_trap_label({}, { locale }),
        ...(requiredNote && {
          required: [m.forms_required_before({}, { locale }), m.forms_required_after({}, { locale })],
        }),
      }}
      notice={notice}
    >
      {children}
    </FormFrame>
  );
}
