/**
 * Field schemas shared by every content collection (text, paths, images, dates, contacts) and the
 * elevator type pages' schema. Each collection's own schema sits in a `*.schema.ts` file beside
 * its data, and content/validate.ts lists them all: a bad entry fails the build with a message
 * naming the collection, entry and field.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const IMAGES_DIR = path.resolve(import.meta.dirname, "images");

export const text = z.string().trim().min(1);
export const internalPath = z.string().regex(/^\/[a-z0-9\-/#]*$/, "must be an internal path like /about-us");
/** A file under content/images that exists. */
export const imageRef = z
  .string()
  .regex(/^[a-z0-9\-/]+\.(svg|png|jpe?g|webp|avif)$/, "must be a path under content/images")
  .refine((file) => existsSync(path.join(IMAGES_DIR, file)), {
    message: "image file does not exist under content/images",
  });
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
export const time = z.string().regex(/^\d{2}:\d{2}$/, "must be a 24-hour time written HH:MM");
export const phone = z.string().regex(/^\+91 \d{5} \d{5}$/, "must be displayed as +91 XXXXX XXXXX");
export const tel = z.string().regex(/^\+91\d{10}$/, "must be +91 followed by 10 digits");
export const email = z.email();
export const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");
/** A path inside the site or a section of the home page ("#services"). */
export const homeHref = z.union([internalPath, z.string().regex(/^#[a-z-]+$/, "must be #section-id")]);

const dimensionTableSchema = z
  .object({
    title: text,
    caption: text,
    headers: z.array(text).min(3),
    rows: z.array(z.array(z.union([text, z.number().positive()]))).min(2),
  })
  .refine((table) => table.rows.every((row) => row.length === table.headers.length), {
    message: "every row needs one cell per header",
  });

export const elevatorTypeSchema = z.object({
  slug: z.enum(["capsule", "passenger", "hospital", "hydraulic", "home", "goods"]),
  path: internalPath,
  name: text,
  headerTitle: text,
  tagline: text,
  metaTitle: text.max(80),
  metaDescription: text.min(50).max(170),
  mainContent: z.array(text.min(60)).min(2),
  highlights: z.array(z.object({ value: text, label: text })).min(3),
  slides: z
    .array(
      z.object({
        caption: text,
        images: z.tuple([z.object({ src: imageRef, alt: text }), z.object({ src: imageRef, alt: text })]),
      }),
    )
    .length(4, "SPEC 9: four slides"),
  leftContent: z.object({
    title: text,
    lists: z.array(z.object({ title: text, items: z.array(text).min(2) })).min(1),
  }),
  dimensions: z.object({
    intro: text,
    tables: z.array(dimensionTableSchema).min(1),
    legend: z.array(z.object({ key: text, meaning: text })),
    note: text,
  }),
});
