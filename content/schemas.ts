/**
 * Field schemas shared by every content collection (text, paths, images, dates, contacts). Each
 * collection's own schema sits in a `*.schema.ts` file beside its data, and content/validate.ts
 * lists them all: a bad entry fails the build with a message naming the collection, entry and field.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DRAWING_PATH, PHOTO_PREFIX, photoRefOf } from "./image-ref.ts";

const IMAGES_DIR = path.resolve(import.meta.dirname, "images");

export const text = z.string().trim().min(1);

/**
 * A short text no longer than what the design fits on a phone. Measured at 375 px on the About
 * page: a section's eyebrow holds 31 characters a line, its heading 20, a counter's label 15. So a
 * heading of 80 characters is four lines there, an eyebrow or a label of 40 two or three, a name of
 * 60 (a person, a company, a finish) two lines of a card's heading. Long texts (answers, paragraphs,
 * articles) have no such limit.
 */
const shortText = (max: number) =>
  text.max(max, `Keep it to ${max} characters: a longer one does not fit on a phone's screen.`);
/** A small line above a heading. */
export const eyebrowText = shortText(40);
/** A page's, section's or card's heading. */
export const headingText = shortText(80);
/** A link's or button's words, what a number counts, a tag. */
export const labelText = shortText(40);
/** A person's, company's or thing's name. */
export const nameText = shortText(60);
/** A path of the site ("/about-us", "/faq#warranty"). */
const sitePath = z
  .string()
  .trim()
  .regex(/^\/[a-z0-9\-/#]*$/, "must be an internal path like /about-us");
/**
 * A link to a page of the site, marked `meta.link`: every save finds the links of a document by
 * it (content/links.ts) and refuses one to a page the site does not have.
 */
export const internalPath = sitePath.meta({ link: true });
/** The path a page is served at (an elevator type's, a cabin design's): where a page is, not a link. */
export const pagePath = sitePath;
/** A drawing: a file under content/images that exists. */
export const drawingRef = z
  .string()
  .regex(DRAWING_PATH, "must be a path under content/images")
  .refine((file) => existsSync(path.join(IMAGES_DIR, file)), {
    message: "image file does not exist under content/images",
  });
/**
 * A content image: a drawing (`drawingRef`), or a photograph the company uploaded with the drawing
 * it replaced (content/image-ref.ts). The editor shows it with its picture and photo buttons
 * (`meta.image`).
 */
export const imageRef = z
  .string()
  .superRefine((ref, context) => {
    const photo = ref.startsWith(PHOTO_PREFIX) ? photoRefOf(ref) : undefined;
    if (ref.startsWith(PHOTO_PREFIX) && !photo) {
      context.addIssue({ code: "custom", message: "must be photo:<the photo's id>, then |<a drawing>" });
      return;
    }
    const drawing = photo ? photo.drawing : ref;
    if (drawing === undefined) return;
    const problem = drawingRef.safeParse(drawing).error?.issues[0]?.message;
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .meta({ image: true });
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((date) => {
    const day = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
  }, "must be a real date");
/** A web address visitors follow: https only (never http, `javascript:` or `data:`). */
export const webAddress = z.url({ protocol: /^https$/, error: "must be a web address starting https://" });
/** The site's own address, as it is deployed: https, or http for a site tried out on one machine. */
export const siteAddress = z.url({
  protocol: /^https?$/,
  error: "must be a web address starting https:// or http://",
});
export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time written HH:MM");
export const phone = z.string().regex(/^\+91 \d{5} \d{5}$/, "must be displayed as +91 XXXXX XXXXX");
export const tel = z.string().regex(/^\+91\d{10}$/, "must be +91 followed by 10 digits");
export const email = z.email();
export const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");
/** A path inside the site or a section of the home page ("#services"). */
export const homeHref = z.union([internalPath, z.string().regex(/^#[a-z-]+$/, "must be #section-id")], {
  error: "must be a page like /about-us or a section like #services",
});

/**
 * A list of `item`s where no two share their `key` (an id, a slug): the second one's `key` is the
 * error, "duplicate id" ("duplicate slug").
 */
export const listWithUniqueKeys = <Key extends string, Item extends z.ZodType<Record<Key, string>>>(
  item: Item,
  key: Key,
) =>
  z.array(item).superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((entry, index) => {
      if (seen.has(entry[key]))
        context.addIssue({ code: "custom", path: [index, key], message: `duplicate ${key}` });
      seen.add(entry[key]);
    });
  });

/** A list of `item`s where no two share an id (the second one's `id` is the error). */
export const listWithUniqueIds = <Item extends z.ZodType<{ id: string }>>(item: Item) =>
  listWithUniqueKeys(item, "id");
