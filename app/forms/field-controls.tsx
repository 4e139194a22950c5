/**
 * The plain controls a visitor types into, free of any form's texts: the text input (any type) and
 * the textarea, each in its field frame (label, hint, error).
 */
import type { ComponentProps } from "react";
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
