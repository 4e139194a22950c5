import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readLocalizedBlogIndex } from "../../content/blog-posts.ts";
import { compileMarkdown, markdown, renderMarkdown } from "./markdown.ts";

const BLOGS = path.resolve("content/blogs");
const good = readFileSync(path.join(BLOGS, "1.md"), "utf8");

type Hook = (...args: string[]) => { code: string } | string | undefined;
const moduleValue = (code: string) => JSON.parse(code.replace(/^export default /, "").replace(/;\s*$/, ""));

describe("markdown plugin", () => {
  it("renders markdown to HTML and keeps the page's only <h1> for the title", () => {
    const html = renderMarkdown("# Big\n\n## Section\n\n- one\n- two\n\n[Contact](/contact-us)");
    expect(html).toContain("<h2>Big</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/contact-us">Contact</a>');
    expect(html).not.toContain("<h1");
  });

  it("turns a blog post import into { html } without its frontmatter", () => {
    const transform = markdown().transform as Hook;
    const result = transform(good, path.join(BLOGS, "1.md")) as { code: string };
    const module = moduleValue(result.code);
    expect(Object.keys(module)).toEqual(["html"]);
    expect(module.html).toContain("<h2>What an AMC covers</h2>");
    expect(module.html).not.toContain("Service Engineering Team");
    expect(transform(good, `${path.join(BLOGS, "1.md")}?raw`)).toBeUndefined();
    expect(transform("const a = 1;", "/x/file.ts")).toBeUndefined();
  });

  it("renders a translation with its links kept in its language", () => {
    const transform = markdown().transform as Hook;
    const file = path.join(BLOGS, "gu", "2.md");
    const module = moduleValue((transform(readFileSync(file, "utf8"), file) as { code: string }).code);
    expect(module.html).toContain('<a href="/gu/contact-us">');
    expect(module.html).toContain('<a href="/gu/bunglow-lift">');
    expect(module.html).not.toContain("હોમ લિફ્ટ ડિઝાઇન ટીમ");
    expect(renderMarkdown("[Contact](/contact-us) [Out](https://example.com)", "hi")).toContain(
      '<a href="/hi/contact-us">Contact</a> <a href="https://example.com">Out</a>',
    );
  });

  it("fails the build on a translation with a field only the English post has", () => {
    const file = path.join(BLOGS, "hi", "1.md");
    const source = readFileSync(file, "utf8");
    expect(() => compileMarkdown(file, source.replace("---\n", "---\nimage: blogs/blog-1.svg\n"))).toThrow(
      /content\/blogs\/hi\/1\.md: invalid frontmatter/,
    );
  });

  it("serves the blog index as plain data in virtual:blog-index", () => {
    const plugin = markdown();
    const resolved = (plugin.resolveId as unknown as Hook)("virtual:blog-index") as string;
    const code = (plugin.load as unknown as Hook).call({ addWatchFile() {} }, resolved) as string;
    expect(moduleValue(code)).toEqual(readLocalizedBlogIndex());
    expect(code).not.toMatch(/import/);
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
    expect(() => compileMarkdown(file, good.replace("title: How", "title: [How"))).toThrow(/1\.md/);
  });
});
