import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLOGS_DIR, readBlogFrontmatter, readBlogIndex, splitFrontmatter } from "./blog-posts.ts";

describe("blog posts", () => {
  it("parses YAML frontmatter: quoting, colons, nested values, comments", () => {
    const { frontmatter, body } = splitFrontmatter(
      '---\ntitle: "Lifts: a guide"\n# a comment\nauthor: Team\ntags:\n  - safety\n---\n\nHello **there**\n',
    );
    expect(frontmatter).toEqual({ title: "Lifts: a guide", author: "Team", tags: ["safety"] });
    expect(body.trim()).toBe("Hello **there**");
    expect(splitFrontmatter("No frontmatter").frontmatter).toBeUndefined();
    expect(() => splitFrontmatter("---\ntitle: a: b\n---\n")).toThrow();
  });

  it("builds the index from the files: id from the file name, page path, frontmatter, in id order", () => {
    const index = readBlogIndex();
    expect(index.map((post) => post.id)).toEqual(["1", "2"]);
    expect(index[1]).toMatchObject({
      path: "/blog-detail/2",
      title: "Choosing a home lift for your bungalow",
      published: "2026-10-20",
    });
    expect(Object.keys(readBlogFrontmatter())).toEqual(["1.md", "2.md"]);
  });

  it("fails on a post without a number for a name or with a bad field, naming the file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "blogs-"));
    const post = readFileSync(path.join(BLOGS_DIR, "1.md"), "utf8");
    writeFileSync(path.join(dir, "10.md"), post);
    expect(readBlogIndex(dir).map((entry) => entry.path)).toEqual(["/blog-detail/10"]);
    writeFileSync(path.join(dir, "draft.md"), post);
    expect(() => readBlogIndex(dir)).toThrow(/draft\.md: a blog post's file name must be <number>\.md/);
    writeFileSync(path.join(dir, "draft.md"), post.replace("author:", "authors:"));
    expect(() => readBlogIndex(dir)).toThrow(/draft\.md/);
    writeFileSync(path.join(dir, "draft.md"), post);
    writeFileSync(path.join(dir, "10.md"), post.replace(/^published: .*$/m, "published: soon"));
    expect(() => readBlogIndex(dir)).toThrow(/10\.md: invalid frontmatter\npublished: must be a date/);
  });

  it("posts are real articles of 600 to 900 words", () => {
    for (const post of readBlogIndex()) {
      const source = readFileSync(path.join(BLOGS_DIR, `${post.id}.md`), "utf8");
      const words = splitFrontmatter(source)
        .body.split(/\s+/)
        .filter((word) => /\w/.test(word)).length;
      expect(words, `post ${post.id}`).toBeGreaterThanOrEqual(600);
      expect(words, `post ${post.id}`).toBeLessThanOrEqual(900);
    }
  });
});
