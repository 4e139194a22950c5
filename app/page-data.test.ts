import { describe, expect, it } from "vitest";
import { company, companyIn } from "../content/company.ts";
import type { Locale } from "../contracts/locales.ts";
import { chromeOfMeta } from "./components/chrome.ts";
import { chromeData } from "./page-data.ts";

const request = (path: string) => new Request(`https://www.example.com${path}`);

/** A load context whose published company in each language is `published(locale)`. */
const publishing = (published: (locale: Locale) => unknown) => ({
  content: (id: string, locale: Locale) => (id === "company" ? published(locale) : undefined),
});

/** The company a page shows from its root data, as the components read it. */
const shown = (data: ReturnType<typeof chromeData>) => chromeOfMeta([{ id: "root", data }]).company;

describe("the company in the root's data", () => {
  it("adds nothing to an English page while the published company is the built one", () => {
    const copy = structuredClone(company);
    expect(
      chromeData(
        request("/"),
        publishing(() => copy),
      ),
    ).toBeNull();
    expect(chromeData(request("/"))).toBeNull();
  });

  it("sends the published English once it differs, and a Gujarati page its published texts over it", () => {
    const changed = (locale: Locale) => {
      const published = structuredClone(companyIn(locale));
      published.phones.support.display = "+91 90000 00099";
      if (locale === "gu") published.tagline = "નવી ટેગલાઇન";
      return published;
    };
    const english = chromeData(request("/contact-us"), publishing(changed));
    expect(english?.publishedCompany?.phones.support.display).toBe("+91 90000 00099");
    expect(shown(english).phones.support.display).toBe("+91 90000 00099");
    const gujarati = chromeData(request("/gu/contact-us"), publishing(changed));
    expect(shown(gujarati).tagline).toBe("નવી ટેગલાઇન");
    expect(shown(gujarati).phones.support.display).toBe("+91 90000 00099");
    expect(shown(gujarati).headOffice.city).toBe(companyIn("gu").headOffice.city);
  });
});
