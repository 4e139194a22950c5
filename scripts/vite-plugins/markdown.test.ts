import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogSummary, blogTranslation, readBlogPosts } from "../../content/blog-posts.ts";
import { markdown } from "./markdown.ts";

const BLOGS = path.resolve("content/blogs");

type Hook = (...args: string[]) => string | undefined;
const moduleValue = (code: string) => JSON.parse(code.replace(/^export default /, "").replace(/;\s*$/, ""));

describe("markdown plugin", () => {
  it("serves the blog posts' seed as plain data in virtual:blog-posts", () => {
    const plugin = markdown();
    const resolved = (plugin.resolveId as unknown as Hook)("virtual:blog-posts") as string;
    const watched: string[] = [];
    const code = (plugin.load as unknown as Hook).call(
      { addWatchFile: (file: string) => watched.push(file) },
      resolved,
    ) as string;
    expect(moduleValue(code)).toEqual(readBlogPosts());
    expect(code).not.toMatch(/import/);
    expect(watched).toContain(path.join(BLOGS, "gu", "2.md"));
    expect((plugin.load as unknown as Hook)("/x/file.ts")).toBeUndefined();
  });

  it("fails the build on a bad blog frontmatter, naming the file and field", () => {
    const file = path.join(BLOGS, "1.md");
    const frontmatter = {
      title: "How",
      summary: "Why",
      image: "blogs/blog-1.svg",
      imageAlt: "A lift",
      published: "2026-09-15",
      author: "Us",
    };
    expect(() => blogSummary(file, { ...frontmatter, published: "15/09/2026" })).toThrow(
      /content\/blogs\/1\.md: invalid frontmatter\npublished/,
    );
    expect(() => blogSummary(file, { ...frontmatter, image: "blogs/nope.svg" })).toThrow(
      /image: image file does not exist/,
    );
    // A translation gives the texts only: the picture is the English post's.
    const translation = path.join(BLOGS, "hi", "1.md");
    expect(readFileSync(translation, "utf8")).not.toMatch(/^image:/m);
    expect(() => blogTranslation(translation, { ...frontmatter, published: undefined })).toThrow(
      /content\/blogs\/hi\/1\.md: invalid frontmatter/,
    );
  });
});
