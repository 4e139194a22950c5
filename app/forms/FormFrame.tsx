/**
 * The frame of every sending form (the lead forms, the service request, the privacy request): the
 * real `<form method="post">` (it works before hydration and without JavaScript, posted to
 * `action`), what its fields read (form-context.ts: ids, errors, labels, the values a form shown
 * again starts with, the page's language), the hidden fields it sends along, the honeypot, the
 * submit button, the privacy notice by it and the polite live status. Free of any form's texts:
 * each form gives its own, so a page loads only those.
 */
import type { ChangeEvent, ReactNode } from "react";
import type { NoticeMessage } from "../../contracts/privacy/notice.ts";
import { useLocale } from "../i18n.ts";
import { FormContext } from "./form-context.ts";
import { FormStatus, Honeypot, PrivacyNotice } from "./form-parts.tsx";
import type { SendingForm } from "./useSendingForm.ts";
import "./forms.css";

export interface FormFrameTexts {
  submit: string;
  /** The button's text while the form is sending. */
  busy: string;
  /** The honeypot's label (people never see it). */
  trap: string;
  /** "Fields marked" and "are required", around the required mark; no note without it. */
  required?: readonly [before: string, after: string];
}

interface FormFrameProps<Answer> {
  form: SendingForm<Answer>;
  /** Where the form posts without JavaScript. */
  action: string;
  /** Keeps the ids unique on a page: each field's is `<idPrefix>-<name>`. */
  idPrefix: string;
  className: string;
  /** Id of the visible heading that names the form; otherwise `label` names it. */
  labelledBy?: string | undefined;
  label?: string;
  /** The fields' labels in the page's language (a field may give its own instead). */
  labels: Readonly<Record<string, string>>;
  /** What was sent, when the server shows the form again after refusing it. */
  values: Readonly<Record<string, string>>;
  /** Fields sent with the visible ones (the page the form was on); empty ones are left out. */
  hidden?: Readonly<Record<string, string | undefined>>;
  texts: FormFrameTexts;
  notice: NoticeMessage;
  /** In place of the live status the frame shows by default (the form's message). */
  status?: ReactNode;
  id?: string | undefined;
  hiddenForm?: boolean;
  onChange?: (event: ChangeEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormFrame<Answer>({
  form,
  action,
  idPrefix,
  className,
  labelledBy,
  label,
  labels,
  values,
  hidden = {},
  texts,
  notice,
  status,
  id,
  hiddenForm,
  onChange = form.onChange,
  children,
}: FormFrameProps<Answer>) {
  const locale = useLocale();
  const loading = form.status === "loading";
  const noticeId = `${idPrefix}-notice`;
  return (
    <form
      ref={form.formRef}
      id={id}
      method="post"
      action={action}
      className={className}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
      hidden={hiddenForm}
      onSubmit={form.onSubmit}
      onChange={onChange}
      onFocus={form.onFocus}
    >
      <FormContext.Provider value={{ idPrefix, errors: form.errors, labels, values, locale }}>
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="lead-form__body">
          {texts.required && (
            <p className="lead-form__note" aria-hidden="true">
              {texts.required[0]}
              <span className="field__required">*</span>
              {texts.required[1]}
            </p>
          )}
          <div className="lead-form__fields">{children}</div>
          <Honeypot label={texts.trap} />
          <div className="lead-form__actions">
            <button
              type="submit"
              className="button button--primary lead-form__submit"
              disabled={loading}
              aria-describedby={noticeId}
            >
              {loading ? texts.busy : texts.submit}
            </button>
          </div>
          <PrivacyNotice id={noticeId} notice={notice} locale={locale} />
          {status ?? <FormStatus status={form.status} message={form.message} />}
        </div>
      </FormContext.Provider>
    </form>
  );
}
