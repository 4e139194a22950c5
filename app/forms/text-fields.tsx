/** Fields the visitor types into: text inputs (name, email, mobile, date) and the textarea. */
import { type ComponentProps, useEffect, useState } from "react";
import { localToday, MAX_LENGTH } from "../../contracts/lead-fields.ts";
import { m } from "../paraglide/messages.js";
import { FieldFrame } from "./FieldFrame.tsx";
import { useField } from "./form-context.ts";

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
      {(control) => <input className="field__control" type={type} {...input} {...control} />}
    </FieldFrame>
  );
}

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

interface TextareaFieldProps extends Omit<ComponentProps<"textarea">, "name" | "id" | "children"> {
  name: string;
  label?: string | undefined;
  hint?: string;
}

export function TextareaField({ name, label, hint, required, rows = 5, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} wide>
      {(control) => (
        <textarea
          className="field__control field__control--textarea"
          rows={rows}
          {...textarea}
          {...control}
        />
      )}
    </FieldFrame>
  );
}
