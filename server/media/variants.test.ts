/**
 * The variants' recipe on images made with sharp: every width in every format, never wider than
 * the photo; a Display P3 photo's colours converted to sRGB (not its numbers read as sRGB) and no
 * profile left; a transparent PNG keeps its transparency in AVIF and WebP and lies on white in
 * the JPEG; a 16-bit PNG is made like any other.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type MadeVariant, makeVariants, variantWidths } from "./variants.ts";

const all = async (original: Buffer, width: number, height: number) => {
  const made: MadeVariant[] = [];
  for await (const variant of makeVariants(original, { width, height }, 50e6)) made.push(variant);
  return made;
};

/** The first pixel's red, green and blue. */
const firstPixel = async (bytes: Buffer) => [
  ...(await sharp(bytes).removeAlpha().raw().toBuffer()).subarray(0, 3),
];

describe("makeVariants", () => {
  it("makes each width in AVIF, WebP and JPEG, at the photo's proportions", async () => {
    const original = await sharp({ create: { width: 700, height: 350, channels: 3, background: "#345" } })
      .jpeg()
      .toBuffer();
    const made = await all(original, 700, 350);
    expect(made.map((variant) => `${variant.format} ${variant.width}x${variant.height}`)).toEqual(
      variantWidths(700).flatMap((width) =>
        ["avif", "webp", "jpg"].map((format) => `${format} ${width}x${width / 2}`),
      ),
    );
    for (const variant of made) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
  });

  it("converts a Display P3 photo to sRGB and keeps no profile", async () => {
    // sRGB (200, 100, 50) written in Display P3: stored as other numbers, with the P3 profile.
    const p3 = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 100, b: 50 } },
    })
      .withIccProfile("p3")
      .png()
      .toBuffer();
    const stored = await sharp(p3, { ignoreIcc: true }).raw().toBuffer();
    expect([...stored.subarray(0, 3)]).not.toEqual([200, 100, 50]);
    for (const variant of await all(p3, 64, 48)) {
      expect((await sharp(variant.data).metadata()).icc, variant.format).toBeUndefined();
      const [r, g, b] = await firstPixel(variant.data);
      for (const [got, want] of [
        [r, 200],
        [g, 100],
        [b, 50],
      ])
        expect(Math.abs(got! - want!), `${variant.format}: ${r},${g},${b}`).toBeLessThanOrEqual(4);
    }
  });

  it("keeps transparency in AVIF and WebP, and puts the JPEG on white", async () => {
    const clear = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    for (const variant of await all(clear, 40, 40)) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.hasAlpha, variant.format).toBe(variant.format !== "jpg");
      if (variant.format === "jpg") expect(await firstPixel(variant.data)).toEqual([255, 255, 255]);
    }
  });

  it("makes a 16-bit PNG's variants like any other", async () => {
    const deep = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#808080" } })
      .toColourspace("rgb16")
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    const made = await all(deep, 50, 40);
    expect(made).toHaveLength(3);
    for (const variant of made) expect((await sharp(variant.data).metadata()).depth).toBe("uchar");
  });
});
