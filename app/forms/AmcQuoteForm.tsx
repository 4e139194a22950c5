/**
 * The AMC quote request (`/amc-quote`): the customer's lifts, the cover they want and how to reach
 * them. The lift types' names come from the page (its loader names them in the page's language,
 * content/planner-names.ts), so the form carries no type texts of its own.
 */

import type { LiftType } from "../../content/lift-types.ts";
import {
  AMC_COVERS,
  AMC_MAX_LENGTH,
  type AmcCover,
  LIFT_TYPES,
} from "../../contracts/leads/amc-quote-fields.ts";
import { AMC_COVER_NAMES } from "../../contracts/leads/form-texts/amc-cover-names.ts";
import { amcQuoteTexts } from "../../contracts/leads/form-texts/amc-quote.ts";
import { type Message, textsIn } from "../../contracts/leads/form-texts/texts.ts";
import type { Locale } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { Icon } from "../components/Icon.tsx";
import { useLocale } from "../i18n.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import { useField } from "./form-context.ts";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { LeadEmailField, LeadMobileField, LeadNameField, TextField } from "./text-fields.tsx";
import "./amc-quote-form.css";

/** Each lift type's name in the page's language. */
export type LiftTypeNames = Readonly<Record<LiftType, string>>;

interface AmcQuoteFormProps extends LeadFormProps {
  /** From the page's loader; without them (never on the site) the options show their values. */
  liftTypeNames: LiftTypeNames | undefined;
}

/** The labels of the form's own fields (the shared ones, name to email, are in labels.ts). */
const AMC_FIELD_LABELS: Readonly<Record<string, Message>> = {
  liftCount: m.amc_field_lift_count,
  liftType: m.amc_field_lift_type,
  stops: m.amc_field_stops,
  make: m.amc_field_make,
  yearInstalled: m.amc_field_year_installed,
  currentMaintainer: m.amc_field_current_maintainer,
  cover: m.amc_field_cover,
  site: m.amc_field_site,
  city: m.amc_field_city,
};

/** The form's own fields' labels in `locale` (also for the send page's summary of a refusal). */
export const amcFieldLabels = (locale: Locale): Readonly<Record<string, string>> =>
  textsIn(AMC_FIELD_LABELS, locale);

/** Each cover's name and the one sentence on what it includes. */
const COVER_TEXTS: Readonly<Record<AmcCover, { name: Message; text: Message }>> = {
  comprehensive: { name: AMC_COVER_NAMES.comprehensive, text: m.amc_cover_comprehensive_text },
  "semi-comprehensive": {
    name: AMC_COVER_NAMES["semi-comprehensive"],
    text: m.amc_cover_semi_comprehensive_text,
  },
  "non-comprehensive": {
    name: AMC_COVER_NAMES["non-comprehensive"],
    text: m.amc_cover_non_comprehensive_text,
  },
};

export function AmcQuoteForm({ liftTypeNames, ...form }: AmcQuoteFormProps) {
  const locale = useLocale();
  const options = { locale };
  return (
    <LeadFormShell
      kind="amcQuote"
      form={form}
      variant="columns"
      className="lead-form--amc"
      texts={amcQuoteTexts}
      notice={m.amc_form_privacy_notice}
      ownLabels={amcFieldLabels(locale)}
    >
      <TextField name="liftCount" required inputMode="numeric" maxLength={4} autoComplete="off" />
      <FieldFrame name="liftType" required>
        {(control) => (
          <div className="field__select">
            <select className="field__control" defaultValue="" {...control}>
              <option value="">{m.amc_placeholder_lift_type({}, options)}</option>
              {LIFT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {liftTypeNames?.[type] ?? type}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" size={18} className="field__select-icon" />
          </div>
        )}
      </FieldFrame>
      <TextField
        name="stops"
        required
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        hint={m.amc_hint_stops({}, options)}
      />
      <TextField
        name="yearInstalled"
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        placeholder={m.amc_placeholder_year({}, options)}
      />
      <TextField
        name="make"
        maxLength={AMC_MAX_LENGTH.make}
        placeholder={m.amc_placeholder_make({}, options)}
      />
      <TextField
        name="currentMaintainer"
        maxLength={AMC_MAX_LENGTH.currentMaintainer}
        placeholder={m.amc_placeholder_maintainer({}, options)}
      />
      <CoverField />
      <TextField
        name="site"
        required
        maxLength={AMC_MAX_LENGTH.site}
        placeholder={m.amc_placeholder_site({}, options)}
      />
      <TextField
        name="city"
        required
        autoComplete="address-level2"
        maxLength={AMC_MAX_LENGTH.city}
        placeholder={m.amc_placeholder_city({}, options)}
      />
      <LeadNameField />
      <LeadMobileField />
      <LeadEmailField />
    </LeadFormShell>
  );
}

/** The three covers as cards: each radio is named by its cover and described by its one sentence. */
function CoverField() {
  const { id, error, errorId, label, value, locale } = useField("cover");
  return (
    <fieldset
      id={id}
      className={`field field--wide amc-covers${error ? " field--invalid" : ""}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className="amc-covers__options">
        {AMC_COVERS.map((cover) => {
          const texts = COVER_TEXTS[cover];
          return (
            <div key={cover} className="amc-cover">
              <input
                type="radio"
                id={`${id}-${cover}`}
                name="cover"
                value={cover}
                required
                defaultChecked={value === cover}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-${cover}-text`}
              />
              <label className="amc-cover__name" htmlFor={`${id}-${cover}`}>
                {texts.name({}, { locale })}
              </label>
              <p className="amc-cover__text" id={`${id}-${cover}-text`}>
                {texts.text({}, { locale })}
              </p>
            </div>
          );
        })}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          <Icon name="close" size={16} className="field__error-icon" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
