import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentImages, RASTER_WIDTHS, svgSize } from "./content-images.ts";

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "images-"));
  mkdirSync(path.join(dir, "doors"));
  writeFileSync(
    path.join(dir, "doors", "steel.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 640" width="480" height="640"></svg>',
  );
  mkdirSync(path.join(dir, "photos"));
  await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#123456" } })
    .jpeg()
    .toFile(path.join(dir, "photos", "site-visit.jpg"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load(imagesDir = dir): Promise<string> {
  const plugin = contentImages(imagesDir);
  const context = { addWatchFile() {} };
  const resolved = (plugin.resolveId as (id: string) => string)("virtual:content-images");
  return (
    (await (plugin.load as (this: unknown, id: string) => Promise<string>).call(context, resolved)) ?? ""
  );
}

describe("content images", () => {
  it("reads an SVG's intrinsic size from its root element", () => {
    expect(svgSize('<svg width="600" height="450" viewBox="0 0 600 450">')).toEqual({
      width: 600,
      height: 450,
    });
    expect(() => svgSize('<svg viewBox="0 0 10 10">')).toThrow(/width and height/);
  });

  it("lists SVGs with size and a URL versioned by the content of the set", async () => {
    const code = await load();
    expect(code).toMatch(/"doors\/steel\.svg":\[480,640\]/);
    const svgOnly = await load(path.join(dir, "doors"));
    const images = await import(`data:text/javascript,${encodeURIComponent(svgOnly)}`);
    expect(images.default["steel.svg"]).toEqual({
      src: expect.stringMatching(/^\/content\/images\/steel\.svg\?v=[0-9a-f]{10}$/),
      width: 480,
      height: 640,
    });
  });

  it("sends a dropped-in photo through the resize + AVIF/WebP pipeline", async () => {
    const code = await load();
    expect(code).toContain(`site-visit.jpg?w=${RASTER_WIDTHS.join(";")}&format=avif;webp;jpg&as=picture`);
    expect(code).toMatch(
      /"photos\/site-visit\.jpg": \{ src: i\d+\.img\.src, width: 2000, height: 1000, sources: i\d+\.sources \}/,
    );
  });
});
