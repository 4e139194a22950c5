/**
 * The privacy page's request form: what the person asks (see, correct or erase their data), their
 * name, the mobile number and/or email they used with us, what to correct and a message. Built on
 * the form toolkit (app/forms): a real `<form method="post">` to the send page in the page's
 * language, so it works before hydration and without JavaScript (the send page shows it again,
 * filled in, when the server refuses it). With JavaScript it validates with the shared contract
 * and posts JSON to the API; validation and sending load on the form's first use
 * (the client of post-form.ts, over contracts/privacy/schema.ts).
 */
import { useCallback } from "react";
import { SOURCE_PAGE_FIELD } from "../../../contracts/leads/fields.ts";
import type { Locale } from "../../../contracts/locales.ts";
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_MAX_LENGTH,
  privacySendPath,
} from "../../../contracts/privacy/fields.ts";
import { m } from "../../../messages/compiled/messages.js";
import { useCompany } from "../../components/chrome.ts";
import { ChoiceField } from "../../forms/choice-fields.tsx";
import { FormFrame } from "../../forms/FormFrame.tsx";
import { EmailField, MobileField, NameField, TextareaField } from "../../forms/field-controls.tsx";
import { useIdPrefix } from "../../forms/form-context.ts";
import { type LeadFormOptions, loadOnce, useSendingForm } from "../../forms/useSendingForm.ts";
import { useLocale } from "../../i18n.ts";
import "./privacy-request-form.css";

/** What the API answers a stored request with: the message with the date we answer by. */
interface PrivacyRequestAnswer {
  message: string;
}

/** The form's client toolkit (post-form.ts) and shared contract, loaded on first use (they carry zod). */
const loadClientModules = loadOnce(() =>
  Promise.all([import("../../forms/post-form.ts"), import("../../../contracts/privacy/schema.ts")]),
);

/** The form's client, whose failure text names the privacy contact's address (`email`). */
const loadClient = (email: string) =>
  loadClientModules().then(([{ formClient }, contract]) =>
    formClient<PrivacyRequestAnswer>({
      path: contract.PRIVACY_REQUEST_API_PATH,
      schema: contract.privacyRequestSchema,
      fields: Object.keys(contract.privacyRequestFields.shape),
      errorsOf: contract.privacyRequestErrors,
      failure: (locale) => m.privacyform_failure({ email }, { locale }),
    }),
  );

const OPTION_LABELS = {
  see: m.privacyform_option_see,
  correct: m.privacyform_option_correct,
  erase: m.privacyform_option_erase,
} as const;

/** The form's field labels in `locale`. */
export const privacyFieldLabels = (locale: Locale) => ({
  request: m.privacyform_field_request({}, { locale }),
  name: m.privacyform_field_name({}, { locale }),
  mobileNo: m.privacyform_field_mobile({}, { locale }),
  email: m.privacyform_field_email({}, { locale }),
  correction: m.privacyform_field_correction({}, { locale }),
  message: m.privacyform_field_message({}, { locale }),
});

/** The form's fields in their order on the page, each with the id of its control (a choice's first option). */
export const privacyFieldTargets = (idPrefix: string) =>
  [
    ["request", `${idPrefix}-request-${PRIVACY_REQUEST_KINDS[0]}`],
    ...["name", "mobileNo", "email", "correction", "message"].map(
      (name) => [name, `${idPrefix}-${name}`] as const,
    ),
  ] as const;

const successText = (answer: PrivacyRequestAnswer | undefined) => answer?.message ?? "";

interface PrivacyRequestFormProps extends LeadFormOptions {
  labelledBy: string;
  /** The prefix of the fields' ids, when the page links to them (privacyFieldTargets). */
  idPrefix?: string;
}

export function PrivacyRequestForm({ labelledBy, idPrefix, ...options }: PrivacyRequestFormProps) {
  const locale = useLocale();
  const ownPrefix = useIdPrefix("privacy");
  // The privacy contact as the page shows it (the company's, as published).
  const { email } = useCompany().privacy.contact;
  const load = useCallback(() => loadClient(email), [email]);
  // What the person types is kept for the tab until it is sent, as on every form (form-draft.ts).
  const form = useSendingForm(load, useCallback(successText, []), locale, {
    ...options,
    draft: "privacy",
  });
  const values = options.initial?.values ?? {};
  return (
    <FormFrame
      form={form}
      action={privacySendPath(locale)}
      idPrefix={idPrefix ?? ownPrefix}
      className="lead-form lead-form--columns privacy-request-form"
      labelledBy={labelledBy}
      labels={privacyFieldLabels(locale)}
      values={values}
      hidden={{ [SOURCE_PAGE_FIELD]: values[SOURCE_PAGE_FIELD] }}
      texts={{
        submit: m.privacyform_submit({}, { locale }),
        busy: m.privacyform_busy({}, { locale }),
        trap: m.privacyform_trap_label({}, { locale }),
      }}
      notice={m.privacyform_privacy_notice}
    >
      <ChoiceField
        name="request"
        legend={m.privacyform_field_request({}, { locale })}
        options={PRIVACY_REQUEST_KINDS}
        labelOf={(kind) => OPTION_LABELS[kind as keyof typeof OPTION_LABELS]({}, { locale })}
        defaultValue={PRIVACY_REQUEST_KINDS[0]}
        wide
      />
      <NameField required placeholder={m.privacyform_placeholder_name({}, { locale })} />
      <MobileField
        placeholder={m.privacyform_placeholder_mobile({}, { locale })}
        hint={m.privacyform_contact_hint({}, { locale })}
      />
      <EmailField />
      <TextareaField
        name="correction"
        rows={3}
        maxLength={PRIVACY_REQUEST_MAX_LENGTH.correction}
        placeholder={m.privacyform_placeholder_correction({}, { locale })}
      />
      <TextareaField name="message" rows={3} maxLength={PRIVACY_REQUEST_MAX_LENGTH.message} />
    </FormFrame>
  );
}

/** The section on the privacy page: a heading, what to expect, the form. */
export function PrivacyRequestSection() {
  const locale = useLocale();
  const company = useCompany();
  return (
    <section className="section" aria-labelledby="privacy-request-heading" id="request">
      <div className="container privacy-request-section">
        <div className="card card--raised privacy-request-section__card">
          <h2 id="privacy-request-heading" className="privacy-request-section__title">
            {m.privacyform_heading({}, { locale })}
          </h2>
          <p>{m.privacyform_intro({ days: String(company.privacy.grievanceResponseDays) }, { locale })}</p>
          <PrivacyRequestForm labelledBy="privacy-request-heading" />
        </div>
      </div>
    </section>
  );
}
