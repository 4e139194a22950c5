/**
 * Validates every content collection against its schema. Called when a build starts (vite.config.ts)
 * and by content/validate.test.ts. Throws one error listing every bad entry and field.
 */
import type { z } from "zod";
import { blogs } from "./blogs.ts";
import { company } from "./company.ts";
import { pages } from "./pages.ts";
import { blogSummarySchema, companySchema, pageMetaSchema } from "./schemas.ts";

interface Collection {
  name: string;
  entries: Record<string, unknown>;
  schema: z.ZodType;
}

/** Every collection and its schema. Add new collections here. */
export const collections: Collection[] = [
  { name: "company", entries: { company }, schema: companySchema },
  { name: "pages", entries: pages, schema: pageMetaSchema },
  {
    name: "blogs",
    entries: Object.fromEntries(blogs.map((blog) => [blog.id, blog])),
    schema: blogSummarySchema,
  },
];

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
