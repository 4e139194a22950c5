import { describe, expect, it, vi } from "vitest";

// Every string the scenes letter with the generator's capitals, as they draw it.
const lettered = vi.hoisted(() => [] as string[]);
vi.mock("../lib/font.mjs", async (importOriginal) => {
  type Word = (text: string, options?: object) => { svg: string; width: number };
  const font = await importOriginal<{ word: Word }>();
  return {
    ...font,
    word: (text: string, options?: object) => {
      lettered.push(text);
      return font.word(text, options);
    },
  };
});

const { blog1, blog2, blog3 } = await import("./editorial.mjs");

describe("blog pictures", () => {
  it.each([
    ["blog-1", blog1],
    ["blog-2", blog2],
    ["blog-3", blog3],
  ])("%s draws no words: one picture serves the English, Gujarati and Hindi pages", (_name, draw) => {
    lettered.length = 0;
    expect(draw()).toMatch(/^<svg/);
    expect(lettered).toEqual([]);
  });
});
