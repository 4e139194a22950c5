/** The editor's pages an address belongs to: where a sign-in or a refused action returns. */
import { describe, expect, it } from "vitest";
import { inboxPageOf } from "../inbox/guard.ts";

describe("the content editor's pages", () => {
  it.each([
    ["/inbox/content", "/inbox/content"],
    ["/inbox/content/publish", "/inbox/content"],
    ["/inbox/content/faqs?lang=gu", "/inbox/content/faqs?lang=gu"],
    ["/inbox/content/faqs/save?lang=hi", "/inbox/content/faqs?lang=hi"],
    ["/inbox/content/faqs?lang=xx", "/inbox/content/faqs"],
    ["/inbox/content/faqs/history", "/inbox/content/faqs/history"],
    ["/inbox/content/faqs/restore", "/inbox/content/faqs/history"],
    ["/inbox/content/faqs/publish", "/inbox/content/faqs/history"],
    ["/inbox/content/faqs/other", "/inbox"],
    ["//evil.example/inbox/content", "/inbox"],
  ])("%s belongs to %s", (url, page) => {
    expect(inboxPageOf(url)).toBe(page);
  });
});
