/**
 * Schemas of every content collection. `validateContent()` (content/validate.ts) runs them when a
 * build starts; a bad entry fails the build with a message naming the collection, entry and field.
 * Add a schema here whenever you add a collection.
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
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);
const phone = z.string().regex(/^\+91 \d{5} \d{5}$/, "must be displayed as +91 XXXXX XXXXX");
const tel = z.string().regex(/^\+91\d{10}$/, "must be +91 followed by 10 digits");
const email = z.string().email();

export const companySchema = z.object({
  name: text,
  shortName: text,
  legalName: text,
  tagline: text,
  foundedYear: z.number().int().min(1900).max(2100),
  logo: imageRef,
  logoOnDark: imageRef,
  siteUrl: z.string().url(),
  phones: z.record(z.string(), z.object({ label: text, display: phone, tel })),
  whatsapp: z.object({ display: phone, number: z.string().regex(/^91\d{10}$/) }),
  emails: z.record(z.string(), email),
  headOffice: z.object({
    name: text,
    street: text,
    city: text,
    region: text,
    postalCode: text,
    country: text,
  }),
  branches: z
    .array(z.object({ city: text, street: text, postalCode: text, phone, tel, email }))
    .length(5, "SPEC 2.6 lists five branches"),
  hours: z
    .array(
      z.object({
        days: text,
        opens: time.nullable(),
        closes: time.nullable(),
        schemaDays: z.array(text).min(1),
      }),
    )
    .min(1),
  social: z.array(z.object({ name: text, href: z.string().url() })),
  footerTags: z.array(text),
});

export const pageMetaSchema = z.object({
  path: internalPath,
  title: text.max(80, "keep titles under 80 characters"),
  description: text.min(50).max(170, "keep descriptions between 50 and 170 characters"),
  ogImage: z.string().regex(/^\/og\/[a-z-]+\.png$/),
});

export const blogSummarySchema = z.object({
  id: z.string().regex(/^\d+$/),
  title: text,
  summary: text,
  image: imageRef,
  imageAlt: text,
  published: isoDate,
});

// Info pages (about, FAQ, career, certification)
export const counterSchema = z.object({
  id: text,
  value: z.number().int().positive(),
  suffix: z.string(),
  label: text,
});

export const faqGroupSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  faqs: z
    .array(
      z.object({
        question: text.max(160),
        answer: text.min(40),
        link: z.object({ label: text, href: internalPath }).optional(),
      }),
    )
    .min(3),
});

export const partnerSchema = z.object({ name: text, supplies: text, logo: imageRef });

export const certificateSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  caption: text,
  image: imageRef,
  alt: text,
});

export const careerSchema = z.object({
  why: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  benefits: z.array(z.object({ title: text, text })).min(2),
  internships: z.object({ title: text, text, points: z.array(text) }),
  jobs: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        title: text,
        location: text,
        type: text,
        experience: text,
        summary: text,
        requirements: z.array(text).min(1),
      }),
    )
    .min(1),
  apply: z.object({ title: text, text, subject: text }),
  director: z.object({ specialistId: text, message: text }),
});

export { email as emailSchema, isoDate };
