/**
 * Groups of fields that several collection schemas share: an entry's key, a picture with its alt
 * text, an icon, a link to a page. Each part keeps the notes (`.describe()`) an editor sees on the field and
 * takes the words that differ per collection as arguments.
 */
import { z } from "zod";
import { imageRef, internalPath, labelText, slug, text } from "./schemas.ts";

/**
 * The entry's unique key, e.g. `entryKey("card")` is described as "Unique key of the card: …". Its
 * translations follow the item by it, so the hint says what changing it does.
 */
export const entryKey = (of: string, format: z.ZodString = slug) =>
  format.describe(
    `Unique key of the ${of}: lowercase letters, digits and dashes. Its Gujarati and Hindi texts are kept by this key: a new key starts them again, so change it only to start afresh.`,
  );

/**
 * A picture (a photo, or a drawing under content/images) and its alt text, to spread into an
 * entry's fields: `...picture("Portrait", "portrait")` gives `image` ("Portrait: a photo, or a
 * drawing's path under content/images") and `alt` ("Alt text of the portrait").
 */
export const picture = (what: string, altOf = "image") => ({
  image: imageRef.describe(`${what}: upload a photo or choose one`),
  alt: text.describe(`Alt text of the ${altOf}`),
});

/** One of the named icons of app/components/Icon.tsx, with where the entry shows it. */
export const icon = <const Names extends readonly [string, ...string[]]>(names: Names, shown: string) =>
  z.enum(names).describe(`${shown} (app/components/Icon.tsx)`);

/** A link to a page inside the site. */
export const pageLinkSchema = z.object({
  label: labelText.describe("Link text"),
  href: internalPath.describe("Page inside the site"),
});
