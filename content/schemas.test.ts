/**
 * What the content's schemas refuse that a tester could type in the staff area: numbers and short
 * texts larger than the design fits at 375 px, a cabin design's slug another page has, a blog
 * article's link its page would drop. Each message is plain English (server/content/views tests
 * every kind of check through the editor's words).
 */
import { describe, expect, it } from "vitest";
import { about } from "./about.ts";
import { blogPostSchema, readBlogPosts } from "./blog-posts.ts";
import { cabins } from "./cabins.ts";
import { aboutSchema } from "./info.schema.ts";
import { cabinSchema, takenSlugMessage } from "./products.schema.ts";
import { entryKey } from "./schema-parts.ts";
import { homeHref, internalPath } from "./schemas.ts";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the About page's counters and introduction", () => {
  const refusals = (
    change: (data: typeof about & { counters: { value: number; suffix: string }[] }) => void,
  ) => {
    const data = structuredClone(about) as typeof about & { counters: { value: number; suffix: string }[] };
    change(data);
    return messages(aboutSchema.safeParse(data));
  };

  it("refuses a counter larger than a phone fits, and a suffix longer than one character (tester)", () => {
    expect(refusals(() => {})).toEqual([]);
    expect(refusals((data) => (data.counters[0]!.value = 999_999_999_999))).toEqual([
      "counters.0.value: Keep it to 99,999 or less: a larger number does not fit on a phone's screen.",
    ]);
    expect(refusals((data) => (data.counters[0]!.value = 99_999))).toEqual([]);
    expect(refusals((data) => (data.counters[0]!.suffix = "k+"))).toEqual([
      `counters.0.suffix: Keep it to one character, such as "+" or "%": a longer one does not fit on a phone's screen.`,
    ]);
  });

  it("refuses an eyebrow or a heading of 10,000 characters, and keeps long paragraphs (tester)", () => {
    expect(
      refusals((data) => {
        Object.assign(data.intro, { eyebrow: "E".repeat(10_000), title: "T".repeat(81) });
      }),
    ).toEqual([
      "intro.eyebrow: Keep it to 40 characters: a longer one does not fit on a phone's screen.",
      "intro.title: Keep it to 80 characters: a longer one does not fit on a phone's screen.",
    ]);
    expect(refusals((data) => Object.assign(data.intro, { paragraphs: ["P".repeat(10_000)] }))).toEqual([]);
  });
});

describe("a cabin design's slug", () => {
  const withSlug = (slug: string) =>
    messages(cabinSchema.safeParse({ ...cabins[0], slug, path: `/${slug}` }));

  it("may not be the first part of a path the site answers already (tester)", () => {
    expect(withSlug("woodland-beta")).toEqual([]);
    for (const taken of ["contact-us", "faq", "gu", "hi", "inbox", "api", "media", "preview", "blog-detail"])
      expect(withSlug(taken), taken).toEqual([`slug: ${takenSlugMessage(taken)}`]);
  });
});

describe("a blog post's article", () => {
  const post = readBlogPosts().english[0]!;
  const withBody = (body: string) => messages(blogPostSchema.safeParse({ ...post, body }));

  it("refuses a link or picture its page would drop, naming it (tester)", () => {
    expect(withBody(`${post.body}\n\nSee [us](/contact-us) and [the guide](https://example.org).`)).toEqual(
      [],
    );
    expect(withBody(`${post.body}\n\n[Click](vbscript:msgbox(1)) ![x](data:image/png;base64,AAAA)`)).toEqual([
      `body: The link "vbscript:msgbox(1)" is not shown on the page: link only to a page of the site (/contact-us) or a web address starting https://.`,
      `body: The picture "data:image/png;base64,AAAA" is not shown on the page: use a picture of the site (/images/…), or copy a photo's line from the Photos page.`,
    ]);
  });

  it("takes a photo of the company by its id, and refuses anything else after photo:", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(withBody(`${post.body}\n\n![A cabin we installed in Adajan](photo:${id})`)).toEqual([]);
    expect(withBody(`${post.body}\n\n![A cabin](photo:123) ![A door](photo:${id}|doors/x.svg)`)).toEqual([
      `body: The picture "photo:123" is not shown on the page: use a picture of the site (/images/…), or copy a photo's line from the Photos page.`,
      `body: The picture "photo:${id}|doors/x.svg" is not shown on the page: use a picture of the site (/images/…), or copy a photo's line from the Photos page.`,
    ]);
  });
});

describe("a home page link", () => {
  it("says what it may be: a page or a section", () => {
    expect(messages(homeHref.safeParse("somewhere"))).toEqual([
      ": must be a page like /about-us or a section like #services",
    ]);
  });

  it("takes a page's address pasted with spaces around it, and keeps it without them (tester)", () => {
    expect(homeHref.parse(" /contact-us ")).toBe("/contact-us");
    expect(internalPath.parse("\t/faq#warranty\n")).toBe("/faq#warranty");
  });
});

describe("an item's key", () => {
  it("is a slug, and its hint says its translations follow it (tester)", () => {
    const key = entryKey("card");
    expect(key.safeParse("home today").success).toBe(false);
    expect(key.safeParse("home-today").success).toBe(true);
    expect(key.description).toContain("a new key starts them again");
  });
});
