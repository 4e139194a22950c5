import { describe, expect, it } from "vitest";
import { cleanText } from "./sanitize.ts";

describe("a visitor's text as it is stored", () => {
  it("loses invisible characters that would let a name look empty or like another's", () => {
    const invisible = [
      "\u200b",
      "\u2060",
      "\ufeff",
      "\u{e0041}",
      "\u{e007f}",
      "\u3164",
      "\u115f",
      "\uffa0",
      "\u00ad",
    ];
    for (const char of invisible)
      expect(cleanText(`Pri${char}ya`), char.codePointAt(0)!.toString(16)).toBe("Priya");
    expect(cleanText("\u3164")).toBe("");
    expect(cleanText("Line one\u2028line two\u2029end")).toBe("Line one\nline two\nend");
  });

  it("keeps what Gujarati, Hindi and emoji need", () => {
    for (const text of ["ક્‍ષ", "क्‍ष", "श्‌री", "❤️", "👨‍👩‍👧", "Ravi Patel"]) expect(cleanText(text)).toBe(text);
  });
});
