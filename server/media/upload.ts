/**
 * The check of an uploaded photograph, before anything is stored: what the file is is decided by
 * its bytes, never by its name or the type it was sent as (a name or type that says otherwise is
 * refused). Accepted: JPEG, PNG, WebP and AVIF. Refused, each with its message: no file, a file
 * over MEDIA_MAX_UPLOAD_MB, anything that is not such an image (a HEIC photo too: the sharp
 * installed here reads HEIF images only in AV1, not the HEVC of an iPhone's HEIC), an image that
 * claims more than MEDIA_MAX_MEGAPIXELS (a decompression bomb is refused from its header, never
 * decoded), an animated image, and a damaged or cut-off file (the whole image is decoded once,
 * into the placeholder, so a file that fails half-way is refused here and not later).
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { PublicError } from "../plugins/errors.ts";

/** The formats a photograph may come in, by what their bytes are. */
const ACCEPTED = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;
type Accepted = keyof typeof ACCEPTED;

/** What a file's bytes (or its name or type) can say it is. */
type Kind = Accepted | "heic" | "heif" | "gif" | "tiff" | "bmp" | "svg" | "pdf";

/** How a message names each kind. */
const KIND_LABELS: Readonly<Record<Kind, string>> = {
  jpeg: "a JPEG image",
  png: "a PNG image",
  webp: "a WebP image",
  avif: "an AVIF image",
  heic: "a HEIC photo",
  heif: "a HEIF image",
  gif: "a GIF image",
  tiff: "a TIFF image",
  bmp: "a BMP image",
  svg: "an SVG drawing",
  pdf: "a PDF document",
};

const megapixels = (pixels: number) => Math.round(pixels / 1e5) / 10;
const grouped = (count: number) => count.toLocaleString("en-US");

export const MEDIA_MESSAGES = {
  empty: "No file came with the request. Send the photograph's bytes as the request body.",
  tooLarge: (limitMb: number) =>
    `The file is larger than ${limitMb} MB, the most a photograph may be. Nothing was stored. Send a smaller copy (a phone's "large" size is plenty for the site).`,
  notImage:
    "This file is not a photograph the site can use: its contents are not a JPEG, PNG, WebP or AVIF image. Nothing was stored.",
  mismatch: (claimed: string, actual: string) =>
    `This file is named or sent as ${claimed}, but its contents are ${actual}. Nothing was stored. Save or export it again as a JPEG, PNG, WebP or AVIF image and send that file.`,
  unsupported: (kind: string) =>
    `This file is ${kind}, which the site does not take. Nothing was stored. Send the photograph as a JPEG, PNG, WebP or AVIF image.`,
  heic: "This is a HEIC photo (an iPhone's usual format), which this server cannot read. Nothing was stored. Send it as a JPEG instead: share it from the Photos app by email or Files, which converts it, or set Settings > Camera > Formats to Most Compatible.",
  tooManyPixels: (width: number, height: number, limit: number) =>
    `The image says it is ${grouped(width)} × ${grouped(height)} pixels (${grouped(megapixels(width * height))} megapixels), more than the ${limit} megapixels a photograph may have. Nothing was stored. Send a smaller copy.`,
  animated: (frames: number) =>
    `This image is animated (${frames} frames); only a still photograph can be used. Nothing was stored.`,
  broken:
    "This file is damaged or incomplete (perhaps cut off while it was copied), so it cannot be read. Nothing was stored. Send the original file again.",
} as const;

/** A megabyte, as MEDIA_MAX_UPLOAD_MB counts it. */
export const MB = 1024 * 1024;

export interface UploadLimits {
  /** The most bytes a file may have. */
  maxBytes: number;
  /** The most pixels an image may have (width × height). */
  maxPixels: number;
}

/** What the sender said the file is: its content type and its file name, when given. */
export interface UploadClaim {
  type?: string | undefined;
  name?: string | undefined;
}

/** A photograph that passed the check, ready to store. */
export interface CheckedPhoto {
  id: string;
  contentType: string;
  /** As shown: its EXIF orientation applied. */
  width: number;
  height: number;
  placeholder: string;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The brands of an ISO media file (HEIF, AVIF): its `ftyp` box's major and compatible brands. */
function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const end = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** What a file's bytes are, from their signature; undefined for anything else. */
function kindOfBytes(bytes: Buffer): Kind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  if (["II*\0", "MM\0*"].includes(ascii(bytes, 0, 4))) return "tiff";
  if (ascii(bytes, 0, 2) === "BM") return "bmp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
  if (brands.some((brand) => /^he[iv][cxms]$/.test(brand))) return "heic";
  if (brands.some((brand) => brand === "mif1" || brand === "msf1")) return "heif";
  if (/^\uFEFF?\s*<(?:\?xml|svg|!DOCTYPE svg)/i.test(bytes.subarray(0, 256).toString("utf8"))) return "svg";
  return undefined;
}

const KIND_OF_TYPE: Readonly<Record<string, Kind>> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/heic": "heic",
  "image/heic-sequence": "heic",
  "image/heif": "heif",
  "image/heif-sequence": "heif",
  "image/gif": "gif",
  "image/tiff": "tiff",
  "image/bmp": "bmp",
  "image/svg+xml": "svg",
  "application/pdf": "pdf",
};
const KIND_OF_EXTENSION: Readonly<Record<string, Kind>> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  jpe: "jpeg",
  jfif: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
  heic: "heic",
  heif: "heif",
  gif: "gif",
  tif: "tiff",
  tiff: "tiff",
  bmp: "bmp",
  svg: "svg",
  pdf: "pdf",
};

/** The kinds the sender's type and name say (a generic type such as application/octet-stream says none). */
function claimedKinds(claim: UploadClaim): Kind[] {
  const type = claim.type?.split(";")[0]?.trim().toLowerCase() ?? "";
  const extension = /\.([a-z0-9]+)$/i.exec(claim.name ?? "")?.[1]?.toLowerCase() ?? "";
  return [KIND_OF_TYPE[type], KIND_OF_EXTENSION[extension]].filter((kind) => kind !== undefined);
}

/** HEIF, HEIC and AVIF are one family of files: a HEIF name or type fits each; what is inside decides. */
const HEIF_FAMILY: readonly Kind[] = ["heif", "heic", "avif"];
const fits = (claimed: Kind, actual: Kind | undefined) =>
  claimed === actual ||
  (actual !== undefined && claimed === "heif" && HEIF_FAMILY.includes(actual)) ||
  (claimed === "avif" && actual === "heif");

/**
 * The frames of an animated PNG (APNG), which sharp reads as a still: the count in its animation
 * control chunk, found before the image data; 1 for a still PNG.
 */
function pngFrames(bytes: Buffer): number {
  for (let at = 8; at + 16 <= bytes.length; ) {
    const type = ascii(bytes, at + 4, at + 8);
    if (type === "acTL") return bytes.readUInt32BE(at + 8);
    if (type === "IDAT" || type === "IEND") return 1;
    at += 12 + bytes.readUInt32BE(at);
  }
  return 1;
}

/** The placeholder's width: a tiny image the page shows, scaled up and blurred, until the photo loads. */
const PLACEHOLDER_WIDTH = 16;

/**
 * Checks an uploaded file and answers what to store, or throws a PublicError with the reason
 * (MEDIA_MESSAGES): 413 for a file over the limit, 422 for everything else.
 */
export async function checkPhoto(
  bytes: Buffer,
  claim: UploadClaim,
  limits: UploadLimits,
): Promise<CheckedPhoto> {
  const refuse = (message: string, status = 422): never => {
    throw new PublicError(status, message);
  };
  if (bytes.length === 0) refuse(MEDIA_MESSAGES.empty, 400);
  if (bytes.length > limits.maxBytes) refuse(MEDIA_MESSAGES.tooLarge(limits.maxBytes / MB), 413);

  const kind = kindOfBytes(bytes);
  const lie = claimedKinds(claim).find((claimed) => !fits(claimed, kind));
  if (lie) refuse(MEDIA_MESSAGES.mismatch(KIND_LABELS[lie], kind ? KIND_LABELS[kind] : "not an image"));
  if (kind === undefined) return refuse(MEDIA_MESSAGES.notImage);
  if (kind === "heic") refuse(MEDIA_MESSAGES.heic);
  if (kind !== "heif" && !Object.hasOwn(ACCEPTED, kind))
    refuse(MEDIA_MESSAGES.unsupported(KIND_LABELS[kind]));

  // The header alone: a bomb's size is read, never its pixels.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse(MEDIA_MESSAGES.broken));
  if (header.width * header.height > limits.maxPixels)
    refuse(MEDIA_MESSAGES.tooManyPixels(header.width, header.height, limits.maxPixels / 1e6));
  // A HEIF file is taken only in AV1 (an AVIF image), which this sharp decodes.
  if (kind === "heif" && header.compression !== "av1") refuse(MEDIA_MESSAGES.heic);
  const frames = kind === "png" ? pngFrames(bytes) : (header.pages ?? 1);
  if (frames > 1) refuse(MEDIA_MESSAGES.animated(frames));

  // Every pixel decoded once (a damaged or cut-off file fails here), into the placeholder.
  const placeholder = await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "warning" })
    .autoOrient()
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .toColourspace("srgb")
    .webp({ quality: 40 })
    .toBuffer()
    .catch(() => refuse(MEDIA_MESSAGES.broken));

  return {
    id: crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32),
    contentType: kind === "heif" ? ACCEPTED.avif : ACCEPTED[kind as Accepted],
    width: header.autoOrient.width,
    height: header.autoOrient.height,
    placeholder: `data:image/webp;base64,${placeholder.toString("base64")}`,
  };
}
