/** Viewports, page options and accessible-name helpers the page tests share. */
import type { Page } from "playwright-core";

export const desktop = { width: 1280 };
export const phone = { width: 375 };
export const noJs = { javaScriptEnabled: false };

/** "View more" links carry the item's name in visually hidden text ("View more : Title" in Chrome). */
export const viewMore = (name = "") =>
  new RegExp(`^View more\\s*:\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The focused element's accessible name: its aria-label, else its text. */
export const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
  );
