/** Partner and supplier logos for the About page's partner carousel. */
import type { Partner } from "./info.schema.ts";

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
