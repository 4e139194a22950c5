/**
 * Fields the visitor picks from: the select and the radio group. Each option's value is the API's
 * (English) value; its label is in the page's language.
 */
import type { ComponentProps } from "react";
import { Icon } from "../components/Icon.tsx";
import { FieldFrame } from "./FieldFrame.tsx";
import { useField } from "./form-context.ts";
import { type OptionValue, optionLabel } from "./option-labels.ts";

interface SelectFieldProps extends Omit<ComponentProps<"select">, "name" | "id" | "children"> {
  name: string;
  label?: string | undefined;
  options: readonly OptionValue[];
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
  const { locale } = useField(name);
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} wide={wide}>
      {(control) => (
        <div className="field__select">
          <select className="field__control" defaultValue="" {...select} {...control}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option, locale)}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className="field__select-icon" />
        </div>
      )}
    </FieldFrame>
  );
}

interface ChoiceFieldProps {
  name: string;
  legend: string;
  options: readonly OptionValue[];
  defaultValue: string;
  wide?: boolean;
}

/** A radio group as a segmented control: a fieldset whose legend names it. */
export function ChoiceField({ name, legend, options, defaultValue, wide }: ChoiceFieldProps) {
  const { id, error, errorId, value, locale } = useField(name);
  const checked = value ?? defaultValue;
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
              defaultChecked={option === checked}
              aria-invalid={error ? true : undefined}
            />
            <span>{optionLabel(option, locale)}</span>
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
