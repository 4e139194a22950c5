/**
 * The home page's sections below the hero hydrate onto the prerendered HTML, with the content they
 * fetch (/home-sections.json), without rendering it again: a replaced section would restart its
 * animations and lose what the visitor did.
 */
import { describe, expect, it } from "vitest";
import { scrollToSection, usePage, waitForHydration } from "./support/browser.ts";

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
});
