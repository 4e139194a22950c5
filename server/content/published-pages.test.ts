/**
 * Every page type that shows a content document, after a publish (needs the site build): a text
 * changed in Gujarati or Hindi is on the page, in its route data, and, for the home page's sections
 * below the hero, in the content file they fetch (/home-sections.json), rendered from the published
 * content.
 */
import { describe, expect, it } from "vitest";
import type { ContentDocumentId } from "../../content/documents.ts";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

interface Change {
  id: ContentDocumentId;
  locale: "gu" | "hi";
  /** Where the text sits in the document's translation. */
  at: (string | number)[];
  /** Where it shows: pages, their route data, content files. */
  urls: string[];
}

const CHANGES: Change[] = [
  { id: "home-hero", locale: "gu", at: [0, "description"], urls: ["/gu", "/gu.data"] },
  { id: "home-intro", locale: "hi", at: ["title"], urls: ["/hi", "/hi/home-sections.json"] },
  { id: "home", locale: "gu", at: ["homeFaqs", 0, "answer"], urls: ["/gu", "/gu/home-sections.json"] },
  {
    id: "value-cards",
    locale: "hi",
    at: [0, "description"],
    urls: ["/hi", "/hi/home-sections.json", "/hi/about-us", "/hi/about-us.data"],
  },
  {
    id: "testimonials",
    locale: "gu",
    at: [0, "review"],
    urls: ["/gu", "/gu/home-sections.json", "/gu/about-us", "/gu/about-us.data"],
  },
  { id: "specialists", locale: "hi", at: [0, "description"], urls: ["/hi/about-us", "/hi/about-us.data"] },
  { id: "about", locale: "gu", at: ["intro", "paragraphs", 0], urls: ["/gu/about-us", "/gu/about-us.data"] },
  { id: "partners", locale: "hi", at: [0, "supplies"], urls: ["/hi/about-us", "/hi/about-us.data"] },
  {
    id: "certificates",
    locale: "gu",
    at: [0, "caption"],
    urls: ["/gu/certification", "/gu/certification.data"],
  },
  { id: "career", locale: "hi", at: ["jobs", 0, "summary"], urls: ["/hi/career", "/hi/career.data"] },
  {
    id: "doors",
    locale: "gu",
    at: [0, "description"],
    urls: ["/gu/door-design", "/gu/door-design.data", "/gu/doors", "/gu/doors.data"],
  },
  { id: "door-standards", locale: "hi", at: [0, "text"], urls: ["/hi/door-design", "/hi/door-design.data"] },
  {
    id: "gallery",
    locale: "gu",
    at: [0, "details"],
    urls: ["/gu/elevators-lift", "/gu/elevators-lift.data"],
  },
  {
    id: "cabins",
    locale: "hi",
    at: [0, "description", 0],
    urls: ["/hi/woodland-alpha", "/hi/woodland-alpha.data"],
  },
  {
    id: "elevator-types",
    locale: "gu",
    at: [0, "dimensions", "intro"],
    urls: ["/gu/capsule-elevators", "/gu/capsule-elevators.data"],
  },
];

/** `value` with the text at `path` replaced by `text`. */
function withText(value: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  expect(typeof parent[last], path.join(".")).toBe("string");
  parent[last] = text;
  return copy;
}

describe.skipIf(!hasSiteBuild)("each page type after a publish (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const inject = (url: string, cookie?: string, method: "GET" | "PUT" | "POST" = "GET", payload?: object) =>
      suite.app.inject({
        method,
        url,
        headers: { host: "localhost", ...(cookie ? { cookie } : {}) },
        ...(payload ? { payload } : {}),
      });

    it.each(CHANGES)("shows a published $locale text of $id", async ({ id, locale, at, urls }) => {
      const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, email, "Content Editor", "editor");
      const cookie = await signedIn(suite.app, email);
      const opened = await inject(`/api/staff/content/${id}`, cookie);
      expect(opened.statusCode).toBe(200);
      const { revision, draft } = opened.json();
      // Unique to the document, in the language's script (the term base refuses English words),
      // with the English text's figures (a translation keeps them).
      const word = { gu: "નવું લખાણ", hi: "नया पाठ" }[locale];
      const letter = [...{ gu: "કખગઘચછજઝટઠડઢતથદધનપફબ", hi: "कखगघचछजझटठडढतथदधनपफब" }[locale]][
        CHANGES.findIndex((change) => change.id === id)
      ];
      const english = at.reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown>)[key],
        draft.en,
      );
      const figures = String(english).match(/\d+(?:[.,]\d+)*/g) ?? [];
      const text = [`${word} ${letter} `.repeat(8).trim(), ...figures].join(" ");
      const saved = await inject(`/api/staff/content/${id}`, cookie, "PUT", {
        revision,
        locale,
        data: withText(draft[locale], at, text),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await inject("/api/staff/content/publish", cookie, "POST", { ids: [id] });
      expect(published.statusCode).toBe(200);
      for (const url of urls) {
        const page = await inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain(text);
      }
    });
  });
});
