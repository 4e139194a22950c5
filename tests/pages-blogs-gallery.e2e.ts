/** The blogs, a blog post and the elevators gallery, with keyboard use and JavaScript off. */
import { describe, expect, it } from "vitest";
import { readBlogIndex } from "../content/blog-posts.ts";
import { galleryItems } from "../content/gallery.ts";
import { baseUrl, usePage, waitForHydration } from "./support/browser.ts";
import { desktop, focusedName, noJs, phone, viewMore } from "./support/pages.ts";

const blogs = readBlogIndex();

describe("blogs", () => {
  const open = usePage();

  it("lists every post with image, title, summary and 'View more'", async () => {
    const page = await open("/blogs", phone);
    await waitForHydration(page);
    for (const blog of blogs) {
      await expect(page.getByRole("heading", { name: blog.title }).isVisible()).resolves.toBe(true);
      await expect(page.getByText(blog.summary).isVisible()).resolves.toBe(true);
      await expect(page.getByRole("link", { name: viewMore(blog.title) }).getAttribute("href")).resolves.toBe(
        `/blog-detail/${blog.id}`,
      );
    }
    expect(await page.locator(".blog-card img").count()).toBe(3);
    // Newest first, as the home page's cards.
    const hrefs = await page
      .locator(".blog-card__title a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/blog-detail/3", "/blog-detail/2", "/blog-detail/1"]);
    await page.getByRole("link", { name: viewMore(blogs[1]?.title) }).click();
    await page.waitForURL(`${baseUrl()}/blog-detail/2`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(blogs[1]?.title);
  });

  it("the detail page renders the markdown, the date and a link back", async () => {
    const page = await open("/blog-detail/1", desktop);
    await waitForHydration(page);
    const article = page.locator("article");
    await expect(
      article.getByRole("heading", { level: 2, name: "What an AMC covers" }).isVisible(),
    ).resolves.toBe(true);
    expect(await article.locator(".prose li").count()).toBeGreaterThan(10);
    expect(await article.locator(".prose strong").first().textContent()).toBe("once a month");
    await expect(article.locator("time").textContent()).resolves.toBe("15 September 2026");
    await expect(article.getByRole("img", { name: blogs[0]?.imageAlt }).isVisible()).resolves.toBe(true);
    await article.getByRole("link", { name: "Back to all blogs" }).click();
    await page.waitForURL(`${baseUrl()}/blogs`);
  });

  it("has BlogPosting structured data in the prerendered HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/blog-detail/2`)).text();
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}"))
      .find((block) => block["@type"] === "BlogPosting");
    expect(posting?.headline).toBe(blogs[1]?.title);
    expect(posting?.datePublished).toBe("2026-10-20");
    expect(posting?.image).toMatch(/^https:\/\/www\.example\.com\/images\/blogs\/.+\.svg\?v=[0-9a-f]+$/);
  });

  it("a post that does not exist, /blog-detail/99, ends at / (direct load and client-side)", async () => {
    const direct = await open("/blog-detail/99", desktop);
    expect(direct.url()).toBe(`${baseUrl()}/`);
    const page = await open("/blogs", desktop);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/blog-detail/99");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(`${baseUrl()}/`);
  });
});

describe("elevators gallery", () => {
  const open = usePage();

  it("shows ten items with image and name", async () => {
    const page = await open("/elevators-lift", desktop);
    await waitForHydration(page);
    expect(await page.locator(".gallery-card__name").allTextContents()).toEqual(
      galleryItems.map((item) => item.name),
    );
    expect(await page.locator(".gallery-card img").count()).toBe(10);
  });

  it("details appear on hover and on keyboard focus", async () => {
    const page = await open("/elevators-lift", desktop);
    await waitForHydration(page);
    const panel = (index: number) => page.locator(".gallery-card__panel").nth(index);
    const opacity = (index: number) => panel(index).evaluate((element) => getComputedStyle(element).opacity);
    expect(await opacity(0)).toBe("0");
    await page.locator(".gallery-card").nth(1).hover();
    await expect.poll(() => opacity(1)).toBe("1");
    await page.mouse.move(5, 5);
    await expect.poll(() => opacity(1)).toBe("0");

    await page.getByRole("heading", { name: "Lifts we design, install and maintain" }).click();
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press("Tab");
      const inGallery = await page.evaluate(() => Boolean(document.activeElement?.closest(".gallery-card")));
      if (inGallery) break;
    }
    expect(await focusedName(page)).toContain(`More about this lift: ${galleryItems[0]?.name}`);
    await expect.poll(() => opacity(0)).toBe("1");
    await page.keyboard.press("Tab");
    await expect.poll(() => opacity(1)).toBe("1");
    await expect.poll(() => opacity(0)).toBe("0");
  });

  it("on a phone the details are readable below each picture without hover", async () => {
    const page = await open("/elevators-lift", phone);
    await waitForHydration(page);
    const panel = page.locator(".gallery-card__panel").nth(4);
    await panel.scrollIntoViewIfNeeded();
    expect(await panel.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    await expect(page.getByText(galleryItems[4]?.details ?? "").isVisible()).resolves.toBe(true);
  });
});

describe("JavaScript off", () => {
  const open = usePage();

  it("blogs, gallery and cabins show their content and links work", async () => {
    const page = await open("/blogs", { ...desktop, ...noJs });
    await page.getByRole("link", { name: viewMore(blogs[0]?.title) }).click();
    await page.waitForURL(`${baseUrl()}/blog-detail/1`);
    await expect(page.getByRole("heading", { name: "What an AMC covers" }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Back to all blogs" }).click();
    await page.waitForURL(`${baseUrl()}/blogs`);

    const gallery = await open("/elevators-lift", { ...phone, ...noJs });
    await expect(gallery.getByText(galleryItems[9]?.details ?? "").isVisible()).resolves.toBe(true);

    const cabin = await open("/adenium-aura", { ...phone, ...noJs });
    await expect(cabin.getByRole("heading", { name: "Specification" }).isVisible()).resolves.toBe(true);
  });
});
