/**
 * `*.md` imports become `{ frontmatter, html }`, rendered AT BUILD TIME with `marked`, so no
 * markdown parser ships to the browser. Frontmatter is a flat block of `key: value` lines between
 * `---` fences; files under content/blogs/ are checked against the blog post schema and a bad
 * frontmatter fails the build with the file and field named.
 *
 *   import post from "../content/blogs/1.md";  // { frontmatter: { id: "1", … }, html: "<p>…" }
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Marked } from "marked";
import type { Plugin } from "vite";
import { blogPostFrontmatterSchema } from "../../content/schemas.ts";

const BLOGS_DIR = path.resolve(import.meta.dirname, "../../content/blogs");

export interface MarkdownDocument {
  frontmatter: Record<string, string>;
  /** The markdown after the frontmatter. */
  body: string;
}

/** Splits a markdown file into its frontmatter (flat `key: value` lines) and body. */
export function parseFrontmatter(source: string): MarkdownDocument {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = text.match(/^---\n([\s\S]*?)\n---\n?/);
  if (!match) return { frontmatter: {}, body: text };
  const frontmatter: Record<string, string> = {};
  for (const [index, line] of (match[1] ?? "").split("\n").entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const field = line.match(/^([A-Za-z][\w-]*):\s*(.*)$/);
    if (!field) throw new Error(`frontmatter line ${index + 2} is not "key: value": ${line}`);
    const [, key = "", raw = ""] = field;
    if (key in frontmatter) throw new Error(`frontmatter key "${key}" appears twice`);
    const value = raw.trim();
    const quoted = value.match(/^(["'])(.*)\1$/);
    frontmatter[key] = quoted ? (quoted[2] ?? "") : value;
  }
  return { frontmatter, body: text.slice(match[0].length) };
}

const marked = new Marked({ gfm: true, async: false });

/** Markdown to HTML. A `# heading` becomes <h2>: the page's only <h1> is the post title. */
export function renderMarkdown(body: string): string {
  const html = marked.parse(body, { async: false });
  return html.replace(/<(\/?)h1(?=[\s>])/g, "<$1h2");
}

/** Parses, validates (blog posts) and renders one markdown file; throws naming the file. */
export function compileMarkdown(file: string, source: string) {
  const relative = path.relative(process.cwd(), file);
  let document: MarkdownDocument;
  try {
    document = parseFrontmatter(source);
  } catch (error) {
    throw new Error(`${relative}: ${(error as Error).message}`);
  }
  if (path.dirname(path.resolve(file)) === BLOGS_DIR) {
    const result = blogPostFrontmatterSchema.safeParse(document.frontmatter);
    if (!result.success) {
      const problems = result.error.issues.map(
        (issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
      );
      throw new Error(`${relative}: invalid frontmatter\n${problems.join("\n")}`);
    }
    const expectedId = path.basename(file, ".md");
    if (result.data.id !== expectedId) {
      throw new Error(`${relative}: frontmatter id "${result.data.id}" must match the file name`);
    }
  }
  return { frontmatter: document.frontmatter, html: renderMarkdown(document.body) };
}

/** Frontmatter of every blog post on disk, keyed by file name (for content/validate.ts). */
export function readBlogFrontmatter(dir = BLOGS_DIR): Record<string, Record<string, string>> {
  const entries: Record<string, Record<string, string>> = {};
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()) {
    entries[name] = parseFrontmatter(readFileSync(path.join(dir, name), "utf8")).frontmatter;
  }
  return entries;
}

export function markdown(): Plugin {
  return {
    name: "markdown",
    enforce: "pre",
    transform(source, id) {
      // Only plain imports: `?raw`, `?url` and the like keep Vite's own handling.
      if (id.includes("?") || !id.endsWith(".md")) return undefined;
      const compiled = compileMarkdown(id, source);
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: { mappings: "" } };
    },
  };
}
