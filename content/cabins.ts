/**
 * The cabin designs: image, title, description and, for five of them, a
 * Specification list of finishes. Formonic Iris, Formonic Scarlet and Pinwheel Sky are made to order
 * and have no fixed list. Gujarati and Hindi texts: content/locales/<language>/cabins.ts (the
 * designs' names stay as they are).
 */
import { cabins as gu } from "./locales/gu/cabins.ts";
import { cabins as hi } from "./locales/hi/cabins.ts";
import { type Localized, localized, type Translation } from "./localize.ts";
import type { Cabin, CabinSpecification } from "./products.schema.ts";

export type { Cabin, CabinSpecification } from "./products.schema.ts";

/** The specification list of finishes, in the order the page shows it. */
function specification(finishes: {
  wall: string;
  corner: string;
  ceiling: string;
  flooring: string;
}): CabinSpecification[] {
  return [
    { label: "Wall", value: finishes.wall },
    { label: "Corner", value: finishes.corner },
    { label: "Ceiling", value: finishes.ceiling },
    { label: "Flooring", value: finishes.flooring },
  ];
}

/**
 * The designs. Each one's banner title (its title), picture (cabins/<slug>.svg) and page (/<slug>)
 * are added from its title and slug below.
 */
const designs: Omit<Cabin, "path" | "image" | "headerTitle">[] = [
  {
    slug: "woodland-alpha",
    title: "Woodland Alpha",
    alt: "Lift cabin with walnut wood-grain walls, a steel handrail and a dark granite floor",
    teaser: "Warm walnut wood-grain walls with a granite floor",
    metaDescription:
      "Woodland Alpha lift cabin: warm wood-grain walls, stainless corners, LED panel ceiling and granite floor.",
    description: [
      "Woodland Alpha brings the warmth of a wooden interior into the lift car. Walnut wood-grain panels line the walls, framed by brushed stainless steel corners that take the knocks of daily use, and a flat LED ceiling lights the car evenly without glare.",
      "It is our most popular choice for bungalows, villas and boutique apartments, where the lift should feel like part of the home rather than a machine. The laminated panels are fire-retardant and wipe clean with a damp cloth.",
    ],
    specifications: specification({
      wall: "Walnut wood-grain laminated panels on a steel frame",
      corner: "304 SS hairline corner profiles",
      ceiling: "Flat LED panel ceiling in a hairline SS frame",
      flooring: "Black granite, 20 mm, flamed anti-skid finish",
    }),
  },
  {
    slug: "platinum-signet",
    title: "Platinum Signet",
    alt: "Lift cabin in platinum hairline stainless steel with a mirror panel on the rear wall",
    teaser: "Platinum hairline steel with a mirror rear panel",
    metaDescription:
      "Platinum Signet lift cabin: platinum hairline stainless steel walls with a mirror ceiling.",
    description: [
      "Platinum Signet is a clean, corporate cabin in platinum hairline stainless steel. A mirror panel on the rear wall makes the car feel larger and helps wheelchair users see behind them when reversing out.",
      "The hairline grain hides fingerprints and light scratches, so it suits offices, hotels and residential towers with heavy traffic and a housekeeping team that cannot polish the car every hour.",
    ],
    specifications: specification({
      wall: "Platinum hairline 304 SS with a mirror SS panel on the rear wall",
      corner: "Mirror 304 SS corner strips",
      ceiling: "Mirror SS ceiling with recessed LED spotlights",
      flooring: "Charcoal anti-skid vinyl tiles, 3 mm",
    }),
  },
  {
    slug: "adenium-aura",
    title: "Adenium Aura",
    alt: "Lift cabin with rose-gold etched steel panels, a warm light cove and a pale marble floor",
    teaser: "Rose-gold etched steel under soft ambient light",
    metaDescription:
      "Adenium Aura lift cabin: rose-gold etched stainless steel panels with soft ambient lighting.",
    description: [
      "Adenium Aura pairs rose-gold etched stainless steel panels with a soft cove of warm light. The etched pattern catches the light as the car moves, and the pale marble-look floor keeps the space bright.",
      "It matches our Rose Gold Mirror Etched landing door, so the lift looks like one piece from the lobby to the car. Architects choose it for premium residences, salons and hospitality projects.",
    ],
    specifications: specification({
      wall: "Rose-gold PVD etched 304 SS panels",
      corner: "Rose-gold mirror SS corner profiles",
      ceiling: "Rose-gold framed ceiling with a warm-white LED cove",
      flooring: "Ivory marble-finish vitrified tiles, anti-skid",
    }),
  },
  {
    slug: "formonic-luxuria",
    title: "Formonic Luxuria",
    alt: "Lift cabin with gold mirror steel panels between black glass side walls and a marble floor",
    teaser: "Gold mirror steel framed by black glass",
    metaDescription: "Formonic Luxuria lift cabin: gold mirror stainless steel with black glass accents.",
    description: [
      "Formonic Luxuria is the statement cabin of our range. Gold mirror stainless steel panels sit between black back-painted glass side walls, with a gold ceiling and a pale marble floor that reflects the light.",
      "It is built for five-star hotels, jewellery showrooms and luxury residences. The glass is toughened and laminated, and all edges are capped in steel so the car stays safe as well as striking.",
    ],
    specifications: specification({
      wall: "Gold mirror PVD 304 SS centre panels with black back-painted toughened glass side panels",
      corner: "Gold titanium hairline SS corner profiles",
      ceiling: "Gold mirror SS ceiling with recessed LED downlights",
      flooring: "Ivory Italian marble, 18 mm",
    }),
  },
  {
    slug: "formonic-iris",
    title: "Formonic Iris",
    alt: "Lift cabin with a glass rear wall printed with a light blue iris pattern",
    teaser: "A patterned glass rear wall in cool blue",
    metaDescription: "Formonic Iris lift cabin: a glass back wall with an iris light pattern.",
    description: [
      "Formonic Iris is built around a glass rear wall printed with a soft iris pattern in cool blue and green. The side walls are plain hairline steel, so the glass panel is the one feature you notice as the doors open.",
      "Every Iris cabin is made to order: we print the glass to your colours, logo or artwork and choose the steel, ceiling and floor with you, so there is no fixed specification. Ask us for a rendering before you decide.",
    ],
  },
  {
    slug: "formonic-imperia",
    title: "Formonic Imperia",
    alt: "Lift cabin in champagne stainless steel with linear ceiling lights and a beige marble floor",
    teaser: "Champagne steel with linear lights and a marble floor",
    metaDescription: "Formonic Imperia lift cabin: champagne stainless steel with a marble floor.",
    description: [
      "Formonic Imperia wraps the car in champagne stainless steel, a soft metallic tone that sits well with beige stone and wooden lobbies. Linear LED strips in the ceiling give even light and a sense of height.",
      "It suits upscale apartments, corporate offices and banquet halls where the lift should feel elegant without being loud.",
    ],
    specifications: specification({
      wall: "Champagne hairline PVD 304 SS panels",
      corner: "Champagne mirror SS corner profiles",
      ceiling: "Linear LED strip ceiling in a champagne SS frame",
      flooring: "Beige marble with a dark border inlay",
    }),
  },
  {
    slug: "formonic-scarlet",
    title: "Formonic Scarlet",
    alt: "Lift cabin in brushed steel with bold scarlet red accent panels",
    teaser: "Brushed steel with bold scarlet accents",
    metaDescription: "Formonic Scarlet lift cabin: bold scarlet accent panels on brushed steel.",
    description: [
      "Formonic Scarlet sets bold scarlet panels against brushed stainless steel. It is a cabin for brands: restaurants, retail stores, showrooms and offices that want the lift in their own colours.",
      "The accent panels are finished to order in the shade you choose, so Scarlet has no fixed specification; our design team prepares a colour proof and a drawing for your approval before production.",
    ],
  },
  {
    slug: "pinwheel-sky",
    title: "Pinwheel Sky",
    alt: "Lift cabin with a sky-blue ceiling light shaped like a pinwheel above steel walls",
    teaser: "A sky-blue pinwheel light in the ceiling",
    metaDescription: "Pinwheel Sky lift cabin: a sky-blue ceiling with a pinwheel light pattern.",
    description: [
      "Pinwheel Sky puts the design overhead: a sky-blue ceiling with a pinwheel light pattern that makes a small car feel open. The walls stay in plain hairline steel, easy to keep clean.",
      "It is a favourite for schools, clinics and family homes. The ceiling is designed for each project, so Pinwheel Sky has no fixed specification; tell us your car size and we will send a layout.",
    ],
  },
];

export const cabins: Cabin[] = designs.map((design) => ({
  ...design,
  headerTitle: design.title,
  image: `cabins/${design.slug}.svg`,
  path: `/${design.slug}`,
}));

/** A design's texts in another language: everything but its name, which is the same in every language. */
export type CabinTexts = Translation<Omit<Cabin, "title" | "headerTitle">>;

/** The designs in a page's language. */
export const cabinsIn: Localized<Cabin[]> = localized<Cabin[], CabinTexts[]>("cabins", cabins, {
  gu,
  hi,
});
