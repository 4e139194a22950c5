/**
 * A lead's field as the company reads it, in English (the inbox and the company's notification):
 * a choice stored as a code (the AMC quote's lift type and cover) by the name the English form
 * showed; anything else as sent. The export and the JSON API keep the codes.
 */
import { isLiftType } from "../../content/lift-types.ts";
import { plannerNamesIn } from "../../content/planner-names.ts";
import type { AmcCover } from "../../contracts/leads/amc-quote-fields.ts";
import { AMC_COVER_NAMES } from "../../contracts/leads/form-texts/amc-cover-names.ts";
import type { LeadKind } from "../../contracts/leads/forms.ts";
import type { NewLead } from "../db/leads.ts";

/** A lead's fields by name, for code that walks the field labels of LEAD_FORMS (all are text). */
export function leadFields(lead: NewLead): Readonly<Partial<Record<string, string>>> {
  return lead.data;
}

const isCover = (value: string): value is AmcCover => Object.hasOwn(AMC_COVER_NAMES, value);

/** The text of `value`, sent in `field` of a lead of `kind`; "" for nothing. */
export function fieldValueText(kind: LeadKind, field: string, value: unknown): string {
  if (value === undefined || value === null) return "";
  const text = String(value);
  if (kind !== "amcQuote") return text;
  if (field === "liftType" && isLiftType(text)) return plannerNamesIn("en").types[text].name;
  if (field === "cover" && isCover(text)) return AMC_COVER_NAMES[text]({}, { locale: "en" });
  return text;
}
