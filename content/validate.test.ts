import { describe, expect, it } from "vitest";
import { companySchema, pageMetaSchema } from "./schemas.ts";
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
});
