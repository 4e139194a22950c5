import { describe, expect, it } from "vitest";
import { LOCALES, localeOfPath, localizedPath, pathWithoutLocale } from "./locales.ts";

describe("locales in paths", () => {
  it("reads the language from the first segment only", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/faq")).toBe("en");
    expect(localeOfPath("/gu")).toBe("gu");
    expect(localeOfPath("/gu/")).toBe("gu");
    expect(localeOfPath("/hi/contact-us")).toBe("hi");
    expect(localeOfPath("/guide")).toBe("en");
    expect(localeOfPath("/en/faq")).toBe("en");
  });

  it("strips and adds the prefix", () => {
    expect(pathWithoutLocale("/gu")).toBe("/");
    expect(pathWithoutLocale("/gu/")).toBe("/");
    expect(pathWithoutLocale("/hi/blog-detail/1")).toBe("/blog-detail/1");
    expect(pathWithoutLocale("/faq")).toBe("/faq");
    expect(localizedPath("/", "gu")).toBe("/gu");
    expect(localizedPath("/#appointment", "hi")).toBe("/hi#appointment");
    expect(localizedPath("/gu/faq", "hi")).toBe("/hi/faq");
    expect(localizedPath("/hi/faq", "en")).toBe("/faq");
  });

  it("round-trips every language", () => {
    for (const locale of LOCALES) {
      for (const path of ["/", "/faq", "/blog-detail/2"]) {
        const localized = localizedPath(path, locale);
        expect(localeOfPath(localized)).toBe(locale);
        expect(pathWithoutLocale(localized)).toBe(path);
      }
    }
  });
});
