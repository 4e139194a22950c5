/**
 * The lead forms' fields the visitor types into: name, email, mobile (with the lead forms'
 * placeholders, required), date (the plain text input and textarea: field-controls.tsx).
 */
import { useEffect, useState } from "react";
import { localToday } from "../../contracts/leads/fields.ts";
import { m } from "../../messages/compiled/messages.js";
import { EmailField, MobileField, NameField, TextField, type TextFieldProps } from "./field-controls.tsx";
import { useField } from "./form-context.ts";

/** The visitor's name, as every lead form asks for it. */
export function LeadNameField() {
  const { locale } = useField("name");
  return <NameField required placeholder={m.forms_placeholder_name({}, { locale })} />;
}

/** The visitor's email address, as every lead form asks for it. */
export function LeadEmailField({ label }: { label?: string | undefined }) {
  return <EmailField label={label} required />;
}

/** The visitor's 10-digit mobile number, as every lead form asks for it. */
export function LeadMobileField() {
  const { locale } = useField("mobileNo");
  return <MobileField required placeholder={m.forms_placeholder_mobile({}, { locale })} />;
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
