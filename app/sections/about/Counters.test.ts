import { describe, expect, it } from "vitest";
import { formatCount } from "./Counters.tsx";

describe("formatCount", () => {
  it("groups digits the Indian way in every language, always in Western digits", () => {
    for (const locale of ["en", "gu", "hi"] as const) {
      expect(formatCount(50000, locale)).toBe("50,000");
      expect(formatCount(1234567, locale)).toBe("12,34,567");
      expect(formatCount(15, locale)).toBe("15");
    }
  });
});
