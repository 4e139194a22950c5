import { describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import { compactMobile, FIELD_RULES, westernDigits } from "./leads.ts";

describe("mobile numbers", () => {
  it("reads Gujarati and Devanagari digits as 0-9", () => {
    expect(westernDigits("૦૧૨૩૪૫૬૭૮૯")).toBe("0123456789");
    expect(westernDigits("०१२३४५६७८९")).toBe("0123456789");
    expect(westernDigits("Flat ૧૨, 9825")).toBe("Flat 12, 9825");
  });

  it("accepts a number typed on a Gujarati or Hindi keyboard, with prefixes and spaces", () => {
    expect(compactMobile("૯૮૨૫૦ ૧૨૩૪૫")).toBe("9825012345");
    expect(compactMobile("+९१ ९८२५०-१२३४५")).toBe("9825012345");
    expect(compactMobile("0૯૮૨૫૦12345")).toBe("9825012345");
    const parsed = safeParse(FIELD_RULES.mobileNo, "૯૮૨૫૦૧૨૩૪૫");
    expect(parsed.success && parsed.data).toBe("9825012345");
  });

  it("still refuses what is not ten digits", () => {
    expect(safeParse(FIELD_RULES.mobileNo, "૯૮૨૫૦").success).toBe(false);
    expect(safeParse(FIELD_RULES.mobileNo, "98250 1234x").success).toBe(false);
  });
});
