/**
 * The upload check on files made with sharp: JPEG, PNG, WebP and AVIF are taken, with their size
 * as shown and a placeholder; every bad file is refused with its own message, decided by the
 * bytes (a name or type that says otherwise is refused too); HEIC is refused because the sharp
 * installed here has no HEVC decoder (a build that reads it makes the last test fail, the sign to
 * accept it). The widths a photo is made at, and the variants' file names.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { animatedPng, animatedWebp, heicLike, photoLike, pngClaiming, truncated } from "../testing/photos.ts";
import { checkPhoto, MB, MEDIA_MESSAGES, type UploadClaim } from "./upload.ts";
import { parseVariantFile, variantUrl, variantWidths } from "./variants.ts";

const LIMITS = { maxBytes: 25 * MB, maxPixels: 50e6 };

describe("checkPhoto", () => {
  it.each([
    ["jpeg", "image/jpeg", "cabin.jpg"],
    ["png", "image/png", "cabin.png"],
    ["webp", "image/webp", "cabin.webp"],
    ["avif", "image/avif", "cabin.avif"],
  ] as const)("takes a %s photo, sent as %s", async (format, type, name) => {
    const bytes = await photoLike(300, 200, format);
    for (const claim of [{ type, name }, {}, { type: "application/octet-stream" }]) {
      const checked = await checkPhoto(bytes, claim, LIMITS);
      expect(checked).toMatchObject({ contentType: type, width: 300, height: 200 });
      expect(checked.id).toMatch(/^[0-9a-f]{32}$/);
      const placeholder = Buffer.from(checked.placeholder.replace("data:image/webp;base64,", ""), "base64");
      expect(await sharp(placeholder).metadata()).toMatchObject({ format: "webp", width: 16, height: 11 });
      expect(checked.placeholder.length).toBeLessThan(400);
    }
  });

  it("names a photo by its bytes and gives its size as shown (a phone held upright)", async () => {
    const sideways = await sharp(await photoLike(300, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const checked = await checkPhoto(sideways, { type: "image/jpeg" }, LIMITS);
    expect([checked.width, checked.height]).toEqual([200, 300]);
    expect((await checkPhoto(sideways, {}, LIMITS)).id).toBe(checked.id);
    expect((await checkPhoto(await photoLike(300, 200), {}, LIMITS)).id).not.toBe(checked.id);
  });

  it("takes an AVIF image sent as HEIF, the family it belongs to", async () => {
    const avif = await photoLike(60, 40, "avif");
    const checked = await checkPhoto(avif, { type: "image/heif", name: "cabin.heif" }, LIMITS);
    expect(checked.contentType).toBe("image/avif");
  });

  /** The bad files of the issue, each with what it was sent as and the message it gets. */
  const refusals: [string, () => Promise<Buffer>, UploadClaim, string][] = [
    ["no file", async () => Buffer.alloc(0), { type: "image/jpeg" }, MEDIA_MESSAGES.empty],
    [
      "text",
      async () => Buffer.from("Dear sales team, please find the photo attached."),
      {},
      MEDIA_MESSAGES.notImage,
    ],
    [
      "a PDF",
      async () => Buffer.from("%PDF-1.7\n1 0 obj\n"),
      { type: "application/pdf" },
      MEDIA_MESSAGES.unsupported("a PDF document"),
    ],
    [
      "a text file named .jpg",
      async () => Buffer.from("not a photo"),
      { type: "image/jpeg", name: "cabin.jpg" },
      MEDIA_MESSAGES.mismatch("a JPEG image", "not an image"),
    ],
    [
      "a PNG named .jpg",
      () => photoLike(60, 40, "png"),
      { name: "cabin.jpg" },
      MEDIA_MESSAGES.mismatch("a JPEG image", "a PNG image"),
    ],
    [
      "a JPEG sent as image/png",
      () => photoLike(60, 40),
      { type: "image/png" },
      MEDIA_MESSAGES.mismatch("a PNG image", "a JPEG image"),
    ],
    [
      "a GIF",
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
          .gif()
          .toBuffer(),
      { type: "image/gif" },
      MEDIA_MESSAGES.unsupported("a GIF image"),
    ],
    [
      "an SVG",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      {},
      MEDIA_MESSAGES.unsupported("an SVG drawing"),
    ],
    ["a HEIC photo", heicLike, { type: "image/heic", name: "IMG_0001.HEIC" }, MEDIA_MESSAGES.heic],
    [
      "a decompression bomb (a small PNG claiming 50,000 × 50,000 pixels)",
      () => pngClaiming(50_000, 50_000),
      { type: "image/png" },
      MEDIA_MESSAGES.tooManyPixels(50_000, 50_000, 50),
    ],
    ["an animated WebP", () => animatedWebp(3), { type: "image/webp" }, MEDIA_MESSAGES.animated(3)],
    ["an animated PNG", () => animatedPng(2), { type: "image/png" }, MEDIA_MESSAGES.animated(2)],
    ["a JPEG cut off", async () => truncated(await photoLike(300, 200)), {}, MEDIA_MESSAGES.broken],
    ["a PNG cut off", async () => truncated(await photoLike(300, 200, "png")), {}, MEDIA_MESSAGES.broken],
    [
      "a WebP cut off",
      async () => truncated(await photoLike(300, 200, "webp"), 0.9),
      {},
      MEDIA_MESSAGES.broken,
    ],
    [
      "an AVIF cut off",
      async () => truncated(await photoLike(300, 200, "avif"), 0.9),
      {},
      MEDIA_MESSAGES.broken,
    ],
    [
      "a JPEG with a damaged middle",
      async () => {
        const bytes = Buffer.from(await photoLike(300, 200));
        const middle = Math.floor(bytes.length / 2);
        bytes.fill(0xff, middle, middle + 64);
        return bytes;
      },
      {},
      MEDIA_MESSAGES.broken,
    ],
  ];

  it.each(refusals)("refuses %s with its message", async (_name, make, claim, message) => {
    await expect(checkPhoto(await make(), claim, LIMITS)).rejects.toMatchObject({ message });
  });

  it("refuses a file over the size limit (413) and an image over the pixel limit", async () => {
    const photo = await photoLike(400, 300);
    const small = { maxBytes: photo.length - 1, maxPixels: 50e6 };
    await expect(checkPhoto(photo, {}, small)).rejects.toMatchObject({
      statusCode: 413,
      message: MEDIA_MESSAGES.tooLarge(small.maxBytes / MB),
    });
    await expect(
      checkPhoto(photo, {}, { maxBytes: 25 * MB, maxPixels: 400 * 300 - 1 }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: MEDIA_MESSAGES.tooManyPixels(400, 300, 0.119999),
    });
    expect((await checkPhoto(photo, {}, { maxBytes: photo.length, maxPixels: 400 * 300 })).width).toBe(400);
  });

  it("reads HEIF only in AV1 here: the installed sharp has no HEVC decoder for HEIC", () => {
    expect(sharp.format.heif.input.fileSuffix).toEqual([".avif"]);
  });
});

describe("variant widths and names", () => {
  it("makes a photo at the layouts' widths below its own and its own, never larger", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("reads back the names it gives, and nothing else", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(variantUrl(id, 640, "avif")).toBe(`/media/${id}-640.avif`);
    expect(parseVariantFile(`${id}-640.avif`)).toEqual({ id, width: 640, format: "avif" });
    expect(parseVariantFile(`${id}-1920.jpg`)).toEqual({ id, width: 1920, format: "jpg" });
    for (const file of [
      `${id}-640.gif`,
      `${id}-0640.webp`,
      `${id}-640.webp.exe`,
      `${id.toUpperCase()}-640.jpg`,
      "x-640.jpg",
    ])
      expect(parseVariantFile(file), file).toBeUndefined();
  });
});
