/**
 * Every visitor-facing text of the service desk, in the site's three languages: a flat record of
 * key -> text per language, `{name}` for a value filled in by `fillText`. A key missing in one
 * language is a type error.
 */
import type { Locale } from "./locales.ts";

const en = {
  accepted: "Service request {ticket} received. Keep your tracking link to follow it.",
};

export type ServiceTextKey = keyof typeof en;

export const SERVICE_TEXTS: Readonly<Record<Locale, Readonly<Record<ServiceTextKey, string>>>> = {
  en,
  gu: {
    accepted: "સર્વિસ વિનંતી {ticket} મળી ગઈ છે. તેનું સ્ટેટસ જોવા તમારી ટ્રેકિંગ લિંક સાચવી રાખો.",
  },
  hi: {
    accepted: "सर्विस अनुरोध {ticket} मिल गया है। इसका स्टेटस देखने के लिए अपनी ट्रैकिंग लिंक संभाल कर रखें।",
  },
};

/** `text` with each `{name}` replaced by `values[name]` (a name without a value stays as written). */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
