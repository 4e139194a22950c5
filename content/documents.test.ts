/** What the content documents' schemas ask beyond their items' own: pages stay reachable. */
import { describe, expect, it } from "vitest";
import { CONTENT_DOCUMENTS } from "./documents.ts";

const issuePaths = (id: keyof typeof CONTENT_DOCUMENTS, data: unknown) => {
  const parsed = CONTENT_DOCUMENTS[id].schema.safeParse(data);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
};

describe("the content documents' pages", () => {
  it("keeps each elevator type at the path its page is built at", () => {
    const types = structuredClone(CONTENT_DOCUMENTS["elevator-types"].seed.english) as { path: string }[];
    expect(issuePaths("elevator-types", types)).toEqual([]);
    types[1] = { ...types[1], path: "/passenger-lifts" } as (typeof types)[number];
    expect(issuePaths("elevator-types", types)).toEqual(["1.path"]);
  });

  it("serves a cabin design at /<slug>, so its path is that", () => {
    const cabins = structuredClone(CONTENT_DOCUMENTS.cabins.seed.english) as { slug: string; path: string }[];
    expect(issuePaths("cabins", cabins)).toEqual([]);
    cabins[0] = { ...cabins[0], slug: "teakwood-nova" } as (typeof cabins)[number];
    expect(issuePaths("cabins", cabins)).toEqual(["0.path"]);
  });
});
