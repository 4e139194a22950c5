/**
 * The photographs' store on both databases: bytes read back as written; one replica's lease keeps
 * the others off a photo until it ends; a lost lease stores nothing; a photo being made serves
 * none of its variants, becomes ready only with all of them, and a crashed attempt's variants are
 * deleted when the photo is taken up again; a replica that stops gives its attempt back; three
 * failed attempts make a photo `failed`; deleting takes the original and every variant.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { openRaw } from "../testing/older-schema.ts";
import { repositoryPerSuite } from "../testing/suites.ts";
import type { Variant } from "./media.ts";

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

describe.each(DRIVERS)("the media store on %s", (driver) => {
  const suite = repositoryPerSuite(driver);
  /** A new photo of random bytes (the store does not read them), waiting for its variants. */
  const added = async (at = new Date()) => {
    const original = crypto.randomBytes(300_000);
    const id = crypto.createHash("sha256").update(original).digest("hex").slice(0, 32);
    await suite.repo.media.add({
      id,
      contentType: "image/jpeg",
      original,
      width: 800,
      height: 600,
      placeholder: "data:",
      uploadedBy: null,
      at,
    });
    return { id, original };
  };
  const variant = (format: Variant["format"], width: number): Variant => ({
    format,
    width,
    height: (width * 3) / 4,
    data: crypto.randomBytes(2000),
  });
  /** Claims every photo waiting, so a test starts with none. */
  const claimAll = async () => {
    while (await suite.repo.media.claimNext("elsewhere", new Date(), seconds(new Date(), 3600), 99));
  };

  it("gives back the bytes it stored, and one photo per content", async () => {
    const { id, original } = await added();
    const claimed = await suite.repo.media.claimNext("a", new Date(), seconds(new Date(), 60), 3);
    expect(claimed?.id).toBe(id);
    expect(Buffer.compare(claimed!.original, original)).toBe(0);
    expect(
      await suite.repo.media.add({
        id,
        contentType: "image/png",
        original,
        width: 1,
        height: 1,
        placeholder: "",
        uploadedBy: null,
        at: new Date(),
      }),
    ).toMatchObject({
      created: false,
      photo: { id, contentType: "image/jpeg", size: original.length, width: 800, state: "processing" },
    });
    const webp = variant("webp", 320);
    for (const made of [variant("avif", 320), webp])
      expect(await suite.repo.media.addVariant(id, "a", made)).toBe(true);
    expect(await suite.repo.media.finish(id, "a", 2, new Date())).toBe(true);
    expect(Buffer.compare((await suite.repo.media.variant(id, "webp", 320))!, webp.data)).toBe(0);
    expect(await suite.repo.media.get(id)).toMatchObject({ state: "ready", variants: 2, variantBytes: 4000 });
  });

  it("keeps other replicas off a photo while its lease lasts, and stores nothing for a lease lost", async () => {
    await claimAll();
    const now = new Date();
    const { id } = await added(now);
    expect((await suite.repo.media.claimNext("a", now, seconds(now, 60), 3))?.id).toBe(id);
    expect(await suite.repo.media.claimNext("b", seconds(now, 30), seconds(now, 90), 3)).toBeUndefined();
    expect(await suite.repo.media.extendClaim(id, "b", seconds(now, 90))).toBe(false);
    // "a" stalls past its lease; "b" takes the photo over.
    expect((await suite.repo.media.claimNext("b", seconds(now, 61), seconds(now, 121), 3))?.id).toBe(id);
    expect(await suite.repo.media.extendClaim(id, "a", seconds(now, 180))).toBe(false);
    expect(await suite.repo.media.addVariant(id, "a", variant("jpg", 320))).toBe(false);
    expect(await suite.repo.media.finish(id, "a", 0, new Date())).toBe(false);
    expect(await suite.repo.media.get(id)).toMatchObject({ state: "processing", variants: 0 });
    expect(await suite.repo.media.addVariant(id, "b", variant("jpg", 320))).toBe(true);
    expect(await suite.repo.media.finish(id, "b", 1, new Date())).toBe(true);
  });

  it("serves nothing of a photo being made, and makes it again from the start after a crash", async () => {
    await claimAll();
    const now = new Date();
    const { id } = await added(now);
    await suite.repo.media.claimNext("a", now, seconds(now, 60), 3);
    const avif = variant("avif", 320);
    await suite.repo.media.addVariant(id, "a", avif);
    expect(await suite.repo.media.variant(id, "avif", 320)).toBeUndefined();
    expect(await suite.repo.media.readyVariants(id)).toBeUndefined();
    // Not ready while a variant is missing.
    expect(await suite.repo.media.finish(id, "a", 2, new Date())).toBe(false);
    // "a" crashes; "b" takes the photo up after the lease and starts again.
    expect((await suite.repo.media.claimNext("b", seconds(now, 61), seconds(now, 121), 3))?.id).toBe(id);
    expect((await suite.repo.media.get(id))?.variants).toBe(0);
    const again = variant("avif", 320);
    await suite.repo.media.addVariant(id, "b", again);
    expect(await suite.repo.media.finish(id, "b", 1, new Date())).toBe(true);
    expect(Buffer.compare((await suite.repo.media.variant(id, "avif", 320))!, again.data)).toBe(0);
  });

  it("counts a failed attempt but not a stop, and fails a photo after three", async () => {
    await claimAll();
    const { id } = await added();
    const claim = () => suite.repo.media.claimNext("a", new Date(), seconds(new Date(), 60), 3);
    expect((await claim())?.id).toBe(id);
    await suite.repo.media.release(id, "a", null);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await claim())?.id).toBe(id);
      await suite.repo.media.release(id, "a", `broken ${attempt}`);
    }
    expect(await claim()).toBeUndefined();
    expect(await suite.repo.media.get(id)).toMatchObject({
      state: "failed",
      failure: "Its variants could not be made in 3 attempts (the last: broken 3).",
    });
  });

  it("deletes a photo with every variant", async () => {
    await claimAll();
    const { id } = await added();
    await suite.repo.media.claimNext("a", new Date(), seconds(new Date(), 60), 3);
    for (const made of [variant("avif", 320), variant("jpg", 320)])
      await suite.repo.media.addVariant(id, "a", made);
    await suite.repo.media.finish(id, "a", 2, new Date());
    expect(await suite.repo.media.remove(id, null, new Date())).toBe(true);
    expect(await suite.repo.media.get(id)).toBeUndefined();
    const raw = await openRaw(suite.db);
    expect(await raw.all("SELECT photo_id FROM media_originals WHERE photo_id = ?", [id])).toEqual([]);
    await raw.close();
    expect(await suite.repo.media.variant(id, "jpg", 320)).toBeUndefined();
    expect(await suite.repo.media.remove(id, null, new Date())).toBe(false);
  });
});
