/**
 * The background processor on both databases, with real child processes: a processor that stops
 * while a photo's child works ends the child and gives the photo back, the attempt not counted
 * (the next processor makes it); a photo whose child fails every time is marked `failed` after
 * three attempts, saying why.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { openRaw } from "../testing/older-schema.ts";
import { photoLike } from "../testing/photos.ts";
import { repositoryPerSuite } from "../testing/suites.ts";
import { PhotoProcessor } from "./processor.ts";
import { checkPhoto } from "./upload.ts";

const LIMITS = { maxBytes: 25 * 1024 * 1024, maxPixels: 50e6 };
const quiet = { info: () => undefined, error: () => undefined };

// Each test makes a photo's variants in a child at the lowest CPU priority: on a busy
// machine that takes longer than a test's usual 20 s.
describe.each(DRIVERS)("the photo processor on %s", { timeout: 90_000 }, (driver) => {
  const suite = repositoryPerSuite(driver);
  const stored = async (width: number, height: number) => {
    const original = await photoLike(width, height);
    const checked = await checkPhoto(original, {}, LIMITS);
    await suite.repo.media.add({ ...checked, original, uploadedBy: null, at: new Date() });
    return checked.id;
  };
  const row = async (id: string) => {
    const raw = await openRaw(suite.db);
    try {
      return (await raw.all("SELECT claimed_by, attempts, state FROM media_photos WHERE id = ?", [id]))[0]!;
    } finally {
      await raw.close();
    }
  };

  it("gives a photo back when it stops, the attempt not counted; the next one makes it", async () => {
    // Below the middle width: three widths in three formats, a third of the work of a wide photo.
    const id = await stored(700, 525);
    const first = new PhotoProcessor({ store: suite.repo.media, maxPixels: LIMITS.maxPixels, log: quiet });
    const round = first.wake();
    while ((await row(id)).claimed_by === null) await new Promise((resolve) => setTimeout(resolve, 10));
    await first.stop();
    await round;
    expect(await row(id)).toMatchObject({ claimed_by: null, state: "processing" });
    expect(Number((await row(id)).attempts)).toBe(0);

    const next = new PhotoProcessor({ store: suite.repo.media, maxPixels: LIMITS.maxPixels, log: quiet });
    await next.wake();
    expect(await suite.repo.media.get(id)).toMatchObject({ state: "ready", variants: 9 });
  });

  it("marks a photo failed after three failed attempts, saying why", async () => {
    const id = await stored(60, 40);
    // Its child refuses the photo every time: more pixels than it may decode.
    const processor = new PhotoProcessor({ store: suite.repo.media, maxPixels: 100, log: quiet });
    await processor.wake();
    expect(await suite.repo.media.get(id)).toMatchObject({
      state: "failed",
      failure: "Its variants could not be made in 3 attempts (the last: Input image exceeds pixel limit).",
      variants: 0,
    });
  });
});
