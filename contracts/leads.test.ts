import { describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import { fieldMessage } from "./lead-messages.ts";
import { compactMobile, FIELD_RULES, firstErrorPerField, westernDigits } from "./leads.ts";
import { LOCALES } from "./locales.ts";

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

  it("refuses ten digits that do not start with 6, 7, 8 or 9, in every language", () => {
    for (const number of [
      "1234567890",
      "0261234567",
      "5999999999",
      "+91 12345 67890",
      "૧૨૩૪૫૬૭૮૯૦",
      "१२३४५६७८९०",
    ]) {
      const parsed = safeParse(FIELD_RULES.mobileNo, number);
      expect(parsed.success, number).toBe(false);
      for (const locale of LOCALES)
        expect(firstErrorPerField(parsed.error?.issues ?? [], locale)).toEqual({
          form: fieldMessage("mobileStart", locale),
        });
    }
    expect(fieldMessage("mobileStart", "gu")).toMatch(/\p{Script=Gujarati}/u);
    expect(fieldMessage("mobileStart", "hi")).toMatch(/\p{Script=Devanagari}/u);
  });

  it("accepts every mobile series, 6 to 9, also typed in Gujarati or Devanagari digits", () => {
    for (const number of [
      "6000000000",
      "7012345678",
      "8123456789",
      "9825012345",
      "૬૩૫૨૧ ૪૭૮૯૦",
      "+९१ ७०१२३ ४५६७८",
    ]) {
      const parsed = safeParse(FIELD_RULES.mobileNo, number);
      expect(parsed.success, number).toBe(true);
      expect(parsed.data).toMatch(/^[6-9]\d{9}$/);
    }
  });

  it("says a short number is not ten digits, not that it starts wrongly", () => {
    const parsed = safeParse(FIELD_RULES.mobileNo, "12345");
    expect(firstErrorPerField(parsed.error?.issues ?? [], "en")).toEqual({
      form: fieldMessage("mobileInvalid", "en"),
    });
  });
});
