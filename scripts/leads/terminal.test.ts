import { describe, expect, it } from "vitest";
import { printable } from "./terminal.ts";

describe("printable", () => {
  it("shows what a terminal would act on as escapes", () => {
    expect(printable("\u001b[2J\u001b]0;title\u0007")).toBe("\\x1b[2J\\x1b]0;title\\x07");
    expect(printable("a\tb\r\nc\u0000\u007f")).toBe("a\\tb\\r\\nc\\x00\\x7f");
    expect(printable("\u009b31m \u0085")).toBe("\\x9b31m \\x85");
    expect(printable("x\u2028y\u202eexe.txt\u2066\u200f")).toBe("x\\u2028y\\u202eexe.txt\\u2066\\u200f");
  });

  it("leaves other text as typed: scripts, emoji, quotes and backslashes", () => {
    for (const text of ["મીરા પટેલ", "नमस्ते", "Ñandú 😀", 'C:\\dir "quoted"', "a\u00a0b", ""]) {
      expect(printable(text)).toBe(text);
    }
  });
});
