/**
 * Texts a Gujarati or Hindi page may show exactly as the English one does: names of the company,
 * its models and its social profiles, the letters of a drawing, and units. Every other text of a translation must differ
 * from the English (translations.test.ts), so a text copied over untranslated is caught.
 */
export const KEPT_NAMES: ReadonlySet<string> = new Set([
  "Urdhva Elevators",
  "Urdhva",
  "Urdhva Elevators Pvt. Ltd. (sample)",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YouTube",
  // Customers quoted in the testimonials
  "Shreeji Developers",
  "Navkar Infra",
  // Suppliers in the About page's partner carousel
  "Kestrelon Drives",
  "Orbitek Controls",
  "Vajrakor Rails",
  "Nilambra Glassworks",
  "Setuvan Motion",
  "Tarangix Cables",
  "Anvilore Steelcraft",
  "Prismade Panels",
  // The mail provider named in the privacy notice
  "Sample Mail Services (sample)",
  // The letters that name the dimensions on the capsule lift's drawing.
  ..."ABCDEFGHI",
]);
