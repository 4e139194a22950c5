import { describe, expect, it } from "vitest";
import { blogArticle, readingMinutes } from "./blog-articles.server.ts";
import { blogById, blogsIn, formatPublished, teaserCard } from "./blog-index.ts";

describe("blog index", () => {
  it("writes a publication date for each language, in Western digits", () => {
    expect(formatPublished("2026-09-15", "en")).toBe("15 September 2026");
    expect(formatPublished("2026-09-15", "gu")).toBe("15 સપ્ટેમ્બર, 2026");
    // ICU versions spell some Hindi months differently (अक्टूबर, अक्तूबर): the pages format dates in
    // their loaders, on the server, so the browser never writes them again.
    expect(formatPublished("2026-10-20", "hi")).toMatch(/^20 \p{Script=Devanagari}+ 2026$/u);
  });

  it("gives the posts and the home teasers in the page's language", () => {
    expect(blogsIn("hi").map((post) => post.id)).toEqual(["1", "2"]);
    expect(blogById("2", "gu")?.title).toBe("તમારા બંગલા માટે હોમ લિફ્ટ કેવી રીતે પસંદ કરવી");
    expect(blogById("3", "gu")).toBeUndefined();
    const card = teaserCard({ id: "guide", postId: "1" }, "hi");
    expect(card).toMatchObject({ href: "/blog-detail/1", image: "blogs/blog-1.svg" });
    expect(card.title).toMatch(/^लिफ्ट की सर्विस/);
    expect(teaserCard({ id: "guide", postId: "1", title: "Own title" }, "gu").title).toBe("Own title");
  });

  it("reads each article in its language, with its reading time", () => {
    expect(blogArticle("1", "en").html).toContain("<h2>What an AMC covers</h2>");
    expect(blogArticle("1", "gu").html).toContain("<h2>AMCમાં શું આવે છે</h2>");
    expect(blogArticle("2", "hi").html).toContain('href="/hi/contact-us"');
    expect(blogArticle("1", "hi").minutes).toBeGreaterThanOrEqual(4);
    expect(readingMinutes("<p>short</p>")).toBe(1);
    expect(() => blogArticle("9", "gu")).toThrow(/content\/blogs\/gu\/9\.md is missing/);
  });
});
