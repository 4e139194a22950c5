/**
 * Every Gujarati and Hindi page of each layout and kind of content (tests/support/layouts.ts: every
 * page but the type and cabin pages that differ from their family's representatives in words only),
 * hydrated, has no axe violations on the whole page (WCAG A/AA and best practices,
 * tests/support/browser.ts); the English pages are checked one by one in tests/routes.e2e.ts. Here
 * each language's pages are checked one after the other in one tab, Gujarati at 375 px and Hindi
 * at 1280 px (the layouts swap so each language meets both). The two languages run side by side,
 * each in its own tab: vitest starts the largest files first when it knows no durations yet (a
 * fresh checkout), so this small file runs last, after the other file at a time has ended and left
 * its core idle.
 */
import { describe, expect, it } from "vitest";
import { localizedPath } from "../contracts/locales.ts";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";
import { eachLayoutPaths } from "./support/layouts.ts";

/** Twenty-two hydrated pages and their axe runs one after the other: room for a busy two-core machine. */
const ALL_PAGES_MS = 300_000;

describe.concurrent.each([
  ["gu", 375],
  ["hi", 1280],
] as const)("every %s page at %i px", (locale, width) => {
  const open = usePage();

  it(
    "has no axe violations, best practices included",
    async () => {
      const page = await open(localizedPath("/", locale), { width });
      const violations: string[] = [];
      for (const english of eachLayoutPaths) {
        const path = localizedPath(english, locale);
        await page.goto(baseUrl() + path, { waitUntil: "load" });
        await waitForHydration(page);
        for (const violation of await axeViolations(page)) violations.push(`${path}: ${violation}`);
      }
      expect(violations).toEqual([]);
    },
    ALL_PAGES_MS,
  );
});
