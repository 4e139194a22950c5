/**
 * Fields the visitor picks from: the select and the radio group. Each option's value is the API's
 * (English) value; its label, in the page's language, is the form's to give (`labelOf`: the lead
 * forms' from option-labels.ts, the service request's from service-labels.ts), so a page loads
 * only its own form's option texts.
 */
import type { ComponentProps } from "react";
import { Icon } from "../components/Icon.tsx";
import { FieldFrame } from "./FieldFrame.tsx";
import { useField } from "./form-context.ts";

/** The options' values and what the visitor reads for each. */
interface Choices {
  options: readonly string[];
  labelOf: (value: string) => string;
}

type SelectFieldProps = Omit<ComponentProps<"select">, "name" | "id" | "children"> &
  Choices & {
    name: string;
    label?: string | undefined;
    /** The first, empty choice ("Select a category"). */
    placeholder: string;
    hint?: string;
    wide?: boolean;
  };

export function SelectField({
  name,
  label,
  options,
  labelOf,
  placeholder,
  hint,
  wide,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} wide={wide}>
      {(control) => (
        <div className="field__select">
          <select className="field__control" defaultValue="" {...select} {...control}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {labelOf(option)}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className="field__select-icon" />
        </div>
      )}
    </FieldFrame>
  );
}

type ChoiceFieldProps = Choices & {
  name: string;
  legend: string;
  /** The option checked at first ("" for none). */
  defaultValue: string;
  wide?: boolean;
  /** One option must be picked: marked in the legend, and checked by the browser without JavaScript. */
  required?: boolean;
};

/** A radio group as a segmented control: a fieldset whose legend names it. */
export function ChoiceField({
  name,
  legend,
  options,
  labelOf,
  defaultValue,
  wide,
  required,
}: ChoiceFieldProps) {
  const { id, error, errorId, value } = useField(name);
  const checked = value ?? defaultValue;
  return (
    <fieldset
      id={id}
      className={`field field--choice${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="field__choices">
        {options.map((option) => (
          <label key={option} className="field__choice" htmlFor={`${id}-${option}`}>
            <input
              type="radio"
              id={`${id}-${option}`}
              name={name}
              value={option}
              defaultChecked={option === checked}
              required={required}
              aria-invalid={error ? true : undefined}
            />
            <span>{labelOf(option)}</span>
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
