/** Schemas of the product collections: doors (content/doors.ts), cabins and the elevators gallery. */
import { z } from "zod";
import { TAKEN_FIRST_SEGMENTS } from "../contracts/page-routes.ts";
import { entryKey, picture } from "./schema-parts.ts";
import { headingText, internalPath, nameText, pagePath, slug, text } from "./schemas.ts";

export const doorSchema = z.object({
  id: entryKey("door", slug),
  name: nameText.describe("Name of the finish, the card's heading on /door-design and /doors"),
  ...picture("Photo or drawing of the door (480 x 640)"),
  description: text.min(60).describe("A few sentences about the finish and where it suits"),
  material: z.literal("304 SS").describe("Steel grade, shown as a badge; every door is 304 stainless steel"),
  opening: text.describe('Opening type as quoted on our drawings ("Centre opening"…)'),
});
export type Door = z.infer<typeof doorSchema>;

/** What every door includes, on /door-design (content/doors.ts). */
export const doorStandardSchema = z.object({
  title: headingText.describe("The equipment in a few words"),
  text: text.describe("One or two sentences about it"),
});

export const cabinSpecificationSchema = z.object({
  label: z.enum(["Wall", "Corner", "Ceiling", "Flooring"]).describe("The part of the cabin"),
  value: text.describe("Its finish"),
});
export type CabinSpecification = z.infer<typeof cabinSpecificationSchema>;

/** Why a design's slug is refused when a page of the site already has its path. */
export const takenSlugMessage = (taken: string) =>
  `/${taken} is already the address of another page of the site: choose another slug for this design.`;

/** A design's slug: its page is /<slug>, so it may not start a path the site answers already. */
const designSlug = slug.refine((value) => !TAKEN_FIRST_SEGMENTS.has(value), {
  error: (issue) => takenSlugMessage(String(issue.input)),
});

export const cabinSchema = z.object({
  slug: designSlug.describe("Unique key of the design; its page is at /<slug>"),
  path: pagePath.describe("The design's page, /<slug>"),
  title: nameText.describe("Name of the design: cards, page title"),
  headerTitle: headingText.describe("Title in the page's banner"),
  ...picture("Picture of the cabin (600 x 800)"),
  teaser: text.max(70).describe("One line for cards (other cabins, 'Other Services' carousel)"),
  metaDescription: text.min(50).max(170).describe("Search result snippet of the design's page"),
  description: z.array(text.min(60)).min(1).describe("Paragraphs of the description on the design's page"),
  specifications: z
    .array(cabinSpecificationSchema)
    .min(4)
    .optional()
    .describe("Specification list of finishes; left out for designs made to order"),
});
export type Cabin = z.infer<typeof cabinSchema>;

export const galleryItemSchema = z.object({
  id: entryKey("item", slug),
  name: nameText.describe("Kind of installation, the card's heading"),
  ...picture("Picture (800 x 600)"),
  details: text.min(60).describe("Shown on hover, on keyboard focus and (on phones) below the image"),
  facts: z.array(text).min(2).describe("Short facts: capacity, speed, stops"),
  href: internalPath.describe("The page with more about this kind of lift"),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
