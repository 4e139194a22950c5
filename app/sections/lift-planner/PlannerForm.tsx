/**
 * The planner's inputs: a real GET form to /lift-planner, so without JavaScript the server answers
 * it; with JavaScript every keystroke updates the answer at once. Each field's message sits right
 * under it. What a visitor types before the page's code runs (a slow phone) is kept.
 */

import { useEffect, useRef } from "react";
import type { PlannerType } from "../../../content/lift-planner/catalogue.ts";
import type { PlannerLanguage } from "../../../content/lift-planner/describe.ts";
import type { PlannerView } from "../../../content/lift-planner/view.ts";
import { fillText } from "../../../contracts/fill-text.ts";
import {
  type NumberField,
  PLANNER_FIELDS,
  PLANNER_NUMBERS,
  PLANNER_PATH,
  type PlannerField,
} from "../../../contracts/lift-planner.ts";
import { localizedPath } from "../../../contracts/locales.ts";
import "../../forms/forms.css";
import { PLANNER_IDS } from "./ids.ts";

/** The value a field of the form was rendered with: its attribute, which typing does not change. */
function renderedValue(control: HTMLInputElement | HTMLSelectElement): string {
  if (control instanceof HTMLInputElement) return control.defaultValue;
  return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? "";
}

/**
 * The fields are controlled by the planner's state, which starts from the URL. A value typed or
 * chosen before hydration is on screen but not in that state, and the next render would wipe it:
 * it is handed to `onValue` once, when the form hydrates.
 */
function useValuesTypedBeforeHydration(onValue: PlannerFormProps["onValue"]) {
  const form = useRef<HTMLFormElement>(null);
  const handOver = useRef(onValue);
  useEffect(() => {
    for (const field of PLANNER_FIELDS) {
      const control = form.current?.elements.namedItem(field);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue;
      if (control.value !== renderedValue(control)) handOver.current(field, control.value);
    }
  }, []);
  return form;
}

interface FieldProps {
  field: NumberField;
  label: string;
  hint?: string;
  /** "e.g. 8" */
  placeholder: string;
  view: PlannerView;
  onValue: (field: PlannerField, value: string) => void;
}

function NumberInput({ field, label, hint, placeholder, view, onValue }: FieldProps) {
  const id = PLANNER_IDS.field(field);
  const errorId = PLANNER_IDS.error(field);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={view.errors[field] ? true : undefined}
        name={field}
        className="field__control"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint ${errorId}` : errorId}
        value={view.input[field] ?? ""}
        onChange={(event) => onValue(field, event.target.value)}
      />
      <p id={errorId} className="field__error">
        {view.errors[field]}
      </p>
    </div>
  );
}

interface PlannerFormProps {
  types: PlannerType[];
  language: PlannerLanguage;
  view: PlannerView;
  onValue: (field: PlannerField, value: string) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

export function PlannerForm({
  types,
  language: { locale, texts },
  view,
  onValue,
  onSubmit,
}: PlannerFormProps) {
  const field = (name: NumberField, label: string, hint?: string) => (
    <NumberInput
      field={name}
      label={label}
      hint={hint}
      placeholder={fillText(texts.planner_example, { example: PLANNER_NUMBERS[name].example })}
      view={view}
      onValue={onValue}
    />
  );
  const typeId = PLANNER_IDS.field("type");
  const form = useValuesTypedBeforeHydration(onValue);
  return (
    <form
      ref={form}
      method="get"
      action={localizedPath(PLANNER_PATH, locale)}
      className="planner-form"
      aria-labelledby="planner-form-title"
      onSubmit={onSubmit}
    >
      <h2 id="planner-form-title" className="planner-form__title">
        {texts.planner_form_title}
      </h2>
      <div className="field">
        <label htmlFor={typeId} className="field__label">
          {texts.planner_type_label}
        </label>
        <select
          id={typeId}
          aria-invalid={view.errors.type ? true : undefined}
          name="type"
          className="field__control"
          aria-describedby={PLANNER_IDS.error("type")}
          value={view.typeValue}
          onChange={(event) => onValue("type", event.target.value)}
        >
          <option value="any">{texts.planner_type_any}</option>
          {types.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.name}
            </option>
          ))}
        </select>
        <p id={PLANNER_IDS.error("type")} className="field__error">
          {view.errors.type}
        </p>
      </div>
      <fieldset className="stack planner-form__group">
        <legend>{texts.planner_carry_legend}</legend>
        <div className="pair planner-form__pair">
          {field("persons", texts.planner_persons_label)}
          {field("load", texts.planner_load_label)}
        </div>
        <p id={PLANNER_IDS.capacity} className="planner-form__note">
          {view.capacity}
        </p>
      </fieldset>
      {field("stops", texts.planner_stops_label, texts.planner_stops_hint)}
      <fieldset className="stack planner-form__group">
        <legend>{texts.planner_space_legend}</legend>
        <div className="pair planner-form__pair">
          {field("shaftWidth", texts.planner_shaft_width_label)}
          {field("shaftDepth", texts.planner_shaft_depth_label)}
          {field("pit", texts.planner_pit_label, texts.planner_pit_hint)}
          {field("overhead", texts.planner_overhead_label, texts.planner_overhead_hint)}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary planner-form__submit">
        {texts.planner_submit}
      </button>
    </form>
  );
}
