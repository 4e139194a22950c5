import { describe, expect, it } from "vitest";
import { holdsPersonalToken, showsSwitcher } from "./LanguageSwitcher.tsx";

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

describe("showsSwitcher", () => {
  it("shows on a ticket's tracking page (anyone holding the link may read it in any language)", () => {
    for (const path of ["/track/abc123", "/gu/track/abc123", "/hi/track/abc123", "/", "/gu/service"])
      expect(showsSwitcher(path), path).toBe(true);
  });

  it("hides on a privacy link's pages", () => {
    for (const path of ["/privacy/request/tok", "/gu/privacy/request/tok"])
      expect(showsSwitcher(path), path).toBe(false);
  });
});
