/**
 * The AMC quote request (`/amc-quote`): the customer's lifts, the cover they want and how to reach
 * them. The lift types' names come from the page (its loader names them in the page's language,
 * content/planner-names.ts), so the form carries no type texts of its own.
 */

import type { LiftType } from "../../content/lift-types.ts";
import { AMC_COVERS, AMC_MAX_LENGTH, type AmcCover, LIFT_TYPES } from "../../contracts/amc-quote-fields.ts";
import type { Message } from "../../contracts/lead-texts.ts";
import { amcQuoteNotice } from "../../contracts/privacy-notices/amc-quote.ts";
import { Icon } from "../components/Icon.tsx";
import { useLocale } from "../i18n.ts";
import { m } from "../paraglide/messages.js";
import { SelectField } from "./choice-fields.tsx";
import { useField } from "./form-context.ts";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { EmailField, MobileField, NameField, TextField } from "./text-fields.tsx";
import "./amc-quote-form.css";

/** Each lift type's name in the page's language. */
export type LiftTypeNames = Readonly<Record<LiftType, string>>;

interface AmcQuoteFormProps extends LeadFormProps {
  /** From the page's loader; without them (never on the site) the options show their values. */
  liftTypeNames: LiftTypeNames | undefined;
}

/** Each cover's name and the one sentence on what it includes. */
const COVER_TEXTS: Readonly<Record<AmcCover, { name: Message; text: Message }>> = {
  comprehensive: { name: m.amc_cover_comprehensive, text: m.amc_cover_comprehensive_text },
  "semi-comprehensive": { name: m.amc_cover_semi_comprehensive, text: m.amc_cover_semi_comprehensive_text },
  "non-comprehensive": { name: m.amc_cover_non_comprehensive, text: m.amc_cover_non_comprehensive_text },
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
      notice={amcQuoteNotice}
    >
      <TextField name="liftCount" required inputMode="numeric" maxLength={4} autoComplete="off" />
      <SelectField
        name="liftType"
        required
        options={LIFT_TYPES.map((type) => ({ value: type, label: liftTypeNames?.[type] ?? type }))}
        placeholder={m.amc_placeholder_lift_type({}, options)}
      />
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
      <NameField />
      <MobileField />
      <EmailField />
    </LeadFormShell>
  );
}

/** The three covers as cards: each radio is named by its cover and described by its one sentence. */
function CoverField() {
  const { id, error, errorId, label, value, locale } = useField("cover");
  return (
    <fieldset
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
