import { EventEmitter } from "node:events";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { InputAborted, printable, readHiddenLine } from "./terminal.ts";

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

describe("readHiddenLine", () => {
  function fakeTerminal() {
    const input = Object.assign(new EventEmitter(), {
      raw: false,
      setRawMode(raw: boolean) {
        input.raw = raw;
      },
      resume() {},
      pause() {},
    });
    let shown = "";
    const output = new Writable({
      write(chunk, _encoding, done) {
        shown += chunk.toString();
        done();
      },
    });
    return { input, output, shown: () => shown };
  }

  it("prompts, shows nothing typed, takes Backspace, and ends at Enter with echo back on", async () => {
    const terminal = fakeTerminal();
    const line = readHiddenLine("Password: ", terminal.input, terminal.output);
    expect(terminal.input.raw).toBe(true);
    terminal.input.emit("data", Buffer.from("secret pass"));
    terminal.input.emit("data", Buffer.from("x\u007fજ\r"));
    expect(await line).toBe("secret passજ");
    expect(terminal.input.raw).toBe(false);
    expect(terminal.shown()).toBe("Password: \n");
  });

  it("aborts on Ctrl-C or Ctrl-D", async () => {
    for (const key of ["\u0003", "\u0004"]) {
      const terminal = fakeTerminal();
      const line = readHiddenLine("Password: ", terminal.input, terminal.output);
      terminal.input.emit("data", Buffer.from(`abc${key}`));
      await expect(line).rejects.toThrow(InputAborted);
      expect(terminal.input.raw).toBe(false);
    }
  });
});
