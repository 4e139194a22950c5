/** Where the leads CLI writes: a closed pipe, and --output files that cannot or may not be written. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { fileOutput, OutputClosed, OutputError, streamOutput } from "./output.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "leads-output-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A stream whose every write fails with `code`, as a pipe or a disk would. */
function failingStream(code: string) {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback(Object.assign(new Error(`write ${code}`), { code }));
    },
  });
}

describe("standard output", () => {
  it("turns a closed pipe (EPIPE) into OutputClosed, without an unhandled 'error' event", async () => {
    await expect(streamOutput(failingStream("EPIPE")).write("row\n")).rejects.toBeInstanceOf(OutputClosed);
  });

  it("reports other write errors as an OutputError", async () => {
    await expect(streamOutput(failingStream("ENOSPC")).write("row\n")).rejects.toThrow(
      new OutputError("Could not write the output: write ENOSPC"),
    );
  });
});

describe("--output file", () => {
  it("refuses a folder and a missing folder at once, naming the path", () => {
    expect(() => fileOutput(folder)).toThrow(
      new OutputError(
        `Cannot write --output ${folder}: it is a folder. Name a file, e.g. --output ${path.join(folder, "leads.csv")}`,
      ),
    );
    const missing = path.join(folder, "missing", "leads.csv");
    expect(() => fileOutput(missing)).toThrow(
      new OutputError(`Cannot write --output ${missing}: the folder ${path.dirname(missing)} does not exist`),
    );
  });

  it("keeps an existing file until the command writes, then replaces its content", async () => {
    const file = path.join(folder, "existing.csv");
    fs.writeFileSync(file, "an earlier, longer export\n");
    fileOutput(file).discard(); // e.g. a refused argument
    expect(fs.readFileSync(file, "utf8")).toBe("an earlier, longer export\n");
    const output = fileOutput(file);
    await output.write("id\n");
    await output.finish();
    expect(fs.readFileSync(file, "utf8")).toBe("id\n");
  });

  it("removes a file it created when the command fails", async () => {
    const untouched = path.join(folder, "refused.csv");
    fileOutput(untouched).discard();
    expect(fs.existsSync(untouched)).toBe(false);
    const half = path.join(folder, "half.csv");
    const output = fileOutput(half);
    await output.write("id\n");
    output.discard();
    expect(fs.existsSync(half)).toBe(false);
  });
});
