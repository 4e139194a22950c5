/**
 * The plain controls a visitor types into, free of any form's texts: the text input (any type) and
 * the textarea, each in its field frame (label, hint, error); and the person's name, mobile number
 * and email address as every form asks for them (each form gives its placeholder and whether the
 * field is required).
 */
import type { ComponentProps } from "react";
import { MAX_LENGTH } from "../../contracts/leads/fields.ts";
import { FieldFrame } from "./FieldFrame.tsx";

type InputProps = Omit<ComponentProps<"input">, "name" | "id" | "children">;

export interface TextFieldProps extends InputProps {
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

type PersonFieldProps = Omit<TextFieldProps, "name">;

/** The person's name. */
export function NameField(props: PersonFieldProps) {
  return <TextField name="name" autoComplete="name" maxLength={MAX_LENGTH.name} {...props} />;
}

/** The person's mobile number (the phone keyboard). */
export function MobileField(props: PersonFieldProps) {
  return (
    <TextField
      name="mobileNo"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={MAX_LENGTH.mobileNo}
      {...props}
    />
  );
}

/** The person's email address (the email keyboard and the browser's check). */
export function EmailField(props: PersonFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={MAX_LENGTH.email}
      placeholder="name@example.com"
      {...props}
    />
  );
}
