/**
 * The site's content as this replica serves it (`app.content`, content/site-content.ts): the
 * content migrations not applied yet rewrite what the database holds (content/migrations.ts), the
 * repository's content is stored as the first published revision of each document the database
 * does not hold yet (once, at start, or at the first check that reaches the database), and the published content is read again whenever the content version changes
 * (the photos it names at every check: one made ready or deleted changes the pages too),
 * which this replica checks every CONTENT_POLL_SECONDS, and at once when PostgreSQL announces a
 * publish (a listener can miss an announcement while its connection is down: the check catches up).
 */
import fp from "fastify-plugin";
import { seedContent } from "../content/documents.ts";
import { migrateContent } from "../content/migrations.ts";
import { SiteContent } from "../content/site-content.ts";
import { pagePhotos } from "../media/picture.ts";

export default fp(
  async function content(app) {
    const site = new SiteContent(app.db.content, (ids) => pagePhotos(app.db.media, ids));
    app.decorate("content", site);
    let prepared = false;
    const check = async () => {
      try {
        if (!prepared) {
          await migrateContent(app.db.content, new Date());
          await seedContent(app.db.content, new Date());
          prepared = true;
        }
        await site.refresh();
      } catch (error) {
        app.log.warn({ err: { message: (error as Error).message } }, "the site's content could not be read");
      }
    };
    await check();
    const timer = setInterval(check, app.config.CONTENT_POLL_SECONDS * 1000);
    timer.unref();
    const stopListening = app.db.listen("content", () => void check());
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await stopListening();
    });
  },
  { name: "content", dependencies: ["database"] },
);

declare module "fastify" {
  interface FastifyInstance {
    content: SiteContent;
  }
}
