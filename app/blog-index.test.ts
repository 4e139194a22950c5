import { describe, expect, it } from "vitest";
import { formatPublished, teaserCards } from "./blog-index.ts";
import { blogArticle, blogPostsIn, blogSummariesIn, readingMinutes } from "./blog-posts.server.ts";

describe("blog index", () => {
  it("writes a publication date for each language, in Western digits", () => {
    expect(formatPublished("2026-09-15", "en")).toBe("15 September 2026");
    expect(formatPublished("2026-09-15", "gu")).toBe("15 સપ્ટેમ્બર, 2026");
    // ICU versions spell some Hindi months differently (अक्टूबर, अक्तूबर): the pages format dates in
    // their loaders, on the server, so the browser never writes them again.
    expect(formatPublished("2026-10-20", "hi")).toMatch(/^20 \p{Script=Devanagari}+ 2026$/u);
  });

  it("gives the posts and the home teasers in the page's language", () => {
    expect(blogSummariesIn(undefined, "hi").map((post) => post.id)).toEqual(["1", "2"]);
    const gu = blogSummariesIn(undefined, "gu");
    expect(gu.find((post) => post.id === "2")?.title).toBe("તમારા બંગલા માટે હોમ લિફ્ટ કેવી રીતે પસંદ કરવી");
    expect(gu[0]).not.toHaveProperty("body");
    const [card] = teaserCards([{ id: "guide", postId: "1" }], blogSummariesIn(undefined, "hi"));
    expect(card).toMatchObject({ href: "/blog-detail/1", image: "blogs/blog-1.svg" });
    expect(card?.title).toMatch(/^लिफ्ट की सर्विस/);
    expect(teaserCards([{ id: "guide", postId: "1", title: "Own title" }], gu)[0]?.title).toBe("Own title");
    // A teaser whose post is no longer published shows no card.
    expect(teaserCards([{ id: "gone", postId: "9" }], gu)).toEqual([]);
  });

  it("reads the published posts from the load context, else the repository's", () => {
    const published = [{ ...blogPostsIn(undefined, "en")[0], id: "new-post", body: "New" }];
    const context = { content: (id: string) => (id === "blogs" ? published : undefined) };
    expect(blogSummariesIn(context, "gu").map((post) => post.path)).toEqual(["/blog-detail/new-post"]);
    expect(blogSummariesIn({ content: () => undefined }, "gu")).toHaveLength(2);
  });

  it("renders each article in its language, with its reading time", () => {
    const article = (id: string, locale: "en" | "gu" | "hi") => {
      const post = blogPostsIn(undefined, locale).find((candidate) => candidate.id === id);
      if (!post) throw new Error(`no post ${id}`);
      return blogArticle(post, locale);
    };
    expect(article("1", "en").html).toContain("<h2>What an AMC covers</h2>");
    expect(article("1", "gu").html).toContain("<h2>AMCમાં શું આવે છે</h2>");
    expect(article("2", "hi").html).toContain('href="/hi/contact-us"');
    expect(article("1", "hi").minutes).toBeGreaterThanOrEqual(4);
    expect(readingMinutes("<p>short</p>")).toBe(1);
  });
});
