/**
 * The content documents the company edits in the staff area, each a collection written in this
 * folder (its English and its Gujarati and Hindi texts, which seed the database) with the schema
 * that validates it, here and on every save. `translated` names the top-level fields a translation
 * gives (a list's: its items' fields), or paths into them (`privacy.contact`), when not all of them
 * (the company's names and the cabin designs' names stay as they are in every language); `[]` for a
 * document with no translation at all (the lift models' figures), edited in English only.
 * CROSS_CHECKS say what must hold between documents (the type pages' tables and the lift models,
 * the links and the pages they lead to).
 */
import { z } from "zod";
import { aboutIn } from "./about.ts";
import { blogPostsSchema, readBlogPosts } from "./blog-posts.ts";
import { cabinsIn } from "./cabins.ts";
import { careerIn } from "./career.ts";
import { certificatesIn } from "./certificates.ts";
import { companyIn } from "./company.ts";
import { tableProblems } from "./dimension-tables-check.ts";
import { doorStandardsIn, doorsIn } from "./doors.ts";
import { type ElevatorType, elevatorTypeSchema } from "./elevator-types.schema.ts";
import { elevatorTypesIn } from "./elevator-types.ts";
import { faqGroupsIn } from "./faqs.ts";
import { galleryItemsIn } from "./gallery.ts";
import {
  heroSlideSchema,
  homeContentSchema,
  introSchema,
  specialistSchema,
  testimonialSchema,
  valueCardSchema,
} from "./home.schema.ts";
import { homeContentIn } from "./home.ts";
import { heroSlidesIn } from "./home-hero.ts";
import { introIn } from "./home-intro.ts";
import {
  aboutSchema,
  careerSchema,
  certificateSchema,
  faqGroupSchema,
  partnerSchema,
} from "./info.schema.ts";
import { liftModelsSchema } from "./lift-models.schema.ts";
import { type LiftModel, liftModelsIn } from "./lift-models.ts";
import {
  leadsToPage,
  linkFields,
  linksOf,
  markdownFields,
  markdownLinksOf,
  noPageMessage,
  noPageOfLinkMessage,
} from "./links.ts";
import type { Localized } from "./localize.ts";
import { partnersIn } from "./partners.ts";
import {
  cabinSchema,
  cabinSpecificationSchema,
  doorSchema,
  doorStandardSchema,
  galleryItemSchema,
} from "./products.schema.ts";
import { labelText, listWithUniqueIds, listWithUniqueKeys } from "./schemas.ts";
import { companySchema } from "./site.schema.ts";
import { specialistsIn } from "./specialists.ts";
import { testimonialsIn } from "./testimonials.ts";
import { valueCardsIn } from "./value-cards.ts";

export interface ContentDocument {
  /** The document's title in the staff area. */
  title: string;
  schema: z.ZodType;
  /** The seed: the English as written here, and each language's texts. */
  seed: Localized<unknown>["collection"];
  translated?: readonly string[];
  /** A page that shows the document, to preview it on (English path). */
  page: string;
  /** The pages the document adds, by their English paths (a blog post's own page). */
  pagesOf?: (english: unknown) => string[];
}

export const CONTENT_DOCUMENTS = {
  company: {
    title: "Company facts: phones, addresses, hours, privacy",
    schema: companySchema,
    seed: companyIn.collection,
    translated: [
      "tagline",
      "phones",
      "headOffice",
      "branches",
      "hours",
      "footerTags",
      "privacy.contact",
      "privacy.processors",
    ],
    page: "/contact-us",
  },
  faqs: {
    title: "FAQ page: questions and answers",
    schema: listWithUniqueIds(faqGroupSchema).min(1),
    seed: faqGroupsIn.collection,
    page: "/faq",
  },
  "home-hero": {
    title: "Home page: hero slides",
    // The slideshow is laid out for four slides.
    schema: z.array(heroSlideSchema).length(4),
    seed: heroSlidesIn.collection,
    page: "/",
  },
  "home-intro": {
    title: "Home page: introduction",
    schema: introSchema,
    seed: introIn.collection,
    page: "/",
  },
  home: {
    title: "Home page: services, service call steps, safety features, questions",
    schema: homeContentSchema,
    seed: homeContentIn.collection,
    page: "/",
  },
  "value-cards": {
    title: "Home and About pages: value cards",
    schema: z.array(valueCardSchema),
    seed: valueCardsIn.collection,
    page: "/about-us",
  },
  testimonials: {
    title: "Home and About pages: customer testimonials",
    schema: z.array(testimonialSchema),
    seed: testimonialsIn.collection,
    page: "/about-us",
  },
  specialists: {
    title: "Home and About pages: our specialists (leadership)",
    schema: z.array(specialistSchema),
    seed: specialistsIn.collection,
    page: "/about-us",
  },
  about: {
    title: "About page: introduction and counters",
    schema: aboutSchema,
    seed: aboutIn.collection,
    page: "/about-us",
  },
  partners: {
    title: "About page: partners",
    schema: z.array(partnerSchema),
    seed: partnersIn.collection,
    page: "/about-us",
  },
  certificates: {
    title: "Certification page: certificates",
    schema: z.array(certificateSchema),
    seed: certificatesIn.collection,
    page: "/certification",
  },
  career: {
    title: "Career page: texts and job openings",
    schema: careerSchema,
    seed: careerIn.collection,
    page: "/career",
  },
  doors: {
    title: "Door pages: door finishes",
    // The door pages' grid is laid out for eight doors.
    schema: z.array(doorSchema).length(8),
    seed: doorsIn.collection,
    page: "/door-design",
  },
  "door-standards": {
    title: "Door design page: what every door includes",
    schema: z.array(doorStandardSchema),
    seed: doorStandardsIn.collection,
    page: "/door-design",
  },
  gallery: {
    title: "Elevators gallery: installations",
    // The gallery is laid out for ten installations.
    schema: z.array(galleryItemSchema).length(10),
    seed: galleryItemsIn.collection,
    page: "/elevators-lift",
  },
  cabins: {
    title: "Cabin design pages: cabins",
    // The parts of a cabin are named in each language: a translation's names pass too.
    // Each design's page is /<slug>, served without a build once published (app/routes.ts).
    // Two designs may not share a slug: one of them would have no page.
    schema: listWithUniqueKeys(
      cabinSchema
        .extend({
          specifications: z
            .array(cabinSpecificationSchema.extend({ label: labelText.describe("The part of the cabin") }))
            .min(4)
            .optional()
            .describe("Specification list of finishes; left out for designs made to order"),
        })
        .refine((cabin) => cabin.path === `/${cabin.slug}`, {
          message: "The design's page is / and its key (its slug): write the same words after the /.",
          path: ["path"],
        }),
      "slug",
    ),
    seed: cabinsIn.collection,
    translated: ["alt", "teaser", "metaDescription", "description", "specifications"],
    page: cabinsIn("en")[0]?.path ?? "/",
    pagesOf: (designs) => (designs as { path: string }[]).map((design) => design.path),
  },
  "elevator-types": {
    title: "Elevator type pages: texts and dimension tables",
    // A page per type, each built from app/routes.ts at its path: the six types and their paths
    // stay; the tables' figures are the lift models' own (the "lift-models" document).
    schema: z
      .array(
        elevatorTypeSchema.superRefine((type, context) => {
          const built = elevatorTypesIn("en").find((written) => written.slug === type.slug)?.path;
          if (type.path !== built)
            context.addIssue({
              code: "custom",
              path: ["path"],
              message: `This type's page is built at ${built}: keep that path.`,
            });
        }),
      )
      .length(6),
    seed: elevatorTypesIn.collection,
    page: elevatorTypesIn("en")[0]?.path ?? "/",
  },
  "lift-models": {
    title: "Lift models: the figures of the type pages' tables and the lift planner",
    schema: liftModelsSchema,
    seed: liftModelsIn.collection,
    // Numbers and ids only: the same in every language.
    translated: [],
    page: elevatorTypesIn("en")[1]?.path ?? "/",
  },
  blogs: {
    title: "Blog posts: each post's texts, picture and article",
    schema: blogPostsSchema,
    seed: readBlogPosts(),
    page: "/blogs",
    pagesOf: (posts) => (posts as { id: string }[]).map((post) => `/blog-detail/${post.id}`),
  },
} as const satisfies Record<string, ContentDocument>;

export type ContentDocumentId = keyof typeof CONTENT_DOCUMENTS;

/** The top-level fields a translation of document `id` gives (undefined: all with texts). */
export const translatedFields = (id: ContentDocumentId): readonly string[] | undefined => {
  const document: ContentDocument = CONTENT_DOCUMENTS[id];
  return document.translated;
};

/** Whether document `id` has translations: false for one registered with `translated: []`. */
export const isTranslated = (id: ContentDocumentId): boolean => translatedFields(id)?.length !== 0;

/** A problem between documents, and where it sits in each of them (a path; none: the document). */
export interface CrossProblem {
  message: string;
  paths: Partial<Record<ContentDocumentId, string>>;
  /** The message where no field of the problem is in view, when `message` says it for its field only. */
  elsewhere?: string;
}

/** A check between documents: what is wrong between their English data, given by id. */
export interface CrossCheck {
  documents: readonly ContentDocumentId[];
  problems(english: Partial<Record<ContentDocumentId, unknown>>): CrossProblem[];
}

const DOCUMENT_IDS = Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[];

/** The documents that add pages (pagesOf): the blog posts, the cabin designs. */
const PAGE_DOCUMENTS = DOCUMENT_IDS.filter((id) => (CONTENT_DOCUMENTS[id] as ContentDocument).pagesOf);

/**
 * A check of each document with links (content/links.ts), with the documents that add pages: every
 * link leads to a page of the site, as the documents' English has them.
 */
const linkChecks = (): CrossCheck[] =>
  DOCUMENT_IDS.flatMap((id) => {
    const fields = linkFields(CONTENT_DOCUMENTS[id].schema);
    const articles = markdownFields(CONTENT_DOCUMENTS[id].schema);
    if (fields.length === 0 && articles.length === 0) return [];
    const { title } = CONTENT_DOCUMENTS[id];
    return [
      {
        documents: [id, ...PAGE_DOCUMENTS.filter((other) => other !== id)],
        problems: (english) => {
          const added = new Set(addedPages((other) => english[other]));
          return [...linksOf(fields, english[id]), ...markdownLinksOf(articles, english[id])]
            .filter(({ link }) => !leadsToPage(link, added))
            .map(({ path, link }) => ({
              message: noPageMessage(link),
              elsewhere: noPageOfLinkMessage(link, title),
              paths: { [id]: path },
            }));
        },
      },
    ];
  });

/**
 * What must hold between documents, on every save and publish of any of them and at build. The
 * type pages' tables must be able to show the lift models (content/dimension-tables-check.ts), and
 * each link of a document must lead to a page of the site.
 */
export const CROSS_CHECKS: readonly CrossCheck[] = [
  {
    documents: ["elevator-types", "lift-models"],
    problems: (english) =>
      tableProblems(english["elevator-types"] as ElevatorType[], english["lift-models"] as LiftModel[]).map(
        ({ message, typesPath, modelsPath }) => ({
          message,
          paths: { "elevator-types": typesPath, "lift-models": modelsPath },
        }),
      ),
  },
  ...linkChecks(),
];

/** The checks that read document `id`. */
export const crossChecksOf = (id: ContentDocumentId) =>
  CROSS_CHECKS.filter((check) => check.documents.includes(id));

/** What the cross checks find between the repository's documents (their seeds), named: the build refuses any. */
export const seedCrossProblems = (): string[] =>
  CROSS_CHECKS.flatMap((check) =>
    check
      .problems(Object.fromEntries(check.documents.map((id) => [id, CONTENT_DOCUMENTS[id].seed.english])))
      .map(({ message, elsewhere }) => `${check.documents.join(" and ")}: ${elsewhere ?? message}`),
  );

/** The English paths of the pages the documents add, from each one's English data as `shown` gives it. */
export function addedPages(shown: (id: ContentDocumentId) => unknown): string[] {
  return DOCUMENT_IDS.flatMap((id) => {
    const document: ContentDocument = CONTENT_DOCUMENTS[id];
    const english = shown(id);
    return document.pagesOf && english !== undefined ? document.pagesOf(english) : [];
  });
}

export const isContentDocumentId = (id: string): id is ContentDocumentId =>
  Object.hasOwn(CONTENT_DOCUMENTS, id);
