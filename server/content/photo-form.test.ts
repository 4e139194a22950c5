/**
 * The editor's image fields through `inject` on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): the form is sent as multipart with a photo, which is stored and put in its
 * field (its drawing kept behind it), nothing saved; a refused file is the field's message; a
 * photo already uploaded is chosen from the list; the focal point is set by its numbers or a click
 * on the photo; Save draft with a file saves the photo; a translator has no photo buttons.
 */
import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "../media/upload.ts";
import { readForm } from "../testing/content-form.ts";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, inboxPerSuite, signedIn } from "../testing/inbox.ts";
import { photoLike } from "../testing/photos.ts";
import { PHOTO_NOTICES } from "./photo-form.ts";

describe.each(DRIVERS)("the editor's image fields on %s", { timeout: 90_000 }, (driver) => {
  const suite = inboxPerSuite(driver);
  const get = (url: string, cookie: string) => suite.app.inject({ method: "GET", url, headers: { cookie } });
  /** Posts the form as a browser does: its values, the button's `change`, and files, as multipart. */
  const post = async (
    page: string,
    cookie: string,
    fields: Record<string, string>,
    files: Record<string, Buffer> = {},
  ) => {
    const form = readForm(page);
    const data = new FormData();
    // What a browser sends: no photo control (the test names those it presses), one radio at most.
    const values = Object.entries(form.values).filter(
      ([name]) => !/^(upload|pick|focus|x|y) /.test(name) && name !== "change",
    );
    for (const [name, value] of [...values, ...Object.entries(fields)]) data.append(name, value);
    for (const [name, bytes] of Object.entries(files))
      data.append(name, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "IMG_0001.JPG");
    const request = new Request("http://localhost/", { method: "POST", body: data });
    return suite.app.inject({
      method: "POST",
      url: form.action,
      headers: { cookie, "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  const draft = async () =>
    (await suite.app.db.content.document("gallery"))?.heads.find((head) => head.locale === "en")?.draft
      .data as { image: string }[];
  const editor = async () => {
    const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, "An editor", "editor");
    return signedIn(suite.app, email);
  };

  it("uploads a photo into its field, chooses one from the list, sets its focal point, saves", async () => {
    const cookie = await editor();
    const opened = (await get("/inbox/content/gallery?lang=en", cookie)).body;
    expect(opened).toContain('encType="multipart/form-data"');
    const before = await draft();
    const drawing = before[0]!.image;

    // A file that is no image: the field says why, nothing stored or saved.
    const refused = await post(
      opened,
      cookie,
      { change: "upload 0.image" },
      {
        // Larger than a form without a photo may be (4 MB): the form with its photo may be as large as an upload.
        "upload 0.image": Buffer.alloc(5 * 1024 * 1024, "not a photo at all"),
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(readForm(refused.body).document.querySelector("#field-0-image-error")?.textContent).toBe(
      MEDIA_MESSAGES.mismatch("a JPEG image", "not an image"),
    );
    expect(await suite.app.db.media.list()).toHaveLength(0);

    // A photo: stored, in the field with its drawing kept behind it; the draft as it was.
    const uploaded = await post(
      opened,
      cookie,
      { change: "upload 0.image" },
      {
        "upload 0.image": await photoLike(400, 300),
      },
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.body).toContain(PHOTO_NOTICES.uploaded);
    const [photo] = await suite.app.db.media.list();
    expect(readForm(uploaded.body).values["0.image"]).toBe(`photo:${photo!.id}|${drawing}`);
    expect(await draft()).toEqual(before);

    // Ready, it is offered in the list of another field, and put there.
    await suite.app.media.processor.wake();
    const listed = await post(uploaded.body, cookie, { change: "choose 1.image" });
    expect(listed.body).toContain(PHOTO_NOTICES.choose);
    expect(listed.body).toContain(`name="pick 1.image" value="${photo!.id}"`);
    const chosen = await post(listed.body, cookie, { change: "use 1.image", "pick 1.image": photo!.id });
    expect(chosen.body).toContain(PHOTO_NOTICES.chosen);
    expect(readForm(chosen.body).values["1.image"]).toBe(`photo:${photo!.id}|${before[1]!.image}`);

    // Its focal point: two numbers, or a click on the photo shown 160 × 120.
    const typed = await post(chosen.body, cookie, {
      change: "focus 0.image",
      "x 0.image": "30",
      "y 0.image": "70",
    });
    expect(typed.body).toContain("The focal point is saved");
    expect((await suite.app.db.media.get(photo!.id))?.focus).toEqual({ x: 30, y: 70 });
    const clicked = await post(typed.body, cookie, { "focus 0.image.x": "120", "focus 0.image.y": "30" });
    expect(clicked.statusCode).toBe(200);
    expect((await suite.app.db.media.get(photo!.id))?.focus).toEqual({ x: 75, y: 25 });
    const badPoint = await post(clicked.body, cookie, {
      change: "focus 0.image",
      "x 0.image": "150",
      "y 0.image": "1",
    });
    expect(badPoint.statusCode).toBe(400);

    // Saved: both fields name the photo; a file sent with Save draft is saved too.
    const saved = await post(
      clicked.body,
      cookie,
      { change: "save" },
      {
        "upload 2.image": await photoLike(300, 200),
      },
    );
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303);
    const after = await draft();
    expect(after[0]!.image).toBe(`photo:${photo!.id}|${drawing}`);
    expect(after[1]!.image).toBe(`photo:${photo!.id}|${before[1]!.image}`);
    expect(after[2]!.image).toMatch(new RegExp(`^photo:[0-9a-f]{32}\\|${before[2]!.image}$`));

    // The drawing again, in the form.
    const page = (await get("/inbox/content/gallery?lang=en", cookie)).body;
    expect(page).toContain(">Photo</span>");
    const back = await post(page, cookie, { change: "drawing 0.image" });
    expect(readForm(back.body).values["0.image"]).toBe(drawing);
  });

  it("gives a translator no photo buttons, and takes none from their post", async () => {
    const email = `translator-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, "A translator", "translator", ["gu"]);
    const cookie = await signedIn(suite.app, email);
    const page = (await get("/inbox/content/gallery?lang=gu", cookie)).body;
    expect(page).not.toContain("multipart/form-data");
    expect(page).not.toContain("Upload a photo");
    const stored = (await suite.app.db.media.list()).length;
    const sent = await post(
      page,
      cookie,
      { change: "upload 0.image" },
      { "upload 0.image": await photoLike(64, 48) },
    );
    expect(sent.statusCode).toBe(400);
    expect(await suite.app.db.media.list()).toHaveLength(stored);
  });
});
