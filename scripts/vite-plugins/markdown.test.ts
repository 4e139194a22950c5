import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogs } from "../../content/blogs.ts";
import { blogPostFileSchema } from "../../content/schemas.ts";
import {
  compileMarkdown,
  markdown,
  parseFrontmatter,
  readBlogFrontmatter,
  renderMarkdown,
} from "./markdown.ts";

const BLOGS = path.resolve("content/blogs");
const good = readFileSync(path.join(BLOGS, "1.md"), "utf8");

describe("markdown plugin", () => {
  it("splits flat frontmatter from the body, unquoting values", () => {
    const { frontmatter, body } = parseFrontmatter(
      "---\nid: 7\ntitle: \"Lifts: a guide\"\nauthor: 'Team'\n---\n\nHello **there**\n",
    );
    expect(frontmatter).toEqual({ id: "7", title: "Lifts: a guide", author: "Team" });
    expect(body.trim()).toBe("Hello **there**");
  });

  it("rejects malformed and duplicate frontmatter lines", () => {
    expect(() => parseFrontmatter("---\nid 1\n---\n")).toThrow(/not "key: value"/);
    expect(() => parseFrontmatter("---\nid: 1\nid: 2\n---\n")).toThrow(/appears twice/);
  });

  it("renders markdown to HTML and keeps the page's only <h1> for the title", () => {
    const html = renderMarkdown("# Big\n\n## Section\n\n- one\n- two\n\n[Contact](/contact-us)");
    expect(html).toContain("<h2>Big</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/contact-us">Contact</a>');
    expect(html).not.toContain("<h1");
  });

  it("turns a blog post import into { frontmatter, html }", () => {
    const plugin = markdown();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const result = transform(good, path.join(BLOGS, "1.md"));
    const module = JSON.parse(result?.code.replace(/^export default /, "").replace(/;\s*$/, "") ?? "{}");
    expect(module.frontmatter.id).toBe("1");
    expect(module.html).toContain("<h2>What an AMC covers</h2>");
    expect(transform(good, `${path.join(BLOGS, "1.md")}?raw`)).toBeUndefined();
    expect(transform("const a = 1;", "/x/file.ts")).toBeUndefined();
  });

  it("fails the build on a bad blog frontmatter, naming the file and field", () => {
    const file = path.join(BLOGS, "1.md");
    expect(() =>
      compileMarkdown(file, good.replace("published: 2026-09-15", "published: 15/09/2026")),
    ).toThrow(/content\/blogs\/1\.md: invalid frontmatter\npublished/);
    expect(() =>
      compileMarkdown(file, good.replace("image: blogs/blog-1.svg", "image: blogs/nope.svg")),
    ).toThrow(/image: image file does not exist/);
    expect(() => compileMarkdown(file, good.replace("author:", "writer:"))).toThrow(/invalid frontmatter/);
    expect(() => compileMarkdown(file, good.replace("id: 1", "id: 2"))).toThrow(/must match the file name/);
  });

  it("has a markdown file for every listed post and agrees with content/blogs.ts", () => {
    const files = readBlogFrontmatter();
    expect(Object.keys(files)).toEqual(blogs.map((blog) => `${blog.id}.md`));
    for (const frontmatter of Object.values(files)) {
      expect(blogPostFileSchema.safeParse(frontmatter).success).toBe(true);
    }
    const drifted = { ...files["2.md"], title: "Another title" };
    const result = blogPostFileSchema.safeParse(drifted);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/differs from content\/blogs\.ts/);
  });

  it("posts are real articles of 600 to 900 words", () => {
    for (const blog of blogs) {
      const source = readFileSync(path.join(BLOGS, `${blog.id}.md`), "utf8");
      const words = parseFrontmatter(source)
        .body.split(/\s+/)
        .filter((word) => /\w/.test(word)).length;
      expect(words, `post ${blog.id}`).toBeGreaterThanOrEqual(600);
      expect(words, `post ${blog.id}`).toBeLessThanOrEqual(900);
    }
  });
});
