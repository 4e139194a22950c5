import { describe, expect, it } from "vitest";
import { withoutPrivacyToken } from "../app.ts";
import { hashToken, lookupHash, sameHash } from "./links.ts";
import { privacyToken } from "./personal-links.ts";

const newPrivacyToken = () => privacyToken("a-secret-of-16-chars", { lead: crypto.randomUUID() });

describe("personal privacy link tokens", () => {
  it("are looked up only when they have the shape of one, and compared in constant time", () => {
    const { token, hash } = newPrivacyToken();
    expect(lookupHash(token)).toBe(hash);
    for (const wrong of ["", "short", `${token}x`, `${token.slice(0, -1)}/`])
      expect(lookupHash(wrong)).toBeUndefined();
    expect(sameHash(hash, hash)).toBe(true);
    expect(sameHash(hash, hashToken("other"))).toBe(false);
    expect(sameHash(hash, "abc")).toBe(false);
  });

  it("never reach the request log", () => {
    const { token } = newPrivacyToken();
    expect(withoutPrivacyToken(`/privacy/request/${token}`)).toBe("/privacy/request/…");
    expect(withoutPrivacyToken(`/gu/privacy/request/${token}`)).toBe("/gu/privacy/request/…");
    expect(withoutPrivacyToken("/faq?x=1")).toBe("/faq?x=1");
    // A tracking link opens a customer's ticket: its token stays out of the logs too.
    expect(withoutPrivacyToken(`/hi/track/${token}`)).toBe("/hi/track/…");
    expect(withoutPrivacyToken(`/TRACK/${token}.data`)).toBe("/track/…");
  });
});
