/**
 * For the Lighthouse A/B (scripts/bench-ab.mjs, a side `<ref>+photos`): a running server made to
 * show the company's photographs instead of drawings, as an editor does in the staff area: four
 * 12-megapixel-class phone photos (made with sharp, server/testing/photos.ts) uploaded, their
 * variants waited for, every picture of the gallery and of the capsule lift's page replaced by
 * one of them, and everything published. Runs under tsx (it imports the test photo maker).
 */
import { photoLike } from "../server/testing/photos.ts";
import { signInAsEditor } from "./bench-publish.mjs";

/** The photos' size: a phone photo's proportions, wider than any variant the pages ask for. */
const PHOTO = { width: 2400, height: 1600, count: 4 };
const READY_WITHIN_MS = 180_000;

/** Uploads one photo and waits until its variants are made; answers its id. */
async function uploaded(base, signed, bytes) {
  const upload = await fetch(`${base}/api/staff/media`, {
    method: "POST",
    headers: { ...signed, "content-type": "image/jpeg" },
    body: bytes,
  });
  if (upload.status !== 202 && upload.status !== 200)
    throw new Error(`uploading: ${upload.status} ${await upload.text()}`);
  const { id } = await upload.json();
  const until = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const { state } = await (await fetch(`${base}/api/staff/media/${id}`, { headers: signed })).json();
    if (state === "ready") return id;
    if (state === "failed" || Date.now() > until) throw new Error(`photo ${id}: ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Saves document `id`'s English after `change` changed it. */
async function saveEnglish(base, signed, id, change) {
  const { revision, draft } = await (
    await fetch(`${base}/api/staff/content/${id}`, { headers: signed })
  ).json();
  change(draft.en);
  const body = JSON.stringify({ revision, locale: "en", data: draft.en });
  const saved = await fetch(`${base}/api/staff/content/${id}`, { method: "PUT", headers: signed, body });
  if (saved.status !== 200) throw new Error(`saving ${id}: ${saved.status} ${await saved.text()}`);
}

export async function publishPhotos(base, dataDir, cwd = process.cwd()) {
  const signed = await signInAsEditor(base, dataDir, cwd);
  const ids = [];
  for (let index = 0; index < PHOTO.count; index++)
    // Each a different size by a few pixels: four photos, not one uploaded four times.
    ids.push(await uploaded(base, signed, await photoLike(PHOTO.width + index, PHOTO.height)));
  const photo = (index, drawing) => `photo:${ids[index % ids.length]}|${drawing}`;
  await saveEnglish(base, signed, "gallery", (items) => {
    for (const [index, item] of items.entries()) item.image = photo(index, item.image);
  });
  await saveEnglish(base, signed, "elevator-types", (types) => {
    const capsule = types.find((type) => type.slug === "capsule");
    for (const [index, slide] of capsule.slides.entries())
      for (const [side, image] of slide.images.entries()) image.src = photo(index * 2 + side, image.src);
  });
  const published = await fetch(`${base}/api/staff/content/publish`, {
    method: "POST",
    headers: signed,
    body: "{}",
  });
  if (published.status !== 200) throw new Error(`publishing: ${published.status} ${await published.text()}`);
}
