/**
 * The planner's inputs: a real GET form to /lift-planner, so without JavaScript the server answers
 * it; with JavaScript every keystroke updates the answer at once. Each field's message sits right
 * under it.
 */

import type { PlannerType } from "../../../content/lift-planner/catalogue.ts";
import type { PlannerView } from "../../../content/lift-planner/view.ts";
import { PLANNER_NUMBERS, PLANNER_PATH, type PlannerField } from "../../../contracts/lift-planner.ts";
import "../../forms/forms.css";
import { PLANNER_IDS } from "./ids.ts";

type NumberField = Exclude<PlannerField, "type">;

interface FieldProps {
  field: NumberField;
  label: string;
  hint?: string;
  view: PlannerView;
  onValue: (field: PlannerField, value: string) => void;
}

function NumberInput({ field, label, hint, view, onValue }: FieldProps) {
  const id = PLANNER_IDS.field(field);
  const errorId = PLANNER_IDS.error(field);
  const spec = PLANNER_NUMBERS[field];
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
        placeholder={`e.g. ${spec.example}`}
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
  view: PlannerView;
  onValue: (field: PlannerField, value: string) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

export function PlannerForm({ types, view, onValue, onSubmit }: PlannerFormProps) {
  const field = (name: NumberField, label: string, hint?: string) => (
    <NumberInput field={name} label={label} hint={hint} view={view} onValue={onValue} />
  );
  const typeId = PLANNER_IDS.field("type");
  return (
    <form
      method="get"
      action={PLANNER_PATH}
      className="planner-form"
      aria-labelledby="planner-form-title"
      onSubmit={onSubmit}
    >
      <h2 id="planner-form-title" className="planner-form__title">
        Your building
      </h2>
      <div className="field">
        <label htmlFor={typeId} className="field__label">
          Lift type
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
          <option value="any">Any type</option>
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
        <legend>What it must carry: persons or load</legend>
        <div className="pair planner-form__pair">
          {field("persons", "Persons")}
          {field("load", "Load (kg)")}
        </div>
        <p id={PLANNER_IDS.capacity} className="planner-form__note">
          {view.capacity}
        </p>
      </fieldset>
      {field("stops", "Number of stops", "Floors the lift serves, ground floor included")}
      <fieldset className="stack planner-form__group">
        <legend>The space you have (optional, in mm)</legend>
        <div className="pair planner-form__pair">
          {field("shaftWidth", "Shaft width")}
          {field("shaftDepth", "Shaft depth")}
          {field("pit", "Pit depth", "Below the lowest floor")}
          {field("overhead", "Overhead", "Top floor level to shaft ceiling")}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary planner-form__submit">
        Show lifts that fit
      </button>
    </form>
  );
}
