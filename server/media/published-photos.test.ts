/**
 * A photograph on a published page (needs the site build), on SQLite and PostgreSQL: uploaded,
 * its variants made, then named by the gallery's first installation and published: the page's
 * HTML has its `<picture>` (AVIF and WebP sources, the JPEG fallback, its size, its placeholder)
 * with /media URLs that are served, and its route data carries it (nothing fetched in the
 * browser), on the home page's sections below its first screen too (in its HTML and the file their
 * code reads). A photo not ready (still processing, or deleted) shows the drawing its field kept; one
 * made ready after the publish is shown without another publish. A photo in use is refused
 * deletion, saying where; the same photo, no longer used, is deleted.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { photoLike } from "../testing/photos.ts";
import { appPerSuite } from "../testing/suites.ts";
import { PHOTO_MESSAGES } from "./api.ts";

// Variants are made in a child process: on a busy two-core machine that takes seconds (as processor.test.ts).
describe.skipIf(!hasSiteBuild)(
  "photographs on the published pages (needs the site build)",
  { timeout: 90_000 },
  () => {
    describe.each(DRIVERS)("on %s", (driver) => {
      const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
      const get = (url: string) => suite.app.inject({ url, headers: { host: "localhost" } });

      let cookie = "";
      beforeAll(async () => {
        const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
        await addStaff(suite.app, email, "Content Editor", "editor");
        cookie = await signedIn(suite.app, email);
      });
      const upload = async (bytes: Buffer) => {
        const response = await suite.app.inject({
          method: "POST",
          url: "/api/staff/media",
          headers: { cookie, "content-type": "image/jpeg" },
          payload: bytes,
        });
        expect(response.statusCode, response.body).toBe(202);
        return response.json().id as string;
      };
      const documentOf = async (id: string) =>
        (await suite.app.inject({ url: `/api/staff/content/${id}`, headers: { cookie } })).json();
      const gallery = () => documentOf("gallery");
      const saveAndPublish = async (data: unknown, id = "gallery") => {
        const { revision } = await documentOf(id);
        const saved = await suite.app.inject({
          method: "PUT",
          url: `/api/staff/content/${id}`,
          headers: { cookie },
          payload: { revision, locale: "en", data },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const published = await suite.app.inject({
          method: "POST",
          url: "/api/staff/content/publish",
          headers: { cookie },
          payload: { ids: [id] },
        });
        expect(published.statusCode, published.body).toBe(200);
      };

      /** Uploads a photo the processor leaves `processing` until the test wakes it. */
      const uploadHeldBack = async (bytes: Buffer) => {
        const wake = suite.app.media.processor.wake;
        suite.app.media.processor.wake = async () => {};
        return upload(bytes).finally(() => {
          suite.app.media.processor.wake = wake;
        });
      };

      it("shows a ready photo as a <picture> of /media variants, and the drawing of one not ready", async () => {
        const ready = await upload(await photoLike(900, 600));
        await suite.app.media.processor.wake();
        const waiting = await uploadHeldBack(await photoLike(640, 480));
        // One deleted after it was published (the store's own removal, which asks nothing of its uses):
        // a save names only photos there are.
        const deleted = await upload(await photoLike(320, 240));
        const { draft } = await gallery();
        const items = draft.en as { image: string }[];
        const drawings = items.map((item) => item.image);
        const refs = [
          `photo:${ready}|${drawings[0]}`,
          `photo:${waiting}|${drawings[1]}`,
          `photo:${deleted}|${drawings[2]}`,
        ];
        await saveAndPublish(items.map((item, index) => ({ ...item, image: refs[index] ?? item.image })));
        expect(await suite.app.db.media.remove(deleted, null, new Date())).toBe(true);
        await suite.app.content.refresh();

        const page = await get("/elevators-lift");
        expect(page.statusCode).toBe(200);
        const picture = new RegExp(
          `<picture><source type="image/avif" srcSet="/media/${ready}-320\\.avif 320w, /media/${ready}-640\\.avif 640w, /media/${ready}-900\\.avif 900w"[^>]*/><source type="image/webp" srcSet="/media/${ready}-320\\.webp 320w[^"]*"[^>]*/><img [^>]*src="/media/${ready}-900\\.jpg"[^>]*/></picture>`,
        );
        expect(page.body).toMatch(picture);
        const img = page.body.match(new RegExp(`<img [^>]*src="/media/${ready}-900\\.jpg"[^>]*>`))?.[0] ?? "";
        expect(img).toContain('width="900"');
        expect(img).toContain('height="600"');
        expect(img).toContain('loading="lazy"');
        expect(img).toMatch(/style="background-image:url\(&quot;data:image\/webp;base64,/);
        // The ones not ready show their drawings, and no variant of theirs.
        expect(page.body).toContain(`images/${drawings[1]}`);
        expect(page.body).toContain(`images/${drawings[2]}`);
        expect(page.body).not.toContain(`/media/${waiting}`);
        // The route data carries the picture: a visit within the app shows it without a fetch of its own.
        expect((await get("/elevators-lift.data")).body).toContain(`/media/${ready}-900.jpg`);
        expect((await get("/gu/elevators-lift")).body).toMatch(picture);
        // Every URL of the picture is served.
        for (const url of new Set(
          page.body.match(new RegExp(`/media/${ready}-\\d+\\.(avif|webp|jpg)`, "g")),
        )) {
          expect((await get(url)).statusCode, url).toBe(200);
        }

        // Made ready after the publish: shown without another one.
        await suite.app.media.processor.wake();
        await suite.app.content.refresh();
        expect((await get("/elevators-lift")).body).toContain(`/media/${waiting}-640.jpg`);

        // The home page's sections below its first screen: in its HTML, and in the file their
        // code reads in the browser.
        const specialists = (await documentOf("specialists")).draft.en as { image: string }[];
        await saveAndPublish(
          specialists.map((person, index) =>
            index === 0 ? { ...person, image: `photo:${ready}|${person.image}` } : person,
          ),
          "specialists",
        );
        expect((await get("/")).body).toMatch(
          new RegExp(`<picture><source type="image/avif" srcSet="/media/${ready}-320`),
        );
        expect((await get("/home-sections.json")).json().photos[ready].src).toBe(`/media/${ready}-900.jpg`);
        await saveAndPublish(specialists, "specialists");

        // In use: refused deletion, saying where; no longer used: deleted.
        const refused = await suite.app.inject({
          method: "DELETE",
          url: `/api/staff/media/${ready}`,
          headers: { cookie },
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(
          `${PHOTO_MESSAGES.inUse} It is used in: Elevators gallery: installations › Part 1 › Image (published and in the draft).`,
        );
        await saveAndPublish(items.map((item, index) => ({ ...item, image: drawings[index] })));
        const removed = await suite.app.inject({
          method: "DELETE",
          url: `/api/staff/media/${ready}`,
          headers: { cookie },
        });
        expect(removed.statusCode).toBe(204);
        expect((await get("/elevators-lift")).body).not.toContain("/media/");
      });

      it("shows a photo in a blog article as a <picture> in the article, and nothing while one is not ready", async () => {
        const ready = await upload(await photoLike(1200, 800));
        await suite.app.media.processor.wake();
        const waiting = await uploadHeldBack(await photoLike(400, 300));
        const posts = (await documentOf("blogs")).draft.en as { id: string; body: string }[];
        const [first] = posts;
        if (!first) throw new Error("no blog post");
        const body = [
          first.body,
          `![A cabin we installed in Adajan](photo:${ready})`,
          `![A machine room, photo still being made](photo:${waiting})`,
          "The end of the article.",
        ].join("\n\n");
        await saveAndPublish([{ ...first, body }, ...posts.slice(1)], "blogs");

        const path = `/blog-detail/${first.id}`;
        const page = await get(path);
        expect(page.statusCode).toBe(200);
        const article =
          page.body.match(/<div class="prose blog-article__body"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";
        const sizes = 'sizes="(min-width: 50rem) 48rem, 100vw"';
        expect(article).toMatch(
          new RegExp(
            `<p><picture><source type="image/avif" srcSet="/media/${ready}-320\\.avif 320w, [^"]*/media/${ready}-1200\\.avif 1200w" ${sizes.replace(/[()]/g, "\\$&")}/><source type="image/webp" srcSet="/media/${ready}-320\\.webp 320w[^"]*"[^>]*/><img [^>]*></picture></p>`,
          ),
        );
        const img = article.match(/<img [^>]*>/)?.[0] ?? "";
        expect(img).toContain(`src="/media/${ready}-960.jpg"`);
        expect(img).toContain('width="1200"');
        expect(img).toContain('height="800"');
        expect(img).toContain('alt="A cabin we installed in Adajan"');
        expect(img).toContain('loading="lazy"');
        expect(img).toContain('decoding="async"');
        // The photo not ready leaves no trace: no picture, no description, no empty paragraph.
        expect(article).not.toContain(`/media/${waiting}`);
        expect(article).not.toContain("A machine room");
        expect(article).not.toContain("<p></p>");
        expect(article).toContain("<p>The end of the article.</p>");
        // In the route data too (a visit within the app), and every URL of the picture is served.
        expect((await get(`${path}.data`)).body).toContain(`/media/${ready}-960.jpg`);
        for (const url of new Set(article.match(new RegExp(`/media/${ready}-\\d+\\.(avif|webp|jpg)`, "g"))))
          expect((await get(url)).statusCode, url).toBe(200);

        // Made ready after the publish: shown without another one.
        await suite.app.media.processor.wake();
        await suite.app.content.refresh();
        expect((await get(path)).body).toContain(`/media/${waiting}-400.jpg`);
        await saveAndPublish(posts, "blogs");
      });
    });
  },
);
