import { describe, expect, it } from "vitest";
import { formatPublished, LATEST_BLOGS, latestBlogCards, newestFirst } from "./blog-index.ts";
import { blogArticle, blogPostsIn, blogSummariesIn, readingMinutes } from "./blog-posts.server.ts";

describe("blog index", () => {
  it("writes a publication date for each language, in Western digits", () => {
    expect(formatPublished("2026-09-15", "en")).toBe("15 September 2026");
    expect(formatPublished("2026-09-15", "gu")).toBe("15 સપ્ટેમ્બર, 2026");
    // ICU versions spell some Hindi months differently (अक्टूबर, अक्तूबर): the pages format dates in
    // their loaders, on the server, so the browser never writes them again.
    expect(formatPublished("2026-10-20", "hi")).toMatch(/^20 \p{Script=Devanagari}+ 2026$/u);
  });

  it("gives the posts and the home page's cards in the page's language", () => {
    expect(blogSummariesIn(undefined, "hi").map((post) => post.id)).toEqual(["1", "2", "3"]);
    const gu = blogSummariesIn(undefined, "gu");
    expect(gu.find((post) => post.id === "2")?.title).toBe("તમારા બંગલા માટે હોમ લિફ્ટ કેવી રીતે પસંદ કરવી");
    expect(gu[0]).not.toHaveProperty("body");
    const cards = latestBlogCards(blogSummariesIn(undefined, "hi"));
    expect(cards.map((card) => card.href)).toEqual(["/blog-detail/3", "/blog-detail/2", "/blog-detail/1"]);
    expect(cards[0]).toMatchObject({ id: "3", image: "blogs/blog-3.svg" });
    expect(cards[0]?.title).toMatch(/^मासिक सर्विस से मॉडर्नाइज़ेशन तक/);
    expect(cards[2]).toMatchObject({ id: "1", image: "blogs/blog-1.svg" });
    expect(cards[2]?.title).toMatch(/^लिफ्ट की सर्विस/);
  });

  it("makes the home page's cards of the newest posts, whatever their order in the list", () => {
    const [first, second] = blogSummariesIn(undefined, "en");
    if (!first || !second) throw new Error("two posts expected");
    const post = (id: string, published: string) => ({ ...first, id, path: `/blog-detail/${id}`, published });
    const posts = [
      post("old", "2025-01-10"),
      post("newest", "2026-12-01"),
      post("older", "2026-03-02"),
      post("same-day-first", "2026-06-30"),
      post("same-day-later", "2026-06-30"),
    ];
    expect(latestBlogCards(posts).map((card) => card.id)).toEqual([
      "newest",
      "same-day-later",
      "same-day-first",
    ]);
    expect(latestBlogCards(posts)).toHaveLength(LATEST_BLOGS);
    // The blog list orders them the same way, all of them.
    expect(newestFirst(posts).map((blog) => blog.id)).toEqual([
      "newest",
      "same-day-later",
      "same-day-first",
      "older",
      "old",
    ]);
    expect(latestBlogCards([second])).toEqual([
      {
        id: second.id,
        href: second.path,
        title: second.title,
        description: second.summary,
        image: second.image,
        alt: second.imageAlt,
      },
    ]);
  });

  it("reads the published posts from the load context, else the repository's", () => {
    const published = [{ ...blogPostsIn(undefined, "en")[0], id: "new-post", body: "New" }];
    const context = { content: (id: string) => (id === "blogs" ? published : undefined) };
    expect(blogSummariesIn(context, "gu").map((post) => post.path)).toEqual(["/blog-detail/new-post"]);
    expect(blogSummariesIn({ content: () => undefined }, "gu")).toHaveLength(3);
  });

  it("renders each article in its language, with its reading time", () => {
    const article = (id: string, locale: "en" | "gu" | "hi") => {
      const post = blogPostsIn(undefined, locale).find((candidate) => candidate.id === id);
      if (!post) throw new Error(`no post ${id}`);
      return blogArticle(post, locale, undefined);
    };
    expect(article("1", "en").html).toContain("<h2>What an AMC covers</h2>");
    expect(article("1", "gu").html).toContain("<h2>AMCમાં શું આવે છે</h2>");
    expect(article("2", "hi").html).toContain('href="/hi/contact-us"');
    // A link to another post stays in the article's language.
    expect(article("3", "gu").html).toContain('href="/gu/blog-detail/1"');
    expect(article("1", "hi").minutes).toBeGreaterThanOrEqual(4);
    expect(readingMinutes("<p>short</p>")).toBe(1);
  });
});
