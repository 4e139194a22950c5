/**
 * Photographs across replicas (apps on one database, each with its own connections): a replica
 * that did not receive an upload serves its variants; a photo a replica left half-made (its lease
 * run out, a variant of it already stored) serves nothing until the next start of a replica makes
 * it again, and then everything.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { openRaw } from "../testing/older-schema.ts";
import { photoLike } from "../testing/photos.ts";
import { photoPicture } from "./picture.ts";
import { checkPhoto } from "./upload.ts";

describe.each(DRIVERS)("photographs on two replicas of one %s database", (driver) => {
  let db: TestDatabase;
  /** The replica that takes uploads and makes variants, and the one that only serves. */
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDatabase(driver);
    first = await buildApp(testConfig(db), { logger: false });
    second = await buildApp(testConfig(db), { logger: false });
    // The second makes no variants itself: whatever it serves, the first made.
    await second.media.processor.stop();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.cleanup();
  });

  it("serves on one replica a photo uploaded to the other", async () => {
    await addStaff(first, "editor@example.com", "Esha", "editor");
    const upload = await first.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { cookie: await signedIn(first, "editor@example.com"), "content-type": "image/jpeg" },
      payload: await photoLike(800, 600),
    });
    expect(upload.statusCode).toBe(202);
    await first.media.processor.wake();
    const picture = (await photoPicture(second.db.media, upload.json().id))!;
    const urls = Object.values(picture.variants).flatMap((variants) =>
      variants.map((variant) => variant.url),
    );
    expect(urls).toHaveLength(9);
    for (const url of urls) {
      const [there, here] = [await first.inject({ url }), await second.inject({ url })];
      expect(here.statusCode, url).toBe(200);
      expect(Buffer.compare(here.rawPayload, there.rawPayload), url).toBe(0);
    }
  });

  it("makes a half-made photo again at the next start, serving none of it before", async () => {
    const original = await photoLike(400, 300);
    const checked = await checkPhoto(original, {}, first.media.limits);
    await first.db.media.add({ ...checked, original, uploadedBy: null, at: new Date() });
    // A replica took it and stopped half-way: its lease has run out, one variant is stored.
    const past = new Date(Date.now() - 60_000);
    expect((await first.db.media.claimNext("gone", past, past, 3))?.id).toBe(checked.id);
    const raw = await openRaw(db);
    await raw.run(
      "INSERT INTO media_variants (photo_id, format, width, height, size, data) VALUES (?, 'avif', 320, 240, 4, ?)",
      [checked.id, Buffer.from("half")],
    );
    await raw.close();
    const url = `/media/${checked.id}-320.avif`;
    expect((await second.inject({ url })).statusCode).toBe(404);

    // The first replica restarts: at start it takes the photo up again.
    await first.close();
    first = await buildApp(testConfig(db), { logger: false });
    await first.media.processor.wake();
    const again = await second.inject({ url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.length).toBeGreaterThan(100);
    expect(await first.db.media.get(checked.id)).toMatchObject({ state: "ready", variants: 6 });
  });
});
