import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("sitemap.xml", () => {
  it("lists each page in every language, each with all its alternates and the English as x-default", () => {
    const xml = sitemapXml("https://www.example.com", ["/faq", "/", "/faq"], "2026-12-02");
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>2026-12-02<\/lastmod>(.*?)<\/url>/g)];
    expect(urls.map(([, loc]) => loc)).toEqual([
      "https://www.example.com/",
      "https://www.example.com/faq",
      "https://www.example.com/gu",
      "https://www.example.com/gu/faq",
      "https://www.example.com/hi",
      "https://www.example.com/hi/faq",
    ]);
    expect(urls[3]?.[2]).toBe(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="gu" href="https://www.example.com/gu/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="hi" href="https://www.example.com/hi/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/faq"/>',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });
});
