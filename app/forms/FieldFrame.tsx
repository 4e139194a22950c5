/**
 * The frame every single-control field shares: the label (with its required mark), the hint and the
 * error. It hands the control its wiring (id, name, required, `aria-invalid`, `aria-describedby`,
 * and the value a form shown again starts with) to spread onto the <input>, <select> or <textarea>,
 * after the control's own props.
 */
import type { ReactNode } from "react";
import { Icon } from "../components/Icon.tsx";
import { describedBy, useField } from "./form-context.ts";

interface FieldFrameProps {
  name: string;
  /** Defaults to the field's label in the page's language (labels.ts). */
  label?: string | undefined;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  children: (control: {
    id: string;
    name: string;
    required: boolean | undefined;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    defaultValue?: string;
  }) => ReactNode;
}

export function FieldFrame({ name, label, required, hint, wide, children }: FieldFrameProps) {
  const { id, error, errorId, hintId, label: tableLabel, value } = useField(name);
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
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hint && hintId, error && errorId),
        // Only when there is one: the control's own default stands otherwise.
        ...(value === undefined ? {} : { defaultValue: value }),
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
