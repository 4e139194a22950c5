/**
 * The blogs, two of the articles, the cabin pages and the elevators gallery in Gujarati and Hindi: their
 * content and interface in the page's language, links kept in it, dates written for it, structured
 * data saying it, and no axe violations in the page's content (the header and footer around it are
 * the same on every page and checked with them). Each page is opened once per language, one
 * language at a phone's width and the other at a desktop's, swapped from page to page, so each
 * language meets both widths: each layout at both widths is checked in English
 * (tests/routes.e2e.ts), and every Gujarati and Hindi page's text and script in its HTML
 * (tests/languages.test.ts).
 */
import { describe, expect, it } from "vitest";
import { readLocalizedBlogIndex } from "../content/blog-posts.ts";
import { cabinsIn } from "../content/cabins.ts";
import { galleryItemsIn } from "../content/gallery.ts";
import { m } from "../messages/compiled/messages.js";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";
import { desktop, phone } from "./support/pages.ts";

const blogIndex = readLocalizedBlogIndex();
/** A date as the page's language writes it: day and year in Western digits, the month in its script. */
const DATE = { gu: /^\d{1,2} \p{Script=Gujarati}+, 2026$/u, hi: /^\d{1,2} \p{Script=Devanagari}+ 2026$/u };

describe.each(["gu", "hi"] as const)("%s", (locale) => {
  const open = usePage();
  const blogs = blogIndex[locale];

  const [one, other] = locale === "gu" ? [phone, desktop] : [desktop, phone];

  describe("one page each, at alternating widths", () => {
    it(`the blog list at ${one.width} px`, async () => {
      const list = await open(`/${locale}/blogs`, one);
      expect(await list.locator("html").getAttribute("lang")).toBe(locale);
      await expect(
        list.getByRole("heading", { name: m.blog_list_title({}, { locale }) }).isVisible(),
      ).resolves.toBe(true);
      for (const blog of blogs) {
        await expect(list.getByRole("heading", { name: blog.title }).isVisible()).resolves.toBe(true);
        await expect(list.getByText(blog.summary).isVisible()).resolves.toBe(true);
      }
      expect(await list.locator(".blog-card time").first().textContent()).toMatch(DATE[locale]);
      expect(await axeViolations(list, "main")).toEqual([]);
    });

    it(`an article at ${other.width} px`, async () => {
      const article = await open(`/${locale}/blog-detail/2`, other);
      await expect.poll(() => article.locator("h1").textContent()).toBe(blogs[1]?.title);
      const body = article.locator(".blog-article__body");
      expect(await body.locator("h2").count()).toBe(6);
      expect(await body.locator('a[href="/bunglow-lift"]').count()).toBe(0);
      expect(await body.locator(`a[href="/${locale}/bunglow-lift"]`).count()).toBe(1);
      expect(await article.locator(".blog-article__meta time").textContent()).toMatch(DATE[locale]);
      await expect(
        article.getByRole("link", { name: m.blog_back_to_all({}, { locale }) }).getAttribute("href"),
      ).resolves.toBe(`/${locale}/blogs`);
      expect(await axeViolations(article, "main")).toEqual([]);
    });

    it(`a cabin with its specification at ${one.width} px`, async () => {
      const cabins = cabinsIn(locale);
      const alpha = await open(`/${locale}/woodland-alpha`, one);
      await expect(alpha.locator("#cabin-title").textContent()).resolves.toBe(cabins[0]?.teaser);
      await expect(
        alpha.getByRole("heading", { name: m.cabin_specification({}, { locale }) }).isVisible(),
      ).resolves.toBe(true);
      await expect(alpha.getByText(cabins[0]?.specifications?.[3]?.value ?? "").isVisible()).resolves.toBe(
        true,
      );
      await expect(
        alpha
          .getByRole("navigation", { name: m.cabin_types_label({}, { locale }) })
          .getByRole("link")
          .first()
          .getAttribute("href"),
      ).resolves.toBe(`/${locale}/passenger-elevators`);
      expect(await axeViolations(alpha, "main")).toEqual([]);
    });

    it(`a cabin made to order at ${other.width} px`, async () => {
      const cabins = cabinsIn(locale);
      const iris = await open(`/${locale}/formonic-iris`, other);
      await expect(iris.getByText(m.cabin_made_to_order({}, { locale })).isVisible()).resolves.toBe(true);
      await expect(iris.getByText(cabins[4]?.description[0] ?? "").isVisible()).resolves.toBe(true);
      expect(await axeViolations(iris, "main")).toEqual([]);
    });

    it(`the elevators gallery at ${other.width} px`, async () => {
      const gallery = await open(`/${locale}/elevators-lift`, other);
      expect(await gallery.locator(".gallery-card__name").allTextContents()).toEqual(
        galleryItemsIn(locale).map((item) => item.name),
      );
      expect(await axeViolations(gallery, "main")).toEqual([]);
    });
  });

  it("moving from the list to an article in the browser keeps the language", async () => {
    const page = await open(`/${locale}/blogs`, desktop);
    await waitForHydration(page);
    // The list is newest first: post 1 is its last card.
    await page.locator(".blog-card__title a").last().click();
    await page.waitForURL(`${baseUrl()}/${locale}/blog-detail/1`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(blogs[0]?.title);
    await page.locator(".blog-article__next").click();
    await page.waitForURL(`${baseUrl()}/${locale}/blog-detail/2`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(blogs[1]?.title);
  });

  it("says its language in the BlogPosting and a post that does not exist goes to this language's home", async () => {
    const html = await (await fetch(`${baseUrl()}/${locale}/blog-detail/1`)).text();
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}"))
      .find((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: blogs[0]?.title,
      inLanguage: `${locale}-IN`,
      mainEntityOfPage: `https://www.example.com/${locale}/blog-detail/1`,
    });
    const missing = await open(`/${locale}/blog-detail/99`, desktop);
    expect(missing.url()).toBe(`${baseUrl()}/${locale}`);
  });
});
