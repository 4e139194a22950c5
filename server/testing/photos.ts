/**
 * Test support: photographs made with sharp as the tests run (nothing downloaded, nothing large
 * committed). `photoLike` draws a gradient under coarse, medium and fine grain, which compresses
 * like a photograph (a 12-megapixel one is about 3.5 MB as a JPEG at quality 90); the others are
 * the bad files the upload check refuses, each made from a good one.
 */
import zlib from "node:zlib";
import sharp from "sharp";

/** Grey grain `width` × `height`, each pixel's shade drawn around mid-grey with spread `sigma`. */
async function grain(width: number, height: number, sigma: number): Promise<Buffer> {
  const size = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  const noise = await sharp({
    create: { ...size, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .greyscale()
    .png()
    .toBuffer();
  return sharp(noise).toColourspace("srgb").png().toBuffer();
}

/** A photograph-like image as a JPEG (or `format`), `width` × `height`. */
export async function photoLike(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "avif" = "jpeg",
): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b4c7e"/><stop offset="0.5" stop-color="#c9a66b"/><stop offset="1" stop-color="#3d2b1f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const scaled = async (divisor: number, sigma: number) =>
    sharp(await grain(width / divisor, height / divisor, sigma))
      .resize(width, height, { fit: "fill", kernel: "cubic" })
      .png()
      .toBuffer();
  const image = sharp(gradient).composite([
    { input: await scaled(40, 50), blend: "overlay" },
    { input: await scaled(6, 30), blend: "overlay" },
    { input: await grain(width, height, 10), blend: "overlay" },
  ]);
  if (format === "jpeg") return image.jpeg({ quality: 90 }).toBuffer();
  return image[format]().toBuffer();
}

/** A still PNG whose header claims `width` × `height` (a decompression bomb: a few bytes, billions of pixels). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#777" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** An animated WebP of `frames` frames. */
export async function animatedWebp(frames = 3): Promise<Buffer> {
  const colours = ["#c00", "#0c0", "#00c", "#cc0"];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colours[index % colours.length]! } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .webp()
    .toBuffer();
}

/** A PNG with an animation control chunk of `frames` frames (an APNG, which sharp reads as its first frame). */
export async function animatedPng(frames = 2): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  const body = Buffer.alloc(8);
  body.writeUInt32BE(frames, 0);
  const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from("acTL"), body, Buffer.alloc(4)]);
  chunk.writeUInt32BE(body.length, 0);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 16)), 16);
  // After the signature and the 25-byte IHDR chunk.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** An AVIF image whose file says it is HEIC (the brands of an iPhone's photo): HEVC, which sharp here cannot decode. */
export async function heicLike(): Promise<Buffer> {
  const avif = Buffer.from(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a0" } })
      .avif()
      .toBuffer(),
  );
  const end = avif.readUInt32BE(0);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (["avif", "avis"].includes(avif.subarray(at, at + 4).toString("latin1")))
      avif.write("heic", at, "latin1");
  }
  return avif;
}

/** The first `share` of a file: cut off as an interrupted copy leaves it. */
export const truncated = (bytes: Buffer, share = 0.6) => bytes.subarray(0, Math.floor(bytes.length * share));
