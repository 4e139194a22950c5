import { describe, expect, it } from "vitest";
import { speed } from "./format.ts";

describe("speed", () => {
  it("keeps the Gujarati and Hindi unit on one line with a word joiner after its slash", () => {
    expect(speed("gu", 1)).toBe("1.0 મીટર/\u2060સેકન્ડ");
    expect(speed("hi", 1.75)).toBe("1.75 मी॰/\u2060से॰");
  });

  it("writes the English speed plainly: it also goes into stored plans and emails", () => {
    expect(speed("en", 0.5)).toBe("0.5 m/s");
  });
});
