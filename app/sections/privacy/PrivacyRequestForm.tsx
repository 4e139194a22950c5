/**
 * The privacy page's request form: what the person asks (see, correct or erase their data), their
 * name, the mobile number and/or email they used with us, what to correct and a message. A real
 * `<form method="post">` to the send page in the page's language, so it works before hydration and
 * without JavaScript (the send page shows it again, filled in, when the server refuses it). With
 * JavaScript it validates with the shared contract and posts JSON to the API; validation and
 * sending load on the form's first use (privacy-request-client.ts).
 */
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { company } from "../../../content/company.ts";
import { HONEYPOT_FIELD, MAX_LENGTH, SOURCE_PAGE_FIELD } from "../../../contracts/lead-fields.ts";
import type { Locale } from "../../../contracts/locales.ts";
import { noticeText, privacyLink } from "../../../contracts/privacy-notices/notice.ts";
import { privacyRequestNotice } from "../../../contracts/privacy-notices/privacy-request.ts";
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_MAX_LENGTH,
  privacySendPath,
} from "../../../contracts/privacy-request-fields.ts";
import { Icon } from "../../components/Icon.tsx";
import { useLocale } from "../../i18n.ts";
import { m } from "../../paraglide/messages.js";
import "../../forms/forms.css";
import "./privacy-request-form.css";

type Client = typeof import("./privacy-request-client.ts");
let clientPromise: Promise<Client> | undefined;
const loadClient = () => {
  clientPromise ??= import("./privacy-request-client.ts").catch((error: unknown) => {
    clientPromise = undefined;
    throw error;
  });
  return clientPromise;
};

/** A form shown again after the server refused what was posted without JavaScript. */
export interface PrivacyRequestRefusal {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string;
}

const OPTION_LABELS = {
  see: m.privacyform_option_see,
  correct: m.privacyform_option_correct,
  erase: m.privacyform_option_erase,
} as const;

type Status = "idle" | "loading" | "success" | "error";

const readValues = (form: HTMLFormElement) => {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
};

export function PrivacyRequestForm({
  labelledBy,
  refusal,
}: {
  labelledBy: string;
  refusal?: PrivacyRequestRefusal | undefined;
}) {
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = `privacy${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const [errors, setErrors] = useState<Record<string, string>>(refusal?.errors ?? {});
  const [state, setState] = useState<{ status: Status; message: string }>({ status: "idle", message: "" });
  const idempotency = useRef<{ key: string; body: string } | null>(null);
  const busy = useRef(false);
  const values = refusal?.values ?? {};

  // With JavaScript the form shows its own messages; without it the browser's checks still apply.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      let client: Client;
      try {
        client = await loadClient();
      } catch {
        HTMLFormElement.prototype.submit.call(form);
        return;
      }
      const checked = client.validateRequest(readValues(form), locale);
      if (!checked.ok) {
        setErrors(checked.errors);
        setState({ status: "idle", message: "" });
        const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        requestAnimationFrame(() =>
          (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? first)?.focus(),
        );
        return;
      }
      setErrors({});
      const body = JSON.stringify(checked.payload);
      if (idempotency.current?.body !== body) idempotency.current = { key: client.newIdempotencyKey(), body };
      setState({ status: "loading", message: "" });
      const outcome = await client.sendRequest(checked.payload, {
        idempotencyKey: idempotency.current.key,
        locale,
      });
      if (outcome.ok) {
        form.reset();
        idempotency.current = null;
        setState({ status: "success", message: outcome.message });
        return;
      }
      if (outcome.errors) setErrors(outcome.errors);
      setState({ status: "error", message: outcome.message });
    },
    [locale],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void submit(event.currentTarget).finally(() => {
      busy.current = false;
    });
  };

  const loading = state.status === "loading";
  const noticeId = `${idPrefix}-notice`;
  const link = privacyLink(locale);
  const field = (name: string) => ({
    name,
    id: `${idPrefix}-${name}`,
    error: errors[name],
    value: values[name],
  });
  return (
    <form
      ref={formRef}
      method="post"
      action={privacySendPath(locale)}
      className="lead-form lead-form--columns privacy-request-form"
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
      onSubmit={onSubmit}
      onFocus={() => void loadClient().catch(() => undefined)}
    >
      {values[SOURCE_PAGE_FIELD] ? (
        <input type="hidden" name={SOURCE_PAGE_FIELD} value={values[SOURCE_PAGE_FIELD]} />
      ) : null}
      <div className="lead-form__body">
        <div className="lead-form__fields">
          <RequestChoice {...field("request")} locale={locale} />
          <Field {...field("name")} label={m.privacyform_field_name({}, { locale })} required>
            {(control) => (
              <input
                type="text"
                autoComplete="name"
                maxLength={MAX_LENGTH.name}
                placeholder={m.privacyform_placeholder_name({}, { locale })}
                {...control}
              />
            )}
          </Field>
          <Field
            {...field("mobileNo")}
            label={m.privacyform_field_mobile({}, { locale })}
            hint={m.privacyform_contact_hint({}, { locale })}
          >
            {(control) => (
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={MAX_LENGTH.mobileNo}
                placeholder={m.privacyform_placeholder_mobile({}, { locale })}
                {...control}
              />
            )}
          </Field>
          <Field {...field("email")} label={m.privacyform_field_email({}, { locale })}>
            {(control) => (
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                maxLength={MAX_LENGTH.email}
                placeholder="name@example.com"
                {...control}
              />
            )}
          </Field>
          <Field {...field("correction")} label={m.privacyform_field_correction({}, { locale })} wide>
            {(control) => (
              <textarea
                rows={3}
                maxLength={PRIVACY_REQUEST_MAX_LENGTH.correction}
                placeholder={m.privacyform_placeholder_correction({}, { locale })}
                {...control}
                className="field__control field__control--textarea"
              />
            )}
          </Field>
          <Field {...field("message")} label={m.privacyform_field_message({}, { locale })} wide>
            {(control) => (
              <textarea
                rows={3}
                maxLength={PRIVACY_REQUEST_MAX_LENGTH.message}
                {...control}
                className="field__control field__control--textarea"
              />
            )}
          </Field>
        </div>
        <div className="lead-form__trap" aria-hidden="true">
          <label htmlFor={`${idPrefix}-trap`}>{m.privacyform_trap_label({}, { locale })}</label>
          <input
            id={`${idPrefix}-trap`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className="lead-form__actions">
          <button
            type="submit"
            className="button button--primary lead-form__submit"
            disabled={loading}
            aria-describedby={noticeId}
          >
            {loading ? m.privacyform_busy({}, { locale }) : m.privacyform_submit({}, { locale })}
          </button>
        </div>
        <p id={noticeId} className="lead-form__privacy" lang={locale}>
          {noticeText(privacyRequestNotice, locale)} <a href={link.href}>{link.text}</a>
        </p>
        <div
          className={`form-status form-status--${state.status}`}
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {state.message && state.status !== "loading" ? (
            <p className="form-status__message">
              <Icon
                name={state.status === "success" ? "check" : "close"}
                size={20}
                className="form-status__icon"
              />
              <span>{state.message}</span>
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}

interface FieldProps {
  name: string;
  id: string;
  label: string;
  error: string | undefined;
  /** What was sent, when the form is shown again. */
  value: string | undefined;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  children: (control: ComponentProps<"input"> & ComponentProps<"textarea">) => ReactNode;
}

/** A label, its control, a hint and the field's message, wired as the lead forms' fields are. */
function Field({ name, id, label, error, value, required, hint, wide, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        required,
        className: "field__control",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described,
        ...(value === undefined ? {} : { defaultValue: value }),
      })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <Icon name="close" size={16} className="field__error-icon" />
          {error}
        </p>
      )}
    </div>
  );
}

/** What the person asks: one of three, as radio buttons (the first chosen unless they sent another). */
function RequestChoice({
  id,
  error,
  value,
  locale,
}: {
  id: string;
  error: string | undefined;
  value: string | undefined;
  locale: Locale;
}) {
  const checked = value ?? PRIVACY_REQUEST_KINDS[0];
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`field field--choice field--wide${error ? " field--invalid" : ""}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{m.privacyform_field_request({}, { locale })}</legend>
      <div className="field__choices">
        {PRIVACY_REQUEST_KINDS.map((kind) => (
          <label key={kind} className="field__choice" htmlFor={`${id}-${kind}`}>
            <input
              type="radio"
              id={`${id}-${kind}`}
              name="request"
              value={kind}
              defaultChecked={kind === checked}
              aria-invalid={error ? true : undefined}
            />
            <span>{OPTION_LABELS[kind]({}, { locale })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The section on the privacy page: a heading, what to expect, the form. */
export function PrivacyRequestSection() {
  const locale = useLocale();
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
