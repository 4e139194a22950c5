/**
 * The photos page of the staff area through `inject` on a real database (SQLite, and PostgreSQL
 * with TEST_DATABASE_URL): a plain multipart upload; every photo with its state and where the
 * content uses it, the unused ones apart; a delete refused while a draft uses the photo, saying
 * where, and done once it does not; only for accounts that may change photos.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, inboxPerSuite, signedIn } from "../testing/inbox.ts";
import { photoLike } from "../testing/photos.ts";
import { PHOTO_MESSAGES } from "./api.ts";

describe.each(DRIVERS)("the photos page on %s", { timeout: 90_000 }, (driver) => {
  const suite = inboxPerSuite(driver);
  const as = async (role: "editor" | "translator") => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, `A ${role}`, role, role === "translator" ? ["gu"] : []);
    return signedIn(suite.app, email);
  };
  const get = (url: string, cookie: string) => suite.app.inject({ url, headers: { cookie } });
  const post = async (url: string, cookie: string, files: Record<string, Buffer> = {}) => {
    const data = new FormData();
    for (const [name, bytes] of Object.entries(files))
      data.append(name, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "site.jpg");
    const request = new Request("http://localhost/", { method: "POST", body: data });
    return suite.app.inject({
      method: "POST",
      url,
      headers: { cookie, "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  it("uploads, lists where each photo is used, and deletes only an unused one", async () => {
    const cookie = await as("editor");
    const uploaded = await post("/inbox/photos/upload", cookie, { photo: await photoLike(320, 240) });
    expect(uploaded.statusCode).toBe(303);
    expect(uploaded.headers.location).toBe("/inbox/photos?saved=uploaded");
    const [photo] = await suite.app.db.media.list();
    await suite.app.media.processor.wake();
    const empty = await post("/inbox/photos/upload", cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Choose a file to upload first");

    let page = (await get("/inbox/photos", cookie)).body;
    expect(page).toContain("Not used anywhere (1)");
    expect(page).toContain(`src="/media/${photo!.id}-320.jpg"`);

    // Used by a draft: listed with a link to its field, and refused deletion saying where.
    const { revision, draft } = (await get("/api/staff/content/gallery", cookie)).json();
    const data = (draft.en as { image: string }[]).map((item, index) =>
      index === 0 ? { ...item, image: `photo:${photo!.id}|${item.image}` } : item,
    );
    const saved = await suite.app.inject({
      method: "PUT",
      url: "/api/staff/content/gallery",
      headers: { cookie },
      payload: { revision, locale: "en", data },
    });
    expect(saved.statusCode).toBe(200);
    page = (await get("/inbox/photos", cookie)).body;
    expect(page).toContain("Not used anywhere (0)");
    expect(page).toContain('href="/inbox/content/gallery?lang=en#field-0-image"');
    const refused = await post(`/inbox/photos/${photo!.id}/delete`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(PHOTO_MESSAGES.inUse.slice(0, 30));
    expect(refused.body).toContain("Elevators gallery: installations › Part 1 › Image (in the draft)");

    // The drawing back: deleted.
    const { revision: now } = (await get("/api/staff/content/gallery", cookie)).json();
    await suite.app.inject({
      method: "PUT",
      url: "/api/staff/content/gallery",
      headers: { cookie },
      payload: { revision: now, locale: "en", data: draft.en },
    });
    const deleted = await post(`/inbox/photos/${photo!.id}/delete`, cookie);
    expect(deleted.headers.location).toBe("/inbox/photos?saved=deleted");
    expect(await suite.app.db.media.get(photo!.id)).toBeUndefined();
  });

  it("is not a translator's", async () => {
    const cookie = await as("translator");
    expect((await get("/inbox/photos", cookie)).statusCode).toBe(403);
    expect((await post("/inbox/photos/upload", cookie, { photo: await photoLike(64, 48) })).statusCode).toBe(
      403,
    );
  });
});
