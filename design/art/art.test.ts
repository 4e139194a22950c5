import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { render } from "./render.mjs";

const root = join(import.meta.dirname, "../..");
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const KiB = 1024;
const svgs = walk(join(root, "content/images")).filter((f) => f.endsWith(".svg"));
const rasters = walk(join(root, "public")).filter((f) => /\.(png|jpe?g|webp|avif|ico|gif)$/i.test(f));

describe("art budget", () => {
  it("finds the artwork", () => {
    expect(svgs.length).toBeGreaterThan(100);
  });

  it.each(svgs.map((f) => [relative(root, f), f]))(
    "%s is a well-formed, self-contained SVG",
    (_name, file) => {
      const svg = readFileSync(file, "utf8");
      const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
      expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
      const vb = root.match(/viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/);
      const w = root.match(/\swidth="(\d+(?:\.\d+)?)"/);
      const h = root.match(/\sheight="(\d+(?:\.\d+)?)"/);
      expect(vb && w && h).toBeTruthy();
      expect(Number(w![1])).toBe(Number(vb![1]));
      expect(Number(h![1])).toBe(Number(vb![2]));
      expect(statSync(file).size).toBeLessThanOrEqual(120 * KiB);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/href\s*=\s*["']\s*(https?:)?\/\//i);
      expect(svg).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    },
  );

  it.each(rasters.map((f) => [relative(root, f), f]))("%s is at most 120 KiB", (_name, file) => {
    expect(statSync(file).size).toBeLessThanOrEqual(120 * KiB);
  });
});

describe("art generator", () => {
  it("reproduces the committed artwork byte for byte (regenerate with `npm run art`)", async () => {
    const differing: string[] = [];
    let count = 0;
    await render((rel, data) => {
      count++;
      const file = join(root, rel);
      const same = existsSync(file) && Buffer.from(data).equals(readFileSync(file));
      if (!same) differing.push(rel);
    });
    expect(count).toBeGreaterThan(100);
    expect(differing).toEqual([]);
  }, 120_000);
});
