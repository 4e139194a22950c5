/**
 * What a content image field holds (`imageRef`, content/schemas.ts): a drawing, by its path under
 * content/images (`doors/mirror-finish.svg`), or a photograph the company uploaded (server/media),
 * by its id, with the drawing the site shows while the photo cannot be shown (still being made,
 * failed, or deleted): `photo:<id>|doors/mirror-finish.svg`. A photo chosen for a field that had
 * no drawing (a new list item) is `photo:<id>` alone, shown as the company's mark until it is
 * ready. One string in every case, so the documents' shape and types do not change with photos.
 * Browser, server and build alike read it here.
 */

export const PHOTO_PREFIX = "photo:";

/** A photo's id: the first 32 hex digits (128 bits) of the SHA-256 of its original's bytes. */
export const PHOTO_ID = /^[0-9a-f]{32}$/;

/** A drawing's path under content/images. */
export const DRAWING_PATH = /^[a-z0-9\-/]+\.(svg|png|jpe?g|webp|avif)$/;

/** What a photo without a drawing of its own shows until it is ready: the company's mark. */
export const STAND_IN_DRAWING = "brand/mark.svg";

const PHOTO_REF = /^photo:([0-9a-f]{32})(?:\|(.+))?$/;

export interface PhotoRef {
  id: string;
  /** The drawing it replaced, if any. */
  drawing: string | undefined;
}

/** The photo an image field names, or undefined for a drawing (or anything else). */
export function photoRefOf(ref: string): PhotoRef | undefined {
  const match = PHOTO_REF.exec(ref);
  return match ? { id: match[1] as string, drawing: match[2] } : undefined;
}

/** The field's value for photo `id` replacing what it held (`before`): its drawing is kept. */
export function photoRef(id: string, before = ""): string {
  const drawing = drawingIn(before);
  return `${PHOTO_PREFIX}${id}${drawing ? `|${drawing}` : ""}`;
}

/** The drawing a field holds or keeps behind its photo, if any. */
export function drawingIn(ref: string): string | undefined {
  if (ref.startsWith(PHOTO_PREFIX)) return photoRefOf(ref)?.drawing;
  return DRAWING_PATH.test(ref) ? ref : undefined;
}

/** The drawing the site shows for a field when it shows no photo. */
export const drawingShown = (ref: string): string =>
  ref.startsWith(PHOTO_PREFIX) ? (photoRefOf(ref)?.drawing ?? STAND_IN_DRAWING) : ref;
