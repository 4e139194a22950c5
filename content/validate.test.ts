import { describe, expect, it } from "vitest";
import { testimonialSchema } from "./home.schema.ts";
import { doorSchema } from "./products.schema.ts";
import { type Company, companySchema, pageMetaSchema } from "./site.schema.ts";
import { collections, findContentProblems, validateContent } from "./validate.ts";

describe("content validation", () => {
  it("accepts the content as committed", () => {
    expect(findContentProblems()).toEqual([]);
    expect(() => validateContent()).not.toThrow();
  });

  it("names the collection, entry and field of a bad entry", () => {
    const bad = [
      {
        name: "pages",
        entries: {
          about: { path: "about-us", title: "About", description: "too short", ogImage: "/og/about.png" },
        },
        schema: pageMetaSchema,
      },
    ];
    expect(() => validateContent(bad)).toThrow(/content pages › about › path: must be an internal path/);
    expect(findContentProblems(bad).join("\n")).toContain("content pages › about › description");
  });

  it("fails for an image that does not exist and a malformed phone", () => {
    const company = collections.find((collection) => collection.name === "company")?.entries
      .company as Record<string, unknown>;
    const broken = { ...company, logo: "brand/missing.svg", whatsapp: { display: "12345", number: "1" } };
    const problems = findContentProblems([
      { name: "company", entries: { company: broken }, schema: companySchema },
    ]);
    expect(problems).toContain(
      "content company › company › logo: image file does not exist under content/images",
    );
    expect(
      problems.some((problem) => problem.startsWith("content company › company › whatsapp.display")),
    ).toBe(true);
  });

  it("takes a testimonial's rating in whole or half stars, the stars the page draws, and says so otherwise", () => {
    const testimonial = collections.find((collection) => collection.name === "testimonials")?.entries;
    const first = Object.values(testimonial ?? {})[0] as Record<string, unknown>;
    for (const rating of [0, 4, 4.5, 5])
      expect(testimonialSchema.safeParse({ ...first, rating }).success).toBe(true);
    const refused = testimonialSchema.safeParse({ ...first, rating: 4.3 });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Give the rating in whole or half stars, such as 4 or 4.5.",
    ]);
  });

  it("refuses a grievance response time beyond the law's 90 days", () => {
    const company = collections.find((collection) => collection.name === "company")?.entries
      .company as Company;
    const late = { ...company, privacy: { ...company.privacy, grievanceResponseDays: 91 } };
    expect(
      findContentProblems([{ name: "company", entries: { company: late }, schema: companySchema }]),
    ).toEqual([
      "content company › company › privacy.grievanceResponseDays: Write at most 90 days: the law allows no longer to answer.",
    ]);
  });

  it("fails when a page gets a different number of entries than its layout is made for", () => {
    const doors = collections.find((collection) => collection.name === "doors");
    const seven = Object.fromEntries(Object.entries(doors?.entries ?? {}).slice(0, 7));
    const count = { exactly: 8, page: "the door design pages" };
    expect(findContentProblems([{ name: "doors", entries: seven, schema: doorSchema, count }])).toEqual([
      "content doors: 7 entries, but the door design pages needs 8",
    ]);
    const company = collections.find((collection) => collection.name === "company");
    const entry = company?.entries.company as { branches: unknown[] };
    const fewer = { company: { ...entry, branches: entry.branches.slice(1) } };
    expect(findContentProblems([{ ...company!, entries: fewer }])).toEqual([
      "content company › company › branches: 4, but the contact page's branch grid needs 5",
    ]);
  });
});
