/**
 * The content documents the company edits in the staff area, each a collection written in this
 * folder (its English and its Gujarati and Hindi texts, which seed the database) with the schema
 * that validates it, here and on every save. `translated` names the top-level fields a translation
 * gives, when not all of them (the company's names stay as they are in every language).
 */
import type { z } from "zod";
import { blogPostsSchema, readBlogPosts } from "./blog-posts.ts";
import { companyIn } from "./company.ts";
import { faqGroupsIn } from "./faqs.ts";
import { faqGroupSchema } from "./info.schema.ts";
import type { Localized } from "./localize.ts";
import { listWithUniqueIds } from "./schemas.ts";
import { companySchema } from "./site.schema.ts";

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
    title: "Company facts: phones, addresses, hours",
    schema: companySchema,
    seed: companyIn.collection,
    translated: ["tagline", "phones", "headOffice", "branches", "hours", "footerTags"],
    page: "/contact-us",
  },
  faqs: {
    title: "FAQ page: questions and answers",
    schema: listWithUniqueIds(faqGroupSchema).min(1),
    seed: faqGroupsIn.collection,
    page: "/faq",
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

/** The English paths of the pages the documents add, from each one's English data as `shown` gives it. */
export function addedPages(shown: (id: ContentDocumentId) => unknown): string[] {
  return (Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[]).flatMap((id) => {
    const document: ContentDocument = CONTENT_DOCUMENTS[id];
    const english = shown(id);
    return document.pagesOf && english !== undefined ? document.pagesOf(english) : [];
  });
}

export const isContentDocumentId = (id: string): id is ContentDocumentId =>
  Object.hasOwn(CONTENT_DOCUMENTS, id);
