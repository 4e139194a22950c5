/**
 * The home page in a real browser: the hero slideshow, the services coverflow by width, the blog
 * carousel's buttons and arrow keys, pause and reduced motion, the step list reveal, the FAQ
 * accordion, axe, and the whole page with JavaScript off.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scrollToSection, usePage, waitForCarousel, waitForHydration } from "./support/browser.ts";

const hero = (page: Page) => page.locator('section[aria-label="Highlights"]');
const currentHeroSlide = (page: Page) =>
  hero(page).locator('.carousel__slide[data-active="true"]').getAttribute("aria-label");

describe("home page", () => {
  const open = usePage();

  // Same markup at every width; axe checks the home page at 375 and 1280 px in routes.e2e.ts.
  it("has the eleven sections in order", async () => {
    const page = await open("/", { width: 375 });
    await waitForHydration(page);
    const headings = await page.locator("main h1, main h2").allTextContents();
    const expected = [
      /ALL ELEVATOR & LIFT SOLUTIONS/i,
      /One team from the first drawing/,
      /What our customers say/,
      /Urdhva Elevators Services/,
      /Enquiry Followup Steps/,
      /Nine safeguards/,
      /Our Latest Blogs/,
      /Meet Our Specialist/,
      /Customers FAQ's/,
      /Plan your lift/,
    ];
    const positions = expected.map((pattern) => headings.findIndex((text) => pattern.test(text)));
    expect(
      positions.every((position) => position >= 0),
      headings.join(" | "),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await page.locator(".value-card").count()).toBe(3);
    expect(await page.locator("#appointment form").count()).toBe(1);
  });

  it("loads the first hero image eagerly with high priority and everything else lazily", async () => {
    const page = await open("/", { width: 375 });
    const images = await page.locator("main img").evaluateAll((nodes) =>
      nodes.map((node) => ({
        src: node.getAttribute("src") ?? "",
        loading: node.getAttribute("loading"),
        priority: node.getAttribute("fetchpriority"),
        sized: node.hasAttribute("width") && node.hasAttribute("height"),
      })),
    );
    expect(images[0]?.src).toMatch(/slide-1/);
    expect(images[0]).toMatchObject({ loading: "eager", priority: "high", sized: true });
    for (const image of images.slice(1))
      expect(image, image.src).toMatchObject({ loading: "lazy", sized: true });
  });

  it("asks for the later hero slides' pictures once hydrated, not beside the first one", async () => {
    const requested: string[] = [];
    // The app's scripts fail: the page stays as first painted, never hydrated.
    const page = await open("/", {
      width: 375,
      allowErrors: ["/assets/", "dynamically imported module", "net::ERR_FAILED"],
      beforeLoad: async (page) => {
        page.on("request", (request) => requested.push(request.url()));
        await page.route("**/assets/*.js", (route) => route.abort());
      },
    });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(requested.filter((url) => url.includes("/hero/"))).toEqual([expect.stringContaining("slide-1")]);
    const live = await open("/", { width: 375 });
    await waitForHydration(live, { sections: false });
    await live.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>(".hero__image")].every(
        (image) => image.naturalWidth > 0,
      ),
    );
  });

  it("hero: autoplays every 5 s, wraps, prev/next wrap, the pause button stops it", async () => {
    const page = await open("/", { width: 1280, fakeClock: true });
    await waitForHydration(page, { sections: false });
    expect(await currentHeroSlide(page)).toBe("1 of 4");
    await page.clock.runFor(4000);
    expect(await currentHeroSlide(page)).toBe("1 of 4");
    await page.clock.runFor(1000);
    await expect.poll(() => currentHeroSlide(page)).toBe("2 of 4");
    const prev = hero(page).getByRole("button", { name: "Previous slide" });
    const next = hero(page).getByRole("button", { name: "Next slide" });
    await prev.click();
    await prev.click();
    expect(await currentHeroSlide(page)).toBe("4 of 4");
    await next.click();
    expect(await currentHeroSlide(page)).toBe("1 of 4");
    await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(5, 5);
    await page.locator("footer").hover();
    await page.clock.runFor(6000);
    expect(await currentHeroSlide(page)).toBe("1 of 4");
    await expect(hero(page).getByRole("button", { name: "Play slideshow" }).count()).resolves.toBe(1);
    // The current slide's text is visible, the others are faded out (once the CSS fade, which runs
    // on real time, has ended).
    const opacities = () =>
      hero(page)
        .locator(".carousel__slide h1, .carousel__slide h2")
        .evaluateAll((nodes) =>
          nodes.map((node) => getComputedStyle(node.closest(".carousel__slide") as Element).opacity),
        );
    await expect.poll(opacities).toEqual(["1", "0", "0", "0"]);
  });

  it("hero: does not autoplay under reduced motion", async () => {
    const page = await open("/", { width: 375, reducedMotion: "reduce", fakeClock: true });
    await waitForHydration(page, { sections: false });
    await page.clock.runFor(6000);
    expect(await currentHeroSlide(page)).toBe("1 of 4");
    expect(await hero(page).getByRole("button", { name: "Play slideshow" }).count()).toBe(1);
  });

  it("hero: no layout shift while slides change", async () => {
    const page = await open("/", { width: 375 });
    await waitForHydration(page);
    const heightBefore = await hero(page).evaluate((node) => node.getBoundingClientRect().height);
    await page.evaluate(() => {
      const store = window as unknown as { __cls: number };
      store.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          store.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: false });
    });
    for (let i = 0; i < 4; i++) await hero(page).getByRole("button", { name: "Next slide" }).click();
    await page.waitForTimeout(1200);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(await hero(page).evaluate((node) => node.getBoundingClientRect().height)).toBe(heightBefore);
  });

  for (const [width, perView] of [
    [375, 1],
    [768, 2],
    [1280, 3],
    [1600, 4],
  ] as const) {
    it(`services coverflow shows ${perView} per view at ${width} px, loops and centres the active card`, async () => {
      const page = await open("/", { width });
      await waitForHydration(page);
      const carousel = page.locator('section[aria-label="Our lifts"]');
      await scrollToSection(page, "home-services");
      await waitForCarousel(page, "Our lifts");
      const sizes = await carousel.evaluate((root) => {
        const viewport = root.querySelector(".carousel__viewport") as HTMLElement;
        const slide = root.querySelector(".carousel__slide") as HTMLElement;
        return { viewport: viewport.clientWidth, slide: slide.getBoundingClientRect().width };
      });
      expect(Math.round(sizes.viewport / sizes.slide)).toBe(perView);
      expect(await carousel.locator(".carousel__slide").count()).toBe(6);
      const next = carousel.getByRole("button", { name: "Next slide" });
      const prev = carousel.getByRole("button", { name: "Previous slide" });
      expect(await prev.isDisabled()).toBe(false);
      await prev.click();
      const active = carousel.locator('.carousel__slide[data-active="true"]');
      await expect.poll(() => active.getAttribute("aria-label")).toBe("6 of 6");
      const offset = () =>
        carousel.evaluate((root) => {
          const viewport = (root.querySelector(".carousel__viewport") as HTMLElement).getBoundingClientRect();
          const slide = (
            root.querySelector('.carousel__slide[data-active="true"]') as HTMLElement
          ).getBoundingClientRect();
          return Math.abs(slide.left + slide.width / 2 - (viewport.left + viewport.width / 2));
        });
      await expect.poll(offset).toBeLessThan(16);
      await next.click();
      await next.click();
      await expect.poll(() => active.getAttribute("aria-label")).toBe("2 of 6");
      const links = await carousel
        .getByRole("link", { name: /^View more/ })
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
      expect(links).toEqual([
        "/bunglow-lift",
        "/passenger-elevators",
        "/hydraulic-elevators",
        "/hospital-elevators",
        "/capsule-elevators",
        "/goods-lift",
      ]);
    });
  }

  it("blogs: buttons disabled at the ends, arrow keys move it, hidden on large screens", async () => {
    const page = await open("/", { width: 375 });
    await waitForHydration(page);
    const blogs = page.locator('section[aria-label="Latest blog posts"]');
    await scrollToSection(page, "home-blogs");
    await waitForCarousel(page, "Latest blog posts");
    const prev = blogs.getByRole("button", { name: "Previous slide" });
    const next = blogs.getByRole("button", { name: "Next slide" });
    expect(await prev.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    // The repository's three posts, the newest first: one per view at this width.
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await prev.isDisabled()).toBe(false);
    await prev.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => prev.isDisabled()).toBe(true);
    const hrefs = await blogs
      .getByRole("link", { name: /^View more/ })
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(hrefs).toEqual(["/blog-detail/3", "/blog-detail/2", "/blog-detail/1"]);

    const wide = await open("/", { width: 1280 });
    await waitForHydration(wide);
    const wideBlogs = wide.locator('section[aria-label="Latest blog posts"]');
    expect(await wideBlogs.getByRole("button", { name: "Next slide" }).isVisible()).toBe(false);
    expect(await wideBlogs.locator(".carousel__slide").evaluateAll((nodes) => nodes.length)).toBe(3);
  });

  it("specialists lead to the About page's leadership section", async () => {
    const page = await open("/", { width: 1280 });
    const hrefs = await page
      .locator('section[aria-label="Our specialists"]')
      .getByRole("link", { name: /^View more/ })
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(hrefs).toEqual(["/about-us#leadership", "/about-us#leadership", "/about-us#leadership"]);
  });

  it("step list: from the first paint, one more step every second, newest first, until six; no blink at hydration", async () => {
    const page = await open("/", { width: 1280 });
    const steps = page.locator(".steps .step");
    // Each step's reveal starts with the page: the oldest at once, then one per second.
    const delays = () =>
      steps.evaluateAll((nodes) =>
        nodes.map((node) => {
          const [animation] = node.getAnimations();
          return animation ? Number(animation.effect?.getComputedTiming().delay) : null;
        }),
      );
    expect(await delays()).toEqual([5000, 4000, 3000, 2000, 1000, 0]);
    // Hydration changes nothing in the list: the server's markup is what the visitor keeps seeing.
    const before = await page.locator(".steps").innerHTML();
    await waitForHydration(page);
    await scrollToSection(page, "home-steps");
    expect(await page.locator(".steps").innerHTML()).toBe(before);
    const shown = () =>
      steps.evaluateAll((nodes) =>
        nodes
          .filter((node) => getComputedStyle(node).visibility === "visible")
          .map((node) => node.querySelector(".step__name")?.textContent),
      );
    // The reveals run (none paused, none dropped by hydration), or have run already on a slow
    // machine; each is run to its end rather than waited for (the last ends five seconds in).
    const states = await steps.evaluateAll((nodes) =>
      nodes.map((node) => node.getAnimations()[0]?.playState ?? "none"),
    );
    expect(states.filter((state) => state !== "running" && state !== "finished")).toEqual([]);
    expect(states).toHaveLength(6);
    await steps.evaluateAll((nodes) => {
      for (const node of nodes) for (const animation of node.getAnimations()) animation.finish();
    });
    expect(await shown()).toHaveLength(6);
    expect((await shown())[0]).toBe("Completion of Call");
  });

  it("step list: all six at once under reduced motion", async () => {
    const page = await open("/", { width: 375, reducedMotion: "reduce" });
    const hidden = await page
      .locator(".steps .step")
      .evaluateAll((nodes) => nodes.filter((node) => getComputedStyle(node).visibility !== "visible").length);
    expect(hidden).toBe(0);
  });

  it("printed right after load: every step and every card that fades in shows", async () => {
    const page = await open("/", { width: 1280 });
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    const unseen = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll(".steps .step, .reveal-item")].filter((node) => {
            const style = getComputedStyle(node);
            return style.visibility !== "visible" || Number(style.opacity) < 1;
          }).length,
      );
    expect(await unseen()).toBe(0);
  });

  it("a card a keyboard user tabs into shows at once, not after its fade", async () => {
    const page = await open("/", { width: 375 });
    await waitForHydration(page);
    const button = page.locator(".safety-card button").last();
    // Still waiting to fade in: the visitor has not scrolled there.
    expect(await button.evaluate((node) => getComputedStyle(node.closest(".reveal-item")!).opacity)).toBe(
      "0",
    );
    await button.focus();
    expect(await button.evaluate((node) => getComputedStyle(node.closest(".reveal-item")!).opacity)).toBe(
      "1",
    );
  });

  it("FAQ accordion: none open at first, one at a time, the open one closes", async () => {
    const page = await open("/", { width: 375 });
    await waitForHydration(page);
    await scrollToSection(page, "home-faq");
    const faq = page.locator(".home-faq .accordion");
    const buttons = faq.getByRole("button");
    const expanded = () =>
      buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-expanded") === "true"));
    expect(await expanded()).toEqual([false, false, false]);
    // Polled: once, on a loaded CI machine, a closed answer read as visible here. Its text keeps a
    // box inside the closed, zero-high panel, so that was its `visibility`, which waits out a
    // closing slide before it hides. Not reproduced since; an answer left visible still fails.
    await expect.poll(() => faq.getByText(/about once a month/i).isVisible()).toBe(false);
    await buttons.nth(0).click();
    await expect.poll(() => faq.getByText(/about once a month/i).isVisible()).toBe(true);
    await buttons.nth(1).click();
    expect(await expanded()).toEqual([false, true, false]);
    await expect.poll(() => faq.getByText(/about once a month/i).isVisible()).toBe(false);
    await expect.poll(() => faq.getByText(/20 to 25 years/).isVisible()).toBe(true);
    await buttons.nth(1).click();
    expect(await expanded()).toEqual([false, false, false]);
  });

  it("safety features: SHOW MORE expands the full text", async () => {
    const page = await open("/", { width: 375 });
    await waitForHydration(page);
    await scrollToSection(page, "home-safety");
    const card = page.locator(".safety-card").first();
    expect(await card.locator(".safety-card__details").isVisible()).toBe(false);
    await card.getByRole("button", { name: /Show more/ }).click();
    expect(await card.locator(".safety-card__details").isVisible()).toBe(true);
    expect(await card.getByRole("button").getAttribute("aria-expanded")).toBe("true");
  });

  it("without JavaScript every slide, step, answer and full safety text is readable", async () => {
    for (const width of [375, 1280]) {
      const page = await open("/", { width, javaScriptEnabled: false });
      expect(await page.locator("html").getAttribute("class")).toBe("no-js");
      // Every hero slide and testimonial is in the page, in a scrollable strip.
      expect(await hero(page).locator(".carousel__slide").count()).toBe(4);
      const heroViewport = hero(page).locator(".carousel__viewport");
      expect(await heroViewport.evaluate((node) => getComputedStyle(node).overflowX)).toBe("auto");
      await heroViewport.evaluate((node) => node.scrollBy({ left: node.clientWidth * 3 }));
      expect(
        await hero(page)
          .getByText(/designed to IS 14665 practice/)
          .isVisible(),
      ).toBe(true);
      expect(await page.getByText(/Navkar Infra/).count()).toBe(1);
      // No buttons that would do nothing.
      expect(await page.locator(".carousel__controls").first().isVisible()).toBe(false);
      // The step list shows all six; the safety features their full text; the FAQ its answers.
      const hiddenSteps = await page
        .locator(".steps .step")
        .evaluateAll(
          (nodes) => nodes.filter((node) => getComputedStyle(node).visibility !== "visible").length,
        );
      expect(hiddenSteps).toBe(0);
      await page.locator(".safety-card").first().scrollIntoViewIfNeeded();
      expect(await page.getByText(/about 115% of rated speed/).isVisible()).toBe(true);
      await page.locator(".home-faq").scrollIntoViewIfNeeded();
      expect(await page.getByText(/20 to 25 years on average/).isVisible()).toBe(true);
      // Services: every card, scrollable.
      expect(await page.locator('section[aria-label="Our lifts"] .carousel__slide').count()).toBe(6);
      // (axe needs the page's JavaScript, so it runs in the first test, with JavaScript on.)
    }
  });
});
