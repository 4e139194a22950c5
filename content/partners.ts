/** Partner and supplier logos for the About page's partner carousel, in every language (`partnersIn`). */
import type { Partner } from "./info.schema.ts";
import { partners as gu } from "./locales/gu/partners.ts";
import { partners as hi } from "./locales/hi/partners.ts";
import { type Localized, localized, type Translation } from "./localize.ts";

export type { Partner };
export const partners: Partner[] = [
  { name: "Kestrelon Drives", supplies: "traction machines and VVVF drives", logo: "partners/partner-1.svg" },
  { name: "Orbitek Controls", supplies: "PLC controllers", logo: "partners/partner-2.svg" },
  { name: "Vajrakor Rails", supplies: "T-section guide rails", logo: "partners/partner-3.svg" },
  { name: "Nilambra Glassworks", supplies: "toughened cabin glass", logo: "partners/partner-4.svg" },
  { name: "Setuvan Motion", supplies: "door operators", logo: "partners/partner-5.svg" },
  { name: "Tarangix Cables", supplies: "travelling cables", logo: "partners/partner-6.svg" },
  { name: "Anvilore Steelcraft", supplies: "304 stainless steel sheet", logo: "partners/partner-7.svg" },
  { name: "Prismade Panels", supplies: "cabin wall panels", logo: "partners/partner-8.svg" },
];

export type PartnersTexts = Translation<Partner[]>;

/** The partners in a page's language: their names as they are, what they supply translated. */
export const partnersIn: Localized<Partner[]> = localized("partners", partners, { gu, hi });
