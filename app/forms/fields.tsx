/**
 * The form toolkit's components. `<LeadFormShell>` renders the real `<form method="post">` (it works
 * without JavaScript), the honeypot, the submit button and the live status; the field components
 * read their error from it and wire labels, `aria-invalid` and `aria-describedby`.
 */
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useState,
} from "react";
import { HONEYPOT_FIELD, localToday, MAX_LENGTH } from "../../contracts/lead-fields.ts";
import { LEAD_FORMS } from "../../contracts/lead-forms.ts";
import { Icon } from "../components/Icon.tsx";
import type { LeadForm } from "./useLeadForm.ts";
import "./forms.css";

interface ShellContext {
  idPrefix: string;
  errors: Record<string, string>;
  /** The form's field labels from LEAD_FORMS, used when a field is given no label of its own. */
  labels: Readonly<Record<string, string>>;
}

const FormContext = createContext<ShellContext>({ idPrefix: "lead", errors: {}, labels: {} });

function useField(name: string) {
  const { idPrefix, errors, labels } = useContext(FormContext);
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  return { id, error, errorId: `${id}-error`, hintId: `${id}-hint`, label: labels[name] };
}

/** `aria-describedby` from the ids that are actually rendered. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

interface ShellProps {
  lead: LeadForm;
  children: ReactNode;
  /** Layout modifier: `lead-form--<variant>`. */
  variant?: "columns" | "single" | "inline";
  /** Id of a visible heading that names the form; otherwise the form gets its own label. */
  labelledBy?: string;
  /** Shows the "Fields marked * are required" note. */
  requiredNote?: boolean;
  className?: string;
}

export function LeadFormShell({
  lead,
  children,
  variant = "single",
  labelledBy,
  requiredNote = true,
  className = "",
}: ShellProps) {
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const form = LEAD_FORMS[lead.kind];
  const loading = lead.status === "loading";
  return (
    <form
      ref={lead.formRef}
      method="post"
      action={form.path}
      className={`lead-form lead-form--${variant} ${className}`}
      aria-label={labelledBy ? undefined : form.label}
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
      onSubmit={lead.onSubmit}
      onChange={lead.onChange}
      onFocus={lead.onFocus}
    >
      <FormContext.Provider
        value={{ idPrefix: `${lead.kind}${idPrefix}`, errors: lead.errors, labels: form.fields }}
      >
        <div className="lead-form__body">
          {requiredNote && (
            <p className="lead-form__note" aria-hidden="true">
              Fields marked <span className="field__required">*</span> are required.
            </p>
          )}
          <div className="lead-form__fields">{children}</div>
          <Honeypot />
          <div className="lead-form__actions">
            <button type="submit" className="button button--primary lead-form__submit" disabled={loading}>
              {loading ? form.busy : form.submit}
            </button>
          </div>
          <FormStatus status={lead.status} message={lead.message} />
        </div>
      </FormContext.Provider>
    </form>
  );
}

/** The polite live region: always in the DOM so screen readers announce each new message. */
export function FormStatus({ status, message }: { status: LeadForm["status"]; message: string }) {
  const shown = (status === "success" || status === "error") && message !== "";
  return (
    <div className={`form-status form-status--${status}`} role="status" aria-live="polite" aria-atomic="true">
      {shown && (
        <p className="form-status__message">
          <Icon name={status === "success" ? "check" : "close"} size={20} className="form-status__icon" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/** Bots fill every field they find; people never see this one and screen readers skip it. */
function Honeypot() {
  const { id } = useField(HONEYPOT_FIELD);
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

interface FieldFrameProps {
  name: string;
  /** Defaults to the field's label in LEAD_FORMS. */
  label?: string | undefined;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  children: (wiring: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

function FieldFrame({ name, label, required, hint, wide, children }: FieldFrameProps) {
  const { id, error, errorId, hintId, label: tableLabel } = useField(name);
  return (
    <div className={`field${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label ?? tableLabel}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hint && hintId, error && errorId),
      })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          <Icon name="close" size={16} className="field__error-icon" />
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<ComponentProps<"input">, "name" | "id" | "children">;

interface TextFieldProps extends InputProps {
  name: string;
  label?: string | undefined;
  hint?: string;
  wide?: boolean;
}

export function TextField({ name, label, hint, wide, required, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} wide={wide}>
      {(wiring) => (
        <input
          className="field__control"
          name={name}
          type={type}
          required={required}
          {...wiring}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** The visitor's name, as every lead form asks for it. */
export function NameField() {
  return (
    <TextField
      name="name"
      required
      autoComplete="name"
      maxLength={MAX_LENGTH.name}
      placeholder="Your full name"
    />
  );
}

/** The visitor's email address, as every lead form asks for it. */
export function EmailField({ label }: { label?: string | undefined }) {
  return (
    <TextField
      name="email"
      label={label}
      required
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={MAX_LENGTH.email}
      placeholder="name@example.com"
    />
  );
}

/** The visitor's 10-digit mobile number. */
export function MobileField() {
  return (
    <TextField
      name="mobileNo"
      required
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={MAX_LENGTH.mobileNo}
      placeholder="10-digit mobile number"
    />
  );
}

/**
 * A date that cannot be in the past: `min` is the visitor's own today, set after hydration (the
 * prerendered HTML would otherwise carry the build day) and refreshed on focus past midnight.
 */
export function DateField(field: Pick<TextFieldProps, "name" | "label" | "hint" | "wide">) {
  const [min, setMin] = useState<string>();
  useEffect(() => setMin(localToday()), []);
  return <TextField {...field} type="date" min={min} onFocus={() => setMin(localToday())} />;
}

interface SelectFieldProps extends Omit<ComponentProps<"select">, "name" | "id" | "children"> {
  name: string;
  label?: string | undefined;
  options: readonly string[];
  /** The first, empty choice ("Select a category"). */
  placeholder: string;
  hint?: string;
  wide?: boolean;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  wide,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} wide={wide}>
      {(wiring) => (
        <div className="field__select">
          <select
            className="field__control"
            name={name}
            required={required}
            defaultValue=""
            {...wiring}
            {...select}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className="field__select-icon" />
        </div>
      )}
    </FieldFrame>
  );
}

interface TextareaFieldProps extends Omit<ComponentProps<"textarea">, "name" | "id" | "children"> {
  name: string;
  label?: string | undefined;
  hint?: string;
}

export function TextareaField({ name, label, hint, required, rows = 5, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} wide>
      {(wiring) => (
        <textarea
          className="field__control field__control--textarea"
          name={name}
          required={required}
          rows={rows}
          {...wiring}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

interface ChoiceFieldProps {
  name: string;
  legend: string;
  options: readonly string[];
  defaultValue: string;
  wide?: boolean;
}

/** A radio group as a segmented control: a fieldset whose legend names it. */
export function ChoiceField({ name, legend, options, defaultValue, wide }: ChoiceFieldProps) {
  const { id, error, errorId } = useField(name);
  return (
    <fieldset
      className={`field field--choice${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="field__choices">
        {options.map((option) => (
          <label key={option} className="field__choice" htmlFor={`${id}-${option}`}>
            <input
              type="radio"
              id={`${id}-${option}`}
              name={name}
              value={option}
              defaultChecked={option === defaultValue}
              aria-invalid={error ? true : undefined}
            />
            <span>{option}</span>
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
