import { describe, expect, it } from "vitest";
import { holdsPersonalToken } from "./LanguageSwitcher.tsx";

describe("holdsPersonalToken", () => {
  it("is true on tracking and privacy-link pages, in every language's form of the path", () => {
    for (const path of [
      "/track",
      "/track/abc123",
      "/privacy/request/tok",
      "/gu/privacy/request/tok",
      "/hi/privacy/request/tok",
    ]) {
      expect(holdsPersonalToken(path), path).toBe(true);
    }
  });

  it("is false on every other page", () => {
    for (const path of ["/", "/gu", "/hi/contact-us", "/privacy/done", "/gu/privacy/done", "/trackers"]) {
      expect(holdsPersonalToken(path), path).toBe(false);
    }
  });
});
