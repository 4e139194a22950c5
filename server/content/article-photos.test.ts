/**
 * The company's photos in a blog article, through `inject` on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): the photos page gives a ready photo's line to copy; an
 * article showing it is saved, counts as a use (named by its post, so the photo is not unused and
 * cannot be deleted); an unknown id is refused under the article's field; a translation keeps the
 * English's photos. The published page is published-photos.test.ts's (it needs the site build).
 */
import { describe, expect, it } from "vitest";
import { PHOTO_LINE_ALT } from "../../contracts/markdown.ts";
import { PHOTO_MESSAGES } from "../media/api.ts";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, inboxPerSuite, signedIn } from "../testing/inbox.ts";
import { photoLike } from "../testing/photos.ts";
import { unknownArticlePhotoMessage } from "./article-photos.ts";
import { itemName } from "./form.ts";
import { photoUses } from "./photo-uses.ts";

// biome-ignore lint/suspicious/noExplicitAny: the blog posts' JSON as the API answers it
type Json = any;

const ALT = "A cabin we installed in Adajan";

describe.each(DRIVERS)("a photo in a blog article on %s", { timeout: 90_000 }, (driver) => {
  const suite = inboxPerSuite(driver);
  const as = async (role: "editor" | "translator") => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, `A ${role}`, role, role === "translator" ? ["gu"] : []);
    return signedIn(suite.app, email);
  };
  const api = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const blogs = async (cookie: string): Promise<Json> =>
    (await api("GET", "/api/staff/content/blogs", cookie)).json();
  /** Saves the blog posts' `locale` draft as `data` on the latest revision. */
  const save = async (cookie: string, locale: "en" | "gu", data: unknown) =>
    api("PUT", "/api/staff/content/blogs", cookie, {
      revision: (await blogs(cookie)).revision,
      locale,
      data,
    });

  it("is copied from the photos page, saved, counted as used by its post, and refused when unknown", async () => {
    const editor = await as("editor");
    const uploaded = await suite.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { cookie: editor, "content-type": "image/jpeg" },
      payload: await photoLike(640, 480),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const id: string = uploaded.json().id;
    await suite.app.media.processor.wake();

    // The photos page gives the line that shows it.
    const line = `![${PHOTO_LINE_ALT}](photo:${id})`;
    expect((await api("GET", "/inbox/photos", editor)).body).toContain(
      `<code class="photo-line">${line}</code>`,
    );

    // The line in the first post's article, its description written.
    const { draft } = await blogs(editor);
    const posts: Json[] = structuredClone(draft.en);
    const english = `${posts[0].body}\n\n![${ALT}](photo:${id})`;
    posts[0].body = english;
    const saved = await save(editor, "en", posts);
    expect(saved.statusCode, saved.body).toBe(200);

    // Used: not among the unused, named by its post (its title, shortened), refused deletion saying where.
    const post = itemName(posts[0]);
    expect(post).toMatch(/^How often should a lift be serviced\?/);
    const page = (await api("GET", "/inbox/photos", editor)).body;
    expect(page).toContain("Not used anywhere (0)");
    expect(page).toContain('href="/inbox/content/blogs?lang=en#field-0-body"');
    const uses = (await photoUses(suite.app.db.content)).get(id);
    expect(uses).toEqual([
      expect.objectContaining({
        document: "blogs",
        path: "0.body",
        field: `Part 1 › Body, the article “${post}”`,
        published: false,
        draft: true,
      }),
    ]);
    const refused = await api("DELETE", `/api/staff/media/${id}`, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${PHOTO_MESSAGES.inUse} It is used in:`);
    expect(refused.json().message).toContain(`› Part 1 › Body, the article “${post}” (in the draft).`);

    // An id no photo has is refused under the article, and nothing is stored.
    const unknown = "e".repeat(32);
    const before = (await blogs(editor)).revision;
    posts[1].body = `${posts[1].body}\n\n![A door](photo:${unknown}) ![Again](photo:${unknown})`;
    const wrong = await save(editor, "en", posts);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ "1.body": unknownArticlePhotoMessage(unknown) });
    expect((await blogs(editor)).revision).toBe(before);

    // A translation shows the English's photos: without it, refused; with it (its description
    // translated), saved.
    const translator = await as("translator");
    const gujarati: string = (await blogs(translator)).draft.gu[0].body;
    const without = await save(translator, "gu", { 0: { body: `${gujarati}\n\nવધુ.` } });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors["0.body"]).toContain(`"photo:${id}"`);
    const withPhoto = await save(translator, "gu", {
      0: { body: `${gujarati}\n\n![અડાજણમાં અમે લગાવેલી કેબિન](photo:${id})` },
    });
    expect(withPhoto.statusCode, withPhoto.body).toBe(200);
  });
});
