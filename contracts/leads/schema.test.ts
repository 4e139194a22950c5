import { describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import { LOCALES } from "../locales.ts";
import { privacyRequestErrors, privacyRequestSchema } from "../privacy/schema.ts";
import { fieldMessage } from "./errors.ts";
import { LEGACY_QUESTION_CATEGORIES, MAX_LENGTH, QUESTION_CATEGORIES } from "./fields.ts";
import { compactMobile, FIELD_RULES, firstErrorPerField, questionSchema, westernDigits } from "./schema.ts";

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

describe("email addresses", () => {
  const errorOf = (rule: keyof typeof FIELD_RULES, value: string, locale: (typeof LOCALES)[number]) => {
    const parsed = safeParse(FIELD_RULES[rule], value);
    return parsed.success ? undefined : firstErrorPerField(parsed.error.issues, locale).form;
  };

  it("refuses an address in another script than English letters, saying so in every language", () => {
    for (const address of [
      "कविता@example.com",
      "kavita@उदाहरण.भारत",
      "ભાવિન@example.com",
      "rené@example.com",
    ]) {
      for (const rule of ["email", "optionalEmail"] as const) {
        for (const locale of LOCALES) {
          expect(errorOf(rule, address, locale), `${rule} ${address} ${locale}`).toBe(
            fieldMessage("emailAscii", locale),
          );
        }
      }
    }
    expect(fieldMessage("emailAscii", "gu")).toMatch(/\p{Script=Gujarati}/u);
    expect(fieldMessage("emailAscii", "hi")).toMatch(/\p{Script=Devanagari}/u);
  });

  it("accepts exactly what the server can mail: no address is taken and then left without its email", () => {
    for (const address of ["kavita.shah@example.com", "o'brien+lift@mail.example.co.in", "a_b@x-y.in"]) {
      expect(errorOf("email", address, "en"), address).toBeUndefined();
    }
    for (const address of [
      '"kavita shah"@example.com',
      "kavita@exa_mple.com",
      "a,b@example.com",
      "a@b..com",
    ]) {
      expect(errorOf("email", address, "en"), address).toBe(fieldMessage("emailInvalid", "en"));
      expect(errorOf("optionalEmail", address, "en"), address).toBe(fieldMessage("emailInvalid", "en"));
    }
    expect(errorOf("optionalEmail", "", "en")).toBeUndefined();
  });

  it("is refused the same way on the privacy request form (one shared rule)", () => {
    const parsed = safeParse(privacyRequestSchema, {
      request: "see",
      name: "Kavita",
      email: "कविता@example.com",
    });
    expect(parsed.success).toBe(false);
    expect(privacyRequestErrors(parsed.error?.issues ?? [], "hi").email).toBe(
      fieldMessage("emailAscii", "hi"),
    );
  });
});

describe("length limits", () => {
  it("takes exactly the limit and says so when it is passed, in every language", () => {
    const max = MAX_LENGTH.name;
    expect(safeParse(FIELD_RULES.name, "x".repeat(max)).success).toBe(true);
    const parsed = safeParse(FIELD_RULES.name, "x".repeat(max + 1));
    for (const locale of LOCALES) {
      const text = firstErrorPerField(parsed.error?.issues ?? [], locale).form;
      expect(text).toBe(fieldMessage("tooLong", locale, { max: String(max) }));
      expect(text).toContain(String(max));
    }
    // The limit itself is allowed: the English text says "or fewer", never "under".
    expect(fieldMessage("tooLong", "en", { max: "100" })).toBe("Please keep this to 100 characters or fewer");
    expect(fieldMessage("tooLong", "gu", { max: "100" })).toBe("કૃપા કરીને વધુમાં વધુ 100 અક્ષર લખો");
    expect(fieldMessage("tooLong", "hi", { max: "100" })).toBe("कृपया ज़्यादा से ज़्यादा 100 अक्षर लिखें");
  });
});

describe("question categories", () => {
  const question = (generalQuestions: string) =>
    safeParse(questionSchema, {
      name: "Meera",
      email: "meera@example.com",
      generalQuestions,
      questions: "How often?",
    });

  it("takes the categories the form shows, as sent", () => {
    for (const category of QUESTION_CATEGORIES) {
      const parsed = question(category);
      expect(parsed.success && parsed.data.generalQuestions).toBe(category);
    }
  });

  it("still takes the old ones, which named no subject, as sent", () => {
    for (const category of LEGACY_QUESTION_CATEGORIES) {
      const parsed = question(category);
      expect(parsed.success && parsed.data.generalQuestions).toBe(category);
    }
    expect(question("Something else").success).toBe(false);
  });
});
