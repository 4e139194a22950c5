import { describe, expect, it } from "vitest";
import { fillText } from "./fill-text.ts";

describe("fillText", () => {
  it("fills placeholders by name and leaves unknown ones as written", () => {
    expect(fillText("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(fillText("{constructor}", {})).toBe("{constructor}");
  });

  it("never reads a value as a placeholder", () => {
    expect(fillText("{a} {b}", { a: "{b}", b: "x" })).toBe("{b} x");
  });
});
