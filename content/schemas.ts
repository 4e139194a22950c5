/**
 * Schemas of every content collection. `validateContent()` (content/validate.ts) runs them when a
 * build starts; a bad entry fails the build with a message naming the collection, entry and field.
 * Add a schema here whenever you add a collection.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { blogs } from "./blogs.ts";

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
  title: text.max(70, "keep titles to 70 characters (search results cut longer ones)"),
  description: text.min(50).max(170, "keep descriptions between 50 and 170 characters"),
  ogImage: z.string().regex(/^\/og\/[a-z-]+\.png$/),
});

export const blogSummarySchema = z
  .object({
    id: z.string().regex(/^\d+$/),
    title: text,
    summary: text,
    image: imageRef,
    imageAlt: text,
    published: isoDate,
    author: text,
  })
  .refine((blog) => existsSync(path.resolve(import.meta.dirname, "blogs", `${blog.id}.md`)), {
    message: "content/blogs/<id>.md is missing",
    path: ["id"],
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

// Product pages: doors, cabins, gallery, blog posts (markdown frontmatter); elevator types and lift
// models have their own files (elevator-types.schema.ts, lift-models.schema.ts)
const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");

export const doorSchema = z.object({
  id: slug,
  name: text,
  image: imageRef,
  alt: text,
  description: text.min(60),
  material: z.literal("304 SS"),
  opening: text,
});
export const doorsSchema = z.array(doorSchema).length(8, "SPEC 2.8: eight doors");

export const cabinSchema = z.object({
  slug,
  path: internalPath,
  title: text,
  headerTitle: text,
  image: imageRef,
  alt: text,
  teaser: text.max(70),
  metaDescription: text.min(50).max(170),
  description: z.array(text.min(60)).min(1),
  specifications: z
    .array(z.object({ label: z.enum(["Wall", "Corner", "Ceiling", "Flooring"]), value: text }))
    .min(4)
    .optional(),
});

export const galleryItemSchema = z.object({
  id: slug,
  name: text,
  image: imageRef,
  alt: text,
  details: text.min(60),
  facts: z.array(text).min(2),
  href: internalPath,
});
export const galleryItemsSchema = z.array(galleryItemSchema).length(10, "SPEC 9: ten gallery items");

/** Frontmatter of content/blogs/<id>.md (values are strings; unknown keys are errors). */
export const blogPostFrontmatterSchema = z.strictObject({
  id: z.string().regex(/^\d+$/),
  title: text,
  summary: text,
  image: imageRef,
  imageAlt: text,
  published: isoDate,
  author: text,
});

/** A post's frontmatter must agree with its entry in content/blogs.ts (the index the pages read). */
export const blogPostFileSchema = blogPostFrontmatterSchema.superRefine((post, context) => {
  const listed = blogs.find((blog) => blog.id === post.id);
  if (!listed) {
    context.addIssue({ code: "custom", path: ["id"], message: "no entry with this id in content/blogs.ts" });
    return;
  }
  for (const key of Object.keys(post) as (keyof typeof post)[]) {
    if (listed[key] !== post[key])
      context.addIssue({
        code: "custom",
        path: [key],
        message: `differs from content/blogs.ts ("${listed[key]}")`,
      });
  }
});

/* Home page (content/home.ts), testimonials and specialists. */
/** A path inside the site or a section of the home page ("#services"). */
const homeHref = z.union([internalPath, z.string().regex(/^#[a-z-]+$/, "must be #section-id")]);
const homeLink = z.object({ label: text, href: homeHref });

export const heroSlideSchema = z.object({
  id: text,
  subTitle: text,
  title: text,
  description: text.max(220, "keep hero descriptions short"),
  image: imageRef,
  alt: text,
  cta: homeLink,
});

export const valueCardSchema = z.object({
  id: text,
  title: text,
  description: text,
  icon: text,
  link: z.object({ label: text, href: internalPath }),
});

export const serviceCardSchema = z.object({
  id: text,
  title: text,
  description: text,
  image: imageRef,
  alt: text,
  href: internalPath,
});

export const serviceStepSchema = z.object({
  id: text,
  name: text,
  description: text,
  time: text,
  icon: text,
  color: z.enum(["navy", "amber", "teal", "steel"]),
});

export const safetyFeatureSchema = z.object({
  id: text,
  title: text,
  summary: text,
  details: text,
  icon: text,
});

export const blogTeaserSchema = z
  .object({
    id: text,
    postId: z.string().regex(/^\d+$/),
    title: text,
    description: text,
    image: imageRef,
    alt: text,
    href: internalPath,
  })
  .refine((teaser) => teaser.href === `/blog-detail/${teaser.postId}`, {
    message: "href must be /blog-detail/<postId>",
    path: ["href"],
  });

export const faqEntrySchema = z.object({ id: text, question: text, answer: text });

export const testimonialSchema = z.object({
  id: text,
  logo: imageRef,
  name: text,
  position: text,
  rating: z.number().min(0).max(5),
  review: text,
  alt: text,
});

export const specialistSchema = z.object({
  id: text,
  title: text,
  post: text,
  description: text,
  image: imageRef,
  alt: text,
  href: internalPath,
});
