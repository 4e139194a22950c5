import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../contracts/locales.ts";
import { markdownTargets } from "../contracts/markdown.ts";
import {
  BLOGS_DIR,
  blogPostsSchema,
  htmlTagsMessage,
  readBlogFrontmatter,
  readBlogIndex,
  readBlogPosts,
  readLocalizedBlogIndex,
  splitFrontmatter,
  TRANSLATED_LOCALES,
  UNDESCRIBED_PHOTO,
} from "./blog-posts.ts";
import { pageMetaSchema } from "./site.schema.ts";

const bodyOf = (file: string) => splitFrontmatter(readFileSync(file, "utf8")).body;

/** What a translation must keep of its article: the heading levels, list items, bold parts, links and pictures. */
function outline(markdown: string) {
  return {
    headings: [...markdown.matchAll(/^(#+) /gm)].map((match) => match[1]),
    listItems: markdown.match(/^- /gm)?.length ?? 0,
    bold: markdown.match(/\*\*[^*]+\*\*/g)?.length ?? 0,
    links: markdownTargets(markdown),
  };
}

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
    expect(index.map((post) => post.id)).toEqual(["1", "2", "3"]);
    expect(index[1]).toMatchObject({
      path: "/blog-detail/2",
      title: "Choosing a home lift for your bungalow",
      published: "2026-10-20",
    });
    expect(Object.keys(readBlogFrontmatter())).toEqual(["1.md", "2.md", "3.md"]);
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

  it("reads each post's Gujarati and Hindi translation: its texts over the English post's picture and date", () => {
    const index = readLocalizedBlogIndex();
    for (const locale of TRANSLATED_LOCALES) {
      expect(index[locale].map((post) => post.id)).toEqual(["1", "2", "3"]);
      index[locale].forEach((post, position) => {
        const english = index.en[position];
        expect(post).toMatchObject({
          path: english?.path,
          image: english?.image,
          published: english?.published,
        });
        for (const field of ["title", "summary", "imageAlt", "author"] as const)
          expect(post[field], `${locale}/${post.id}.md ${field}`).not.toBe(english?.[field]);
      });
    }
    expect(index.gu[1]?.title).toBe("તમારા બંગલા માટે હોમ લિફ્ટ કેવી રીતે પસંદ કરવી");
  });

  it("each translation is the whole article: same headings, list items, bold parts and links", () => {
    for (const post of readBlogIndex()) {
      const english = outline(bodyOf(path.join(BLOGS_DIR, `${post.id}.md`)));
      for (const locale of TRANSLATED_LOCALES) {
        const translated = bodyOf(path.join(BLOGS_DIR, locale, `${post.id}.md`));
        expect(outline(translated), `${locale}/${post.id}.md`).toEqual(english);
        const letters = translated.match(/\p{L}/gu) ?? [];
        const script = locale === "gu" ? /\p{Script=Gujarati}/u : /\p{Script=Devanagari}/u;
        expect(letters.filter((letter) => script.test(letter)).length / letters.length).toBeGreaterThan(0.95);
      }
    }
  });

  it("each post's title and summary, in every language, fit a search result as a page's title and description do", () => {
    // The post's page uses them as its <title> and meta description (app/routes/blog-detail.tsx).
    const { title, description } = pageMetaSchema.shape;
    const problems = (schema: typeof title, value: string) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    const index = readLocalizedBlogIndex();
    for (const locale of LOCALES) {
      for (const post of index[locale]) {
        expect(problems(title, post.title), `${locale}/${post.id}.md title`).toEqual([]);
        expect(problems(description, post.summary), `${locale}/${post.id}.md summary`).toEqual([]);
      }
    }
  });

  it("fails on a missing translation, a translation without its post, or a translation with the English fields", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "blogs-"));
    writeFileSync(path.join(dir, "1.md"), readFileSync(path.join(BLOGS_DIR, "1.md"), "utf8"));
    for (const locale of TRANSLATED_LOCALES) {
      mkdirSync(path.join(dir, locale));
      writeFileSync(
        path.join(dir, locale, "1.md"),
        readFileSync(path.join(BLOGS_DIR, locale, "1.md"), "utf8"),
      );
    }
    expect(readLocalizedBlogIndex(dir).hi.map((post) => post.path)).toEqual(["/blog-detail/1"]);

    rmSync(path.join(dir, "gu", "1.md"));
    expect(() => readLocalizedBlogIndex(dir)).toThrow(/gu\/1\.md is missing/);
    writeFileSync(path.join(dir, "gu", "1.md"), readFileSync(path.join(BLOGS_DIR, "gu", "1.md"), "utf8"));

    writeFileSync(path.join(dir, "hi", "2.md"), readFileSync(path.join(BLOGS_DIR, "hi", "2.md"), "utf8"));
    expect(() => readLocalizedBlogIndex(dir)).toThrow(/hi\/2\.md: a translation without its English post/);
    rmSync(path.join(dir, "hi", "2.md"));

    // The picture and the date are written once, in the English post.
    const withDate = readFileSync(path.join(BLOGS_DIR, "hi", "1.md"), "utf8").replace(
      "---\n",
      "---\npublished: 2026-09-15\n",
    );
    writeFileSync(path.join(dir, "hi", "1.md"), withDate);
    expect(() => readLocalizedBlogIndex(dir)).toThrow(/hi\/1\.md: invalid frontmatter/);
  });

  it("seeds the blogs document: each post with its article, and each language's texts of it", () => {
    const seed = readBlogPosts();
    expect(seed.english.map((post) => post.id)).toEqual(["1", "2", "3"]);
    expect(blogPostsSchema.safeParse(seed.english).success).toBe(true);
    expect(seed.english[0]?.body).toMatch(/^The short answer: \*\*once a month\*\*/);
    expect(seed.english[0]).not.toHaveProperty("path");
    for (const locale of TRANSLATED_LOCALES) {
      const texts = seed.translations[locale];
      expect(Object.keys(texts[0] ?? {}).sort()).toEqual(["author", "body", "imageAlt", "summary", "title"]);
      const laid = seed.english.map((post, index) => ({ ...post, ...texts[index] }));
      expect(blogPostsSchema.safeParse(laid).success, locale).toBe(true);
    }
    expect(seed.translations.gu[0]?.body).toMatch(/^ટૂંકો જવાબ/);
  });

  it("refuses two posts with one id, and an id that is no slug", () => {
    const [post] = readBlogPosts().english;
    const twice = blogPostsSchema.safeParse([post, post]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.path.join("."))).toEqual(["1.id"]);
    expect(blogPostsSchema.safeParse([{ ...post, id: "New Post/../x" }]).success).toBe(false);
    expect(blogPostsSchema.safeParse([{ ...post, body: " " }]).success).toBe(false);
  });
});

describe("an article with HTML", () => {
  it("is refused with the tags named, as the page would show them as text (tester)", () => {
    const [post] = readBlogPosts().english;
    const body = `${post!.body}\n\nSee <b>this</b> <script>alert('x')</script>`;
    const parsed = blogPostsSchema.safeParse([{ ...post, body }]);
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages).toContain(htmlTagsMessage(["<b>", "</b>", "<script>", "</script>"]));
    expect(htmlTagsMessage(["<b>", "</b>", "<script>", "</script>"])).toMatch(
      /^The page shows HTML as the text it is \("<b>", "<\/b>", "<script>" …\)/,
    );
  });
});

describe("a photo in an article", () => {
  it("must say what it shows: no empty description, not the copied line's words (tester)", () => {
    const [post] = readBlogPosts().english;
    const id = "0123456789abcdef0123456789abcdef";
    const messagesWith = (line: string) => {
      const parsed = blogPostsSchema.safeParse([{ ...post, body: `${post!.body}\n\n${line}` }]);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messagesWith(`![Describe the photo in English](photo:${id})`)).toContain(UNDESCRIBED_PHOTO);
    expect(messagesWith(`![ ](photo:${id})`)).toContain(UNDESCRIBED_PHOTO);
    expect(messagesWith(`![A cabin we installed in Adajan](photo:${id})`)).toEqual([]);
  });
});
