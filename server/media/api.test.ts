/**
 * The photographs through `inject` on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): an upload answers 202, its variants are made in the background and served
 * with a year's immutable caching and the right type; a phone's photo comes out upright with no
 * EXIF or GPS position in any variant; each bad file is refused with its message and nothing
 * stored; the same file twice is one photo; listing, deleting (refused while the content uses the
 * photo), what a `<picture>` needs; and who may do it: an editor or an admin, not a translator,
 * not a signed-out or cross-site request.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { animatedWebp, photoLike, pngClaiming, truncated } from "../testing/photos.ts";
import { appPerSuite } from "../testing/suites.ts";
import { PHOTO_MESSAGES } from "./api.ts";
import { photoPicture } from "./picture.ts";
import { IMMUTABLE } from "./serve.ts";
import { MEDIA_MESSAGES } from "./upload.ts";
import { VARIANT_FORMATS, type VariantFormat } from "./variants.ts";

/** A phone's photo: held upright (EXIF orientation 6), with its camera and GPS position in EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp(await photoLike(700, 500))
    .withExif({
      IFD0: { Make: "Urdhva Test Camera", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "21/1 10/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "72/1 49/1 51/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** An EXIF block's pointer to its GPS position (tag 0x8825, little-endian, as sharp writes it). */
const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

describe.each(DRIVERS)("the photographs on %s", (driver) => {
  // A small upload limit, so the test's file over it stays small.
  const suite = appPerSuite(driver, { MEDIA_MAX_UPLOAD_MB: "1" });
  const as = async (role: "editor" | "admin" | "translator" | "sales") => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, `A ${role}`, role, role === "translator" ? ["gu"] : []);
    return signedIn(suite.app, email);
  };
  const upload = (cookie: string, bytes: Buffer, type = "image/jpeg", name?: string, headers = {}) =>
    suite.app.inject({
      method: "POST",
      url: `/api/staff/media${name ? `?name=${encodeURIComponent(name)}` : ""}`,
      headers: { cookie, "content-type": type, ...headers },
      payload: bytes,
    });
  const staffApi = (cookie: string, method: "GET" | "DELETE", url: string) =>
    suite.app.inject({ method, url, headers: { cookie } });
  /** Uploads `bytes` as an editor and waits until its variants are made; answers its id. */
  const stored = async (bytes: Buffer) => {
    const response = await upload(await as("editor"), bytes, "application/octet-stream");
    expect(response.statusCode, response.body).toBe(202);
    await suite.app.media.processor.wake();
    return response.json().id as string;
  };
  const served = (url: string) => suite.app.inject({ url });

  it("stores an upload, makes its variants in the background and serves each for a year", async () => {
    const cookie = await as("editor");
    const response = await upload(cookie, await phonePhoto(), "image/jpeg", "IMG_2041.JPG");
    expect(response.statusCode, response.body).toBe(202);
    const photo = response.json();
    expect(photo).toMatchObject({ state: "processing", contentType: "image/jpeg", width: 500, height: 700 });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(response.headers.location).toBe(`/api/staff/media/${photo.id}`);

    await suite.app.media.processor.wake();
    const ready = (await staffApi(cookie, "GET", `/api/staff/media/${photo.id}`)).json();
    expect(ready).toMatchObject({ id: photo.id, state: "ready", variants: 6, failure: null, inUse: false });
    expect(ready.uploadedBy.name).toBe("A editor");

    const picture = (await photoPicture(suite.app.db.media, photo.id))!;
    expect(picture).toMatchObject({ width: 500, height: 700, placeholder: photo.placeholder });
    expect(picture.variants.avif.map((variant) => variant.width)).toEqual([320, 500]);
    expect(picture.sources.webp).toBe(`/media/${photo.id}-320.webp 320w, /media/${photo.id}-500.webp 500w`);
    expect(picture.src).toBe(`/media/${photo.id}-500.jpg`);
    for (const format of Object.keys(VARIANT_FORMATS) as VariantFormat[]) {
      for (const { width, url } of picture.variants[format]) {
        const answer = await served(url);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
        expect(answer.headers["content-type"]).toBe(VARIANT_FORMATS[format].type);
        const meta = await sharp(answer.rawPayload).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : format === "jpg" ? "jpeg" : "webp");
        // Upright: the phone's 700 × 500 turned as its EXIF said.
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 700) / 500)]);
      }
    }
  });

  it("leaves no EXIF, GPS position or camera in any variant", async () => {
    const original = await phonePhoto();
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.includes(GPS_POINTER) && exif.includes("Urdhva Test Camera")).toBe(true);
    const id = await stored(original);
    const picture = (await photoPicture(suite.app.db.media, id))!;
    const urls = Object.values(picture.variants).flatMap((variants) =>
      variants.map((variant) => variant.url),
    );
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const bytes = (await served(url)).rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.icc, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(
        bytes.includes("Urdhva Test Camera") || bytes.includes("Phone 12") || bytes.includes(GPS_POINTER),
      ).toBe(false);
    }
  });

  it("takes the same file twice as one photo", async () => {
    const cookie = await as("admin");
    const bytes = await photoLike(90, 60, "png");
    const first = await upload(cookie, bytes, "image/png");
    const again = await upload(cookie, bytes, "image/png", "copy.png");
    expect([first.statusCode, again.statusCode]).toEqual([202, 200]);
    expect(again.json().id).toBe(first.json().id);
    const photos = (await staffApi(cookie, "GET", "/api/staff/media")).json().photos;
    expect(photos.filter((photo: { id: string }) => photo.id === first.json().id)).toHaveLength(1);
  });

  /** Each bad file of the issue, as sent, and its status and message. */
  const bad: [string, () => Promise<Buffer>, string, string | undefined, number, string][] = [
    [
      "not an image",
      async () => Buffer.from("Quarterly report"),
      "text/plain",
      "report.txt",
      422,
      MEDIA_MESSAGES.notImage,
    ],
    [
      "a lying name and type",
      async () => Buffer.from("<html><script>alert(1)</script></html>"),
      "image/jpeg",
      "cabin.jpg",
      422,
      MEDIA_MESSAGES.mismatch("a JPEG image", "not an image"),
    ],
    [
      "a file over MEDIA_MAX_UPLOAD_MB",
      () => photoLike(900, 700, "png"),
      "image/png",
      undefined,
      413,
      MEDIA_MESSAGES.tooLarge(1),
    ],
    [
      "a decompression bomb",
      () => pngClaiming(50_000, 50_000),
      "image/png",
      undefined,
      422,
      MEDIA_MESSAGES.tooManyPixels(50_000, 50_000, 50),
    ],
    [
      "a cut-off file",
      async () => truncated(await photoLike(300, 200)),
      "image/jpeg",
      undefined,
      422,
      MEDIA_MESSAGES.broken,
    ],
    ["an animated image", () => animatedWebp(2), "image/webp", undefined, 422, MEDIA_MESSAGES.animated(2)],
  ];

  it.each(bad)(
    "refuses %s with its message, storing nothing",
    async (_name, make, type, name, status, message) => {
      const cookie = await as("editor");
      const ids = async () => (await suite.app.db.media.list()).map((photo) => photo.id);
      const before = await ids();
      const bytes = await make();
      const response = await upload(cookie, bytes, type, name);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ message });
      expect(await ids()).toEqual(before);
    },
  );

  it("refuses a body larger than the limit from its Content-Length, before reading it", async () => {
    const response = await upload(await as("editor"), Buffer.from("x"), "image/jpeg", undefined, {
      "content-length": String(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MEDIA_MESSAGES.tooLarge(1));
  });

  it("lists photos with their state and size, and deletes one with every variant", async () => {
    const cookie = await as("editor");
    const id = await stored(await photoLike(400, 300, "webp"));
    const listed = (await staffApi(cookie, "GET", "/api/staff/media")).json().photos;
    const photo = listed.find((each: { id: string }) => each.id === id);
    expect(photo).toMatchObject({
      state: "ready",
      contentType: "image/webp",
      width: 400,
      height: 300,
      variants: 6,
    });
    expect(photo.size).toBeGreaterThan(1000);
    expect(photo.variantBytes).toBeGreaterThan(1000);
    const urls = Object.values((await photoPicture(suite.app.db.media, id))!.variants).flat();

    const deleted = await staffApi(cookie, "DELETE", `/api/staff/media/${id}`);
    expect(deleted.statusCode).toBe(204);
    for (const { url } of urls) expect((await served(url)).statusCode, url).toBe(404);
    expect((await staffApi(cookie, "GET", `/api/staff/media/${id}`)).statusCode).toBe(404);
    expect(await photoPicture(suite.app.db.media, id)).toBeUndefined();
    expect((await staffApi(cookie, "DELETE", `/api/staff/media/${id}`)).json().message).toBe(
      PHOTO_MESSAGES.unknown,
    );
    const audit = await suite.app.db.staff.listAudit({});
    expect(audit.filter((event) => event.detail === id).map((event) => event.action)).toEqual(
      expect.arrayContaining(["photo-upload", "photo-delete"]),
    );
  });

  it("refuses to delete a photo a draft uses (409, saying where), which stays served", async () => {
    const cookie = await as("editor");
    const id = await stored(await photoLike(120, 90));
    const gallery = async () =>
      (await suite.app.inject({ url: "/api/staff/content/gallery", headers: { cookie } })).json();
    const saveGallery = async (image: (before: string) => string) => {
      const { revision, draft } = await gallery();
      const data = (draft.en as { image: string }[]).map((item, index) =>
        index === 1 ? { ...item, image: image(item.image) } : item,
      );
      const saved = await suite.app.inject({
        method: "PUT",
        url: "/api/staff/content/gallery",
        headers: { cookie },
        payload: { revision, locale: "en", data },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await saveGallery((drawing) => `photo:${id}|${drawing}`);
    const refused = await staffApi(cookie, "DELETE", `/api/staff/media/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${PHOTO_MESSAGES.inUse} It is used in: Elevators gallery: installations › Part 2 › Image (in the draft).`,
    );
    const listed = (await staffApi(cookie, "GET", `/api/staff/media/${id}`)).json();
    expect(listed).toMatchObject({
      inUse: true,
      uses: [{ document: "gallery", path: "1.image", published: false, draft: true }],
    });
    expect((await served(`/media/${id}-120.avif`)).statusCode).toBe(200);
    // The drawing back in the draft: the photo is used nowhere, and goes.
    await saveGallery((ref) => ref.split("|")[1] as string);
    expect((await staffApi(cookie, "DELETE", `/api/staff/media/${id}`)).statusCode).toBe(204);
  });

  it("answers 404 for any other file under /media", async () => {
    const id = await stored(await photoLike(100, 80));
    expect((await served(`/media/${id}-100.webp`)).statusCode).toBe(200);
    for (const url of [
      `/media/${id}-320.webp`,
      `/media/${id}-100.gif`,
      `/media/${"0".repeat(32)}-100.webp`,
      `/media/${id}`,
      "/media/",
      "/media/../package.json",
    ])
      expect((await served(url)).statusCode, url).toBe(404);
    expect(await photoPicture(suite.app.db.media, "0".repeat(32))).toBeUndefined();
  });

  it("lets only an editor or an admin in: not a translator, nor sales, nor a signed-out or cross-site request", async () => {
    const bytes = await photoLike(60, 40);
    const id = await stored(bytes);
    for (const role of ["translator", "sales"] as const) {
      const cookie = await as(role);
      expect((await upload(cookie, bytes)).statusCode, role).toBe(403);
      expect((await staffApi(cookie, "GET", "/api/staff/media")).statusCode, role).toBe(403);
      expect((await staffApi(cookie, "DELETE", `/api/staff/media/${id}`)).statusCode, role).toBe(403);
    }
    expect((await upload("", bytes)).statusCode).toBe(401);
    expect((await suite.app.inject({ url: "/api/staff/media" })).statusCode).toBe(401);
    const crossSite = await upload(await as("editor"), bytes, "image/jpeg", undefined, {
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await upload(await as("admin"), bytes, "image/jpeg", undefined, {
      origin: "https://evil.example",
    });
    expect(otherOrigin.statusCode).toBe(403);
    expect((await staffApi(await as("admin"), "GET", `/api/staff/media/${id}`)).json().state).toBe("ready");
  });
});
