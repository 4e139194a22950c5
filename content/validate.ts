/**
 * Validates every content collection against its schema. Called when a build starts (vite.config.ts)
 * and by content/validate.test.ts. Throws one error listing every bad entry and field.
 */
import type { z } from "zod";
import { readBlogFrontmatter } from "../scripts/vite-plugins/markdown.ts";
import { counters } from "./about.ts";
import { blogs } from "./blogs.ts";
import { cabins } from "./cabins.ts";
import { career } from "./career.ts";
import { certificates } from "./certificates.ts";
import { company } from "./company.ts";
import { doors } from "./doors.ts";
import { elevatorTypeSchema } from "./elevator-types.schema.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { faqGroups } from "./faqs.ts";
import { galleryItems } from "./gallery.ts";
import { homeFaqs, latestBlogs, safetyFeatures, serviceCards, serviceSteps, valueCards } from "./home.ts";
import { heroSlides } from "./home-hero.ts";
import { liftModelsSchema } from "./lift-models.schema.ts";
import { liftModels } from "./lift-models.ts";
import { pages } from "./pages.ts";
import { partners } from "./partners.ts";
import {
  blogPostFileSchema,
  blogSummarySchema,
  blogTeaserSchema,
  cabinSchema,
  careerSchema,
  certificateSchema,
  companySchema,
  counterSchema,
  doorsSchema,
  faqEntrySchema,
  faqGroupSchema,
  galleryItemsSchema,
  heroSlideSchema,
  pageMetaSchema,
  partnerSchema,
  safetyFeatureSchema,
  serviceCardSchema,
  serviceStepSchema,
  specialistSchema,
  testimonialSchema,
  valueCardSchema,
} from "./schemas.ts";
import { specialists } from "./specialists.ts";
import { testimonials } from "./testimonials.ts";

interface Collection {
  name: string;
  entries: Record<string, unknown>;
  schema: z.ZodType;
}

/** Every collection and its schema. Add new collections here. */
export const collections: Collection[] = [
  ...homeCollections(),
  { name: "company", entries: { company }, schema: companySchema },
  { name: "pages", entries: pages, schema: pageMetaSchema },
  {
    name: "blogs",
    entries: Object.fromEntries(blogs.map((blog) => [blog.id, blog])),
    schema: blogSummarySchema,
  },
  { name: "counters", entries: Object.fromEntries(counters.map((c) => [c.id, c])), schema: counterSchema },
  { name: "faqs", entries: Object.fromEntries(faqGroups.map((g) => [g.id, g])), schema: faqGroupSchema },
  { name: "partners", entries: Object.fromEntries(partners.map((p) => [p.logo, p])), schema: partnerSchema },
  {
    name: "certificates",
    entries: Object.fromEntries(certificates.map((c) => [c.id, c])),
    schema: certificateSchema,
  },
  { name: "career", entries: { career }, schema: careerSchema },
  { name: "doors", entries: { doors }, schema: doorsSchema },
  { name: "cabins", entries: Object.fromEntries(cabins.map((c) => [c.slug, c])), schema: cabinSchema },
  {
    name: "elevator types",
    entries: Object.fromEntries(elevatorTypes.map((t) => [t.slug, t])),
    schema: elevatorTypeSchema,
  },
  { name: "lift models", entries: { liftModels }, schema: liftModelsSchema },
  { name: "gallery", entries: { galleryItems }, schema: galleryItemsSchema },
  { name: "blog posts (content/blogs/*.md)", entries: readBlogFrontmatter(), schema: blogPostFileSchema },
];

function homeCollections(): Collection[] {
  const byId = <T extends { id: string }>(list: T[]) =>
    Object.fromEntries(list.map((item) => [item.id, item]));
  return [
    { name: "home hero slides", entries: byId(heroSlides), schema: heroSlideSchema },
    { name: "home value cards", entries: byId(valueCards), schema: valueCardSchema },
    { name: "home service cards", entries: byId(serviceCards), schema: serviceCardSchema },
    { name: "home service steps", entries: byId(serviceSteps), schema: serviceStepSchema },
    { name: "home safety features", entries: byId(safetyFeatures), schema: safetyFeatureSchema },
    { name: "home latest blogs", entries: byId(latestBlogs), schema: blogTeaserSchema },
    { name: "home faqs", entries: byId(homeFaqs), schema: faqEntrySchema },
    { name: "testimonials", entries: byId(testimonials), schema: testimonialSchema },
    { name: "specialists", entries: byId(specialists), schema: specialistSchema },
  ];
}

export class ContentError extends Error {}

export function findContentProblems(list: Collection[] = collections): string[] {
  const problems: string[] = [];
  for (const collection of list) {
    for (const [key, entry] of Object.entries(collection.entries)) {
      const result = collection.schema.safeParse(entry);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? issue.path.join(".") : "(entry)";
        problems.push(`content ${collection.name} › ${key} › ${field}: ${issue.message}`);
      }
    }
  }
  return problems;
}

export function validateContent(list: Collection[] = collections): void {
  const problems = findContentProblems(list);
  if (problems.length > 0) {
    throw new ContentError(`Invalid content (${problems.length} problem(s)):\n${problems.join("\n")}`);
  }
}
