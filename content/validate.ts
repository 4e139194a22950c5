/**
 * Validates every content collection against its schema. Called when a build starts (vite.config.ts)
 * and by content/validate.test.ts. Throws one error listing every bad entry and field.
 *
 * Schemas describe one entry and hold no counts; a page whose layout is made for a fixed number of
 * entries says so here, in its collection's `count`, so a wrong number fails the build naming that page.
 * What must hold between content documents (the type pages' tables and the lift models) is checked
 * too, as on every save in the staff area (CROSS_CHECKS in content/documents.ts).
 */
import type { z } from "zod";
import { counters } from "./about.ts";
import { blogFrontmatterSchema, readBlogFrontmatter } from "./blog-posts.ts";
import { cabins } from "./cabins.ts";
import { career } from "./career.ts";
import { certificates } from "./certificates.ts";
import { company } from "./company.ts";
import { seedCrossProblems } from "./documents.ts";
import { doors } from "./doors.ts";
import { elevatorTypeSchema } from "./elevator-types.schema.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { faqGroups } from "./faqs.ts";
import { galleryItems } from "./gallery.ts";
import {
  faqEntrySchema,
  heroSlideSchema,
  safetyFeatureSchema,
  serviceCardSchema,
  serviceStepSchema,
  specialistSchema,
  testimonialSchema,
  valueCardSchema,
} from "./home.schema.ts";
import { homeFaqs, safetyFeatures, serviceCards, serviceSteps } from "./home.ts";
import { heroSlides } from "./home-hero.ts";
import {
  careerSchema,
  certificateSchema,
  counterSchema,
  faqGroupSchema,
  partnerSchema,
} from "./info.schema.ts";
import { liftModelsSchema } from "./lift-models.schema.ts";
import { liftModels } from "./lift-models.ts";
import { pages } from "./pages.ts";
import { partners } from "./partners.ts";
import { cabinSchema, doorSchema, galleryItemSchema } from "./products.schema.ts";
import { companySchema, pageMetaSchema } from "./site.schema.ts";
import { specialists } from "./specialists.ts";
import { testimonials } from "./testimonials.ts";
import { valueCards } from "./value-cards.ts";

export interface Collection {
  name: string;
  entries: Record<string, unknown>;
  schema: z.ZodType;
  /**
   * The number of entries a page is laid out for, and that page. With `field`, the length of that
   * array field of every entry instead.
   */
  count?: { exactly: number; page: string; field?: string };
}

const byKey = <T>(list: T[], key: (item: T) => string) =>
  Object.fromEntries(list.map((item) => [key(item), item]));
const byId = <T extends { id: string }>(list: T[]) => byKey(list, (item) => item.id);
/** Blog posts' frontmatter by file name ("1.md"). */
const blogPosts = readBlogFrontmatter();

/** Every collection and its schema. Add new collections here. */
export const collections: Collection[] = [
  ...homeCollections(),
  {
    name: "company",
    entries: { company },
    schema: companySchema,
    count: { field: "branches", exactly: 5, page: "the contact page's branch grid" },
  },
  { name: "pages", entries: pages, schema: pageMetaSchema },
  { name: "counters", entries: byId(counters), schema: counterSchema },
  { name: "faqs", entries: byId(faqGroups), schema: faqGroupSchema },
  { name: "partners", entries: byKey(partners, (partner) => partner.logo), schema: partnerSchema },
  { name: "certificates", entries: byId(certificates), schema: certificateSchema },
  { name: "career", entries: { career }, schema: careerSchema },
  {
    name: "doors",
    entries: byId(doors),
    schema: doorSchema,
    count: { exactly: 8, page: "the door design pages (/door-design, /doors)" },
  },
  { name: "cabins", entries: byKey(cabins, (cabin) => cabin.slug), schema: cabinSchema },
  { name: "elevator types", entries: byKey(elevatorTypes, (type) => type.slug), schema: elevatorTypeSchema },
  { name: "lift models", entries: { liftModels }, schema: liftModelsSchema },
  {
    name: "gallery",
    entries: byId(galleryItems),
    schema: galleryItemSchema,
    count: { exactly: 10, page: "the elevators gallery (/elevators-lift)" },
  },
  { name: "blog posts (content/blogs/*.md)", entries: blogPosts, schema: blogFrontmatterSchema },
];

function homeCollections(): Collection[] {
  return [
    {
      name: "home hero slides",
      entries: byId(heroSlides),
      schema: heroSlideSchema,
      count: { exactly: 4, page: "the home page's hero slideshow" },
    },
    { name: "home value cards", entries: byId(valueCards), schema: valueCardSchema },
    { name: "home service cards", entries: byId(serviceCards), schema: serviceCardSchema },
    { name: "home service steps", entries: byId(serviceSteps), schema: serviceStepSchema },
    {
      name: "home safety features",
      entries: byId(safetyFeatures),
      schema: safetyFeatureSchema,
      count: { exactly: 9, page: "the home page's safety grid (three rows of three)" },
    },
    { name: "home faqs", entries: byId(homeFaqs), schema: faqEntrySchema },
    { name: "testimonials", entries: byId(testimonials), schema: testimonialSchema },
    { name: "specialists", entries: byId(specialists), schema: specialistSchema },
  ];
}

export class ContentError extends Error {}

function countProblems({ name, entries, count }: Collection): string[] {
  if (!count) return [];
  const { exactly, page, field } = count;
  if (field === undefined) {
    const found = Object.keys(entries).length;
    return found === exactly ? [] : [`content ${name}: ${found} entries, but ${page} needs ${exactly}`];
  }
  return Object.entries(entries).flatMap(([key, entry]) => {
    const value = (entry as Record<string, unknown> | null)?.[field];
    const found = Array.isArray(value) ? value.length : 0;
    return found === exactly
      ? []
      : [`content ${name} › ${key} › ${field}: ${found}, but ${page} needs ${exactly}`];
  });
}

export function findContentProblems(list: Collection[] = collections): string[] {
  const problems = seedCrossProblems().map((problem) => `content ${problem}`);
  for (const collection of list) {
    for (const [key, entry] of Object.entries(collection.entries)) {
      const result = collection.schema.safeParse(entry);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? issue.path.join(".") : "(entry)";
        problems.push(`content ${collection.name} › ${key} › ${field}: ${issue.message}`);
      }
    }
    problems.push(...countProblems(collection));
  }
  return problems;
}

export function validateContent(list: Collection[] = collections): void {
  const problems = findContentProblems(list);
  if (problems.length > 0) {
    throw new ContentError(`Invalid content (${problems.length} problem(s)):\n${problems.join("\n")}`);
  }
}
