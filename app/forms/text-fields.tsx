/**
 * The lead forms' fields the visitor types into: name, email, mobile, date (the plain text input
 * and textarea: field-controls.tsx).
 */
import { useEffect, useState } from "react";
import { localToday, MAX_LENGTH } from "../../contracts/lead-fields.ts";
import { m } from "../paraglide/messages.js";
import { TextField, type TextFieldProps } from "./field-controls.tsx";
import { useField } from "./form-context.ts";

/** The visitor's name, as every lead form asks for it. */
export function NameField() {
  const { locale } = useField("name");
  return (
    <TextField
      name="name"
      required
      autoComplete="name"
      maxLength={MAX_LENGTH.name}
      placeholder={m.forms_placeholder_name({}, { locale })}
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
  const { locale } = useField("mobileNo");
  return (
    <TextField
      name="mobileNo"
      required
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={MAX_LENGTH.mobileNo}
      placeholder={m.forms_placeholder_mobile({}, { locale })}
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

export { TextareaField, TextField } from "./field-controls.tsx";
