import { describe, expect, it } from "vitest";
import { isSafeLink } from "../contracts/markdown.ts";
import type { PagePhoto } from "../contracts/page-photo.ts";
import { renderMarkdown } from "./markdown.server.ts";

const ID = "0123456789abcdef0123456789abcdef";
const NOT_READY = "fedcba9876543210fedcba9876543210";
const variants = (format: string) =>
  [320, 640, 900].map((width) => `/media/${ID}-${width}.${format} ${width}w`).join(", ");
/** A ready photo as the page's load context hands it. */
const PHOTO: PagePhoto = {
  src: `/media/${ID}-900.jpg`,
  width: 900,
  height: 600,
  placeholder: "data:image/webp;base64,AAAA",
  sources: { avif: variants("avif"), webp: variants("webp"), jpg: variants("jpg") },
  largest: `/media/${ID}-900.jpg`,
  focus: { x: 50, y: 50 },
};
const SIZES = "(min-width: 50rem) 48rem, 100vw";
const withPhoto = (markdown: string) =>
  renderMarkdown(markdown, "en", { ready: { [ID]: PHOTO }, sizes: SIZES });

describe("blog markdown", () => {
  it("renders the posts' markdown and keeps the page's only <h1> for the title", () => {
    const html = renderMarkdown(
      "# Big\n\n## Section\n\n### Part\n\n- one\n- **two**\n\n1. *first*\n\n[Contact](/contact-us) ![A lift](/images/lift.svg)",
    );
    expect(html).toContain("<h2>Big</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<h3>Part</h3>");
    expect(html).toContain("<li><strong>two</strong></li>");
    expect(html).toContain("<li><em>first</em></li>");
    expect(html).toContain('<a href="/contact-us">Contact</a>');
    expect(html).toContain('<img src="/images/lift.svg" alt="A lift" loading="lazy">');
    expect(html).not.toContain("<h1");
  });

  it("keeps the site's links in the article's language, and addresses elsewhere as written", () => {
    expect(renderMarkdown("[Contact](/contact-us) [Out](https://example.com/a?b=1&c=2)", "hi")).toContain(
      '<a href="/hi/contact-us">Contact</a> <a href="https://example.com/a?b=1&amp;c=2">Out</a>',
    );
  });

  it("shows raw HTML as text: no tag, no event handler", () => {
    for (const hostile of [
      "<script>alert(1)</script>",
      "Hi <img src=x onerror=alert(1)> there",
      '<a href="javascript:alert(1)">x</a>',
      "<svg onload=alert(1)></svg>",
      "<iframe src=//evil.example></iframe>",
      '<div style="background:url(javascript:alert(1))">x</div>',
      "**bold <b onmouseover=alert(1)>x</b>**",
    ]) {
      const html = renderMarkdown(hostile);
      expect(html, hostile).not.toMatch(/<(?!\/?(p|strong)>)/);
      expect(html, hostile).toContain("&lt;");
    }
  });

  it("keeps the rest of a body around an element it does not allow: headings, lists, links and paragraphs", () => {
    // Raw HTML on a line of its own once swallowed the lines after it (to the next blank line, or,
    // for an unclosed <script>, to the end) and showed them as one run of text.
    const article = (element: string) =>
      [
        "Intro paragraph.",
        element,
        "## After it",
        "- first point",
        "- second point",
        "",
        "Read [our checklist](/contact-us) too.",
      ].join("\n");
    for (const element of [
      '<iframe src="https://evil.example/embed"></iframe>',
      '<iframe src="https://evil.example/embed">',
      "<script>alert(1)",
      "<script>alert(1)</script>",
      "<table>\n<tr><td>Load</td><td>8 persons</td></tr>\n</table>",
      "<div>",
      "<!-- a note",
    ]) {
      const html = renderMarkdown(article(element));
      expect(html, element).toContain("<p>Intro paragraph.");
      expect(html, element).toContain("<h2>After it</h2>");
      expect(html, element).toContain("<ul>\n<li>first point</li>\n<li>second point</li>\n</ul>");
      expect(html, element).toContain('<p>Read <a href="/contact-us">our checklist</a> too.</p>');
      // The element itself is text, never markup, nor a link to what it embeds.
      expect(html, element).toContain("&lt;");
      expect(html, element).not.toContain('href="https://evil');
      expect(html, element).not.toMatch(/<(?!\/?(p|h2|ul|li|a)[ >])/);
    }
  });

  it("drops links that are not http(s) or a site path, keeping their words", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "jav&#x61;script:alert(1)",
      "&#106;avascript:alert(1)",
      " javascript:alert(1)",
      "<javascript:alert(1)>",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example",
      "/\\evil.example",
      "mailto:a@example.com",
    ]) {
      const html = renderMarkdown(`[words](${href})`);
      expect(html, href).toBe("<p>words</p>\n");
    }
    // A reference definition and an autolink get the same check.
    expect(renderMarkdown("[x][r]\n\n[r]: javascript:alert(1)")).toBe("<p>x</p>\n");
    expect(renderMarkdown("<javascript:alert(1)>")).not.toContain("<a");
    expect(isSafeLink("https://example.com")).toBe(true);
    expect(isSafeLink("/contact-us")).toBe(true);
    expect(isSafeLink("https:alert(1)")).toBe(false);
  });

  it("shows only pictures from the site's own paths", () => {
    expect(renderMarkdown("![a](data:image/svg+xml,x)")).not.toContain("<img");
    expect(renderMarkdown("![a](https://evil.example/p.png)")).not.toContain("<img");
    expect(renderMarkdown("![a](//evil.example/p.png)")).not.toContain("<img");
  });

  it("escapes quotes in attributes, so no text breaks out of one", () => {
    const image = renderMarkdown('![a" onerror="alert(1)](/images/a.png "t\\" onload=\\"x")');
    expect(image).not.toMatch(/ on\w+="/);
    const link = renderMarkdown('[x](https://example.com/"onmouseover="alert(1))');
    expect(link).not.toMatch(/ on\w+="/);
    expect(renderMarkdown("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n",
    );
  });

  describe("a photo in the article", () => {
    it("is a <picture> of its AVIF and WebP variants, with a JPEG fallback of its size, loaded lazily", () => {
      const html = withPhoto(`Our work:\n\n![A cabin we installed in Adajan](photo:${ID})\n\nMore text.`);
      expect(html).toContain(
        `<p><picture><source type="image/avif" srcSet="${variants("avif")}" sizes="${SIZES}"/>` +
          `<source type="image/webp" srcSet="${variants("webp")}" sizes="${SIZES}"/>`,
      );
      const img = html.match(/<img [^>]*>/)?.[0] ?? "";
      expect(img).toContain(`src="/media/${ID}-900.jpg"`);
      expect(img).toContain(`srcSet="${variants("jpg")}"`);
      expect(img).toContain('width="900"');
      expect(img).toContain('height="600"');
      expect(img).toContain('alt="A cabin we installed in Adajan"');
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
      expect(img).not.toContain("fetchpriority");
      expect(html).toContain("<p>Our work:</p>");
      expect(html).toContain("<p>More text.</p>");
    });

    it("shows nothing while it is not ready (or is unknown): no hole, no broken image, no stray paragraph", () => {
      const article = `Before.\n\n![A cabin](photo:${NOT_READY})\n\nAfter ![inline](photo:${NOT_READY}) it.`;
      for (const html of [withPhoto(article), renderMarkdown(article)]) {
        expect(html).toBe("<p>Before.</p>\n<p>After  it.</p>\n");
      }
    });

    it("keeps its description as text: no markup, no script, no attribute broken out of", () => {
      for (const alt of [
        "<script>alert(1)</script>",
        '" onerror="alert(1)',
        "<img src=x onerror=alert(1)>",
        "javascript:alert(1)",
      ]) {
        const html = withPhoto(`![${alt}](photo:${ID})`);
        expect(html, alt).not.toMatch(/<(?!\/?(p|picture|source|img)[ >/])/);
        expect(html, alt).not.toMatch(/ on\w+="/);
        expect(html.match(/<img /g), alt).toHaveLength(1);
      }
      // A link whose words are the photo keeps the link check: a `javascript:` link is dropped.
      expect(withPhoto(`[![A cabin](photo:${ID})](javascript:alert(1))`)).not.toContain("<a");
      // Anything after the id is no photo of the company: shown as its description.
      expect(withPhoto(`![A cabin](photo:${ID}|doors/x.svg)`)).toBe("<p>A cabin</p>\n");
    });
  });
});
