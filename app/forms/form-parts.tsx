/**
 * What every sending form shows besides its fields, free of any form's texts (each form gives its
 * own): the polite live status, the privacy notice by the submit button, the honeypot.
 */
import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "../../contracts/leads/fields.ts";
import type { Locale } from "../../contracts/locales.ts";
import { type NoticeMessage, noticeText, privacyLink } from "../../contracts/privacy/notice.ts";
import { useCompany } from "../components/chrome.ts";
import { Icon } from "../components/Icon.tsx";
import { useField } from "./form-context.ts";
import type { LeadFormStatus } from "./useSendingForm.ts";

/**
 * The polite live region: always in the DOM so screen readers announce each new message. `render`
 * shows the message with links in it (the service form's phone number).
 */
export function FormStatus({
  status,
  message,
  render,
}: {
  status: LeadFormStatus;
  message: string;
  render?: ((message: string) => ReactNode) | undefined;
}) {
  const shown = (status === "success" || status === "error") && message !== "";
  return (
    <div className={`form-status form-status--${status}`} role="status" aria-live="polite" aria-atomic="true">
      {shown && (
        <p className="form-status__message">
          <Icon name={status === "success" ? "check" : "close"} size={20} className="form-status__icon" />
          <span>{render ? render(message) : message}</span>
        </p>
      )}
    </div>
  );
}

/** What the form collects, why and for how long (the retention periods as published), with a link to the full notice. */
export function PrivacyNotice({ id, notice, locale }: { id: string; notice: NoticeMessage; locale: Locale }) {
  const link = privacyLink(locale);
  const { retentionMonths } = useCompany().privacy;
  return (
    <p id={id} className="lead-form__privacy" lang={locale}>
      {noticeText(notice, locale, retentionMonths)} <a href={link.href}>{link.text}</a>
    </p>
  );
}

/** Bots fill every field they find; people never see this one and screen readers skip it. */
export function Honeypot({ label }: { label: string }) {
  const { id } = useField(HONEYPOT_FIELD);
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
