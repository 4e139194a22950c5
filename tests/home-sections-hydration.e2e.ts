/**
 * The home page's sections below the hero hydrate onto the prerendered HTML, with the content they
 * fetch (/home-sections.json), without rendering it again: a replaced section would restart its
 * animations and lose what the visitor did. The sections hydrate one after another by themselves,
 * an in-page link followed at once keeps every one of them, and one left waiting still shows on
 * the next visit to the page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, positionKept, scrollToSection, usePage, waitForHydration } from "./support/browser.ts";

const FAQ = "home-faq";

/** Holds back the sections' content (their code waits for it), so they keep waiting until released. */
async function holdSectionsContent(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/home-sections\.json/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page at 375 px with the sections' content held back from the first request on: the
 * page asks for it early, so holding it back once the page has loaded could come too late.
 */
async function openHoldingContent(open: ReturnType<typeof usePage>, path: string) {
  let release = () => {};
  const page = await open(path, {
    width: 375,
    beforeLoad: async (opening) => {
      release = await holdSectionsContent(opening);
    },
  });
  return { page, release };
}

/** The root's layout classes (`js`, `fresh`); `system-font`, an English first visit's font, aside. */
const htmlClass = (page: Page) => async () =>
  ((await page.locator("html").getAttribute("class")) ?? "")
    .split(" ")
    .filter((name) => name !== "system-font")
    .join(" ");

/** Whether a section's content is laid out: content the browser skips (content-visibility) is not visible. */
const laidOut = (page: Page, id: string) =>
  page.evaluate(
    (section) =>
      document
        .querySelector(`[data-deferred="${section}"] > *`)
        ?.checkVisibility({ contentVisibilityAuto: true }) ?? null,
    id,
  );

/** Whether a screen reader finds the element (the accessibility tree leaves out content not laid out). */
async function readable(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.ignored === false;
}

/** A browser that never finds an idle moment, until `window.becomeIdle()`: as a busy, slow phone. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    const idle = window.requestIdleCallback;
    const queued: IdleRequestCallback[] = [];
    window.requestIdleCallback = (run) => queued.push(run);
    Object.assign(window, {
      becomeIdle: () => {
        window.requestIdleCallback = idle;
        for (const run of queued) idle(run);
      },
    });
  });
}

describe.each(["", "/gu"])("home page %s", (prefix) => {
  const open = usePage();

  it("keeps the prerendered elements of its sections when they hydrate", async () => {
    const page = await open(prefix || "/");
    await waitForHydration(page);
    const ids = ["home-intro", "home-values", "home-steps", "home-faq"];
    await page.evaluate((list) => {
      for (const id of list) {
        const section = document.querySelector(`[data-deferred="${id}"] > *`);
        if (section) (section as HTMLElement & { prerendered?: boolean }).prerendered = true;
      }
    }, ids);
    for (const id of ids) await scrollToSection(page, id);
    const kept = await page.evaluate(
      (list) =>
        list.map(
          (id) =>
            (document.querySelector(`[data-deferred="${id}"] > *`) as HTMLElement & { prerendered?: boolean })
              ?.prerendered === true,
        ),
      ids,
    );
    expect(kept).toEqual(ids.map(() => true));
  });

  it("hydrates every section below by itself, one after another, while the visitor reads the top", async () => {
    const page = await open(prefix || "/", { width: 375 });
    await waitForHydration(page);
    await expect
      .poll(() => page.locator("[data-deferred]:not([data-ready])").count(), { timeout: 20_000 })
      .toBe(0);
  });

  it("follows the hero's in-page link, then Back and Forward, while sections wait, with nothing dropped", async () => {
    // The sections' content is held back, so they are still waiting when the visitor taps.
    const { page, release } = await openHoldingContent(open, prefix || "/");
    await waitForHydration(page, { sections: false });
    expect(
      await page.locator("[data-deferred]:not([data-ready])").count(),
      "sections waiting",
    ).toBeGreaterThan(0);
    const cta = page.locator(".hero__cta").filter({ visible: true }).first();
    const target = (await cta.getAttribute("href")) ?? "";
    expect(target).toMatch(/^#/);
    // At the section (below the sticky header), once the scroll has ended.
    const atTarget = () =>
      page.evaluate((id) => {
        const top = document.querySelector(id)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 150;
      }, target);
    const emptied = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-deferred]")]
          .filter((wrapper) => wrapper.children.length === 0)
          .map((wrapper) => wrapper.dataset.deferred),
      );
    await cta.click();
    await expect.poll(atTarget).toBe(true);
    expect(await emptied()).toEqual([]);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).hash).toBe("");
    expect(await emptied(), "after Back").toEqual([]);
    await page.goForward();
    await expect.poll(atTarget).toBe(true);
    expect(await emptied(), "after Forward").toEqual([]);
    release();
    await waitForHydration(page);
    expect(await emptied(), "once all have hydrated").toEqual([]);
  });

  it("returns to where it was left on Back, when it was left before its sections came in", async () => {
    const { page, release } = await openHoldingContent(open, prefix || "/");
    await waitForHydration(page, { sections: false });
    // Laid out in full first, so no section's estimated height stands in for its own.
    await expect.poll(htmlClass(page)).toBe("js");
    const y = 10_000;
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await positionKept(page, y);
    const faq = `${prefix}/faq`;
    await page.evaluate(
      (href) => document.querySelector<HTMLElement>(`#site-map a[href='${href}']`)?.click(),
      faq,
    );
    await page.waitForURL(`${baseUrl()}${faq}`);
    await page.waitForFunction(() => window.scrollY === 0);
    // Back renders the page anew, its sections empty until their content comes.
    await page.goBack();
    await page.waitForURL(new RegExp(`${prefix}/?$`));
    await page.waitForTimeout(500);
    release();
    await expect.poll(scrollY).toBe(y);
    await page.waitForTimeout(1_000);
    expect(await scrollY(), "still there").toBe(y);
  });

  it("lays out the sections below the first screen one at a time, without waiting for any download", async () => {
    // Held content: no section can hydrate, yet each is laid out, and a screen reader finds it.
    const { page, release } = await openHoldingContent(open, prefix || "/");
    await expect.poll(htmlClass(page)).toBe("js");
    expect(await laidOut(page, FAQ)).toBe(true);
    expect(await page.locator("[data-deferred][data-ready]").count(), "none hydrated").toBe(0);
    expect(await page.locator("[data-deferred]:not([data-laid-out])").count()).toBe(0);
    expect(await readable(page, "#home-faq-title")).toBe(true);
    release();
  });

  it("on a phone too busy to lay the page out, skips what is far below, yet lays out the whole page before End", async () => {
    const page = await open(prefix || "/", { width: 375, beforeLoad: neverIdle });
    await waitForHydration(page, { sections: false });
    expect(await htmlClass(page)()).toBe("js fresh");
    expect(await laidOut(page, FAQ), "far below the first screen").toBe(false);
    // What this costs while it lasts: a screen reader misses what is skipped.
    expect(await readable(page, "#home-faq-title")).toBe(false);
    await page.keyboard.press("End");
    await expect.poll(htmlClass(page)).toBe("js");
    expect(await laidOut(page, FAQ)).toBe(true);
    // At the true end of the page, not at the end of estimated heights.
    const fromEnd = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
    await expect.poll(fromEnd).toBeLessThan(2);
    await page.evaluate(() => (window as unknown as { becomeIdle: () => void }).becomeIdle());
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await fromEnd(), "still at the end once every section runs").toBeLessThan(2);
  });

  it("lays out every section at once on a new width, and never waits after a reload or on an #anchor", async () => {
    const page = await open(prefix || "/", { width: 375, beforeLoad: neverIdle });
    await waitForHydration(page, { sections: false });
    expect(await htmlClass(page)()).toBe("js fresh");
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(htmlClass(page)).toBe("js");
    // A reload brings the visitor back where they were: nothing there may wait for layout.
    await page.reload();
    await waitForHydration(page, { sections: false });
    expect(await htmlClass(page)()).toBe("js");
    // So does a link to a part of the page.
    await page.goto(`${baseUrl()}${prefix}/#appointment`);
    await waitForHydration(page, { sections: false });
    expect(await htmlClass(page)()).toBe("js");
  });

  it("shows a section left before it came near when the visitor comes back", async () => {
    const page = await open(prefix || "/", { width: 1280 });
    await waitForHydration(page);
    await page.locator(`.desktop-nav a[href="${prefix}/about-us"]`).click();
    await page.waitForURL(/\/about-us$/);
    await expect
      .poll(htmlClass(page), { message: "pages rendered in the browser never wait for layout" })
      .toBe("js");
    await page.locator(".site-header__logo").click();
    await page.waitForURL(/\/(gu)?$/);
    await scrollToSection(page, FAQ);
    expect(await page.locator(`[data-deferred="${FAQ}"] #home-faq-title`).isVisible()).toBe(true);
  });
});
