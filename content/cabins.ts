/** The eight cabin designs (SPEC 2.9): image, title, description and optional specification list. */
export interface CabinSummary {
  slug: string;
  path: string;
  title: string;
  metaDescription: string;
}

export const cabins = [
  {
    slug: "woodland-alpha",
    title: "Woodland Alpha",
    metaDescription:
      "Woodland Alpha lift cabin: warm wood-grain walls, stainless corners, LED panel ceiling and granite floor.",
  },
  {
    slug: "platinum-signet",
    title: "Platinum Signet",
    metaDescription:
      "Platinum Signet lift cabin: platinum hairline stainless steel walls with a mirror ceiling.",
  },
  {
    slug: "adenium-aura",
    title: "Adenium Aura",
    metaDescription:
      "Adenium Aura lift cabin: rose-gold etched stainless steel panels with soft ambient lighting.",
  },
  {
    slug: "formonic-luxuria",
    title: "Formonic Luxuria",
    metaDescription: "Formonic Luxuria lift cabin: gold mirror stainless steel with black glass accents.",
  },
  {
    slug: "formonic-iris",
    title: "Formonic Iris",
    metaDescription: "Formonic Iris lift cabin: a glass back wall with an iris light pattern.",
  },
  {
    slug: "formonic-imperia",
    title: "Formonic Imperia",
    metaDescription: "Formonic Imperia lift cabin: champagne stainless steel with a marble floor.",
  },
  {
    slug: "formonic-scarlet",
    title: "Formonic Scarlet",
    metaDescription: "Formonic Scarlet lift cabin: bold scarlet accent panels on brushed steel.",
  },
  {
    slug: "pinwheel-sky",
    title: "Pinwheel Sky",
    metaDescription: "Pinwheel Sky lift cabin: a sky-blue ceiling with a pinwheel light pattern.",
  },
].map((cabin) => ({ ...cabin, path: `/${cabin.slug}` })) satisfies CabinSummary[];

export function cabinByPath(path: string) {
  return cabins.find((cabin) => cabin.path === path);
}
