/**
 * The site's content as this replica serves it (`app.content`): the repository's content is stored
 * as the first published revision of each document the database does not hold yet, and the
 * published content is read again whenever the content version changes, which this replica checks
 * every CONTENT_POLL_SECONDS. Whoever keeps rendered pages listens (`onChange`) to drop them.
 */
import fp from "fastify-plugin";
import type { Locale } from "../../contracts/locales.ts";
import { seedContent } from "../content/documents.ts";

export class SiteContent {
  /** The content version served (0: as built), and each document's published data by language. */
  version = 0;
  published = new Map<string, Map<Locale, unknown>>();
  private readonly listeners: ((version: number) => void)[] = [];

  constructor(
    private readonly read: {
      version(): Promise<number>;
      published(): Promise<Map<string, Map<Locale, unknown>>>;
    },
  ) {}

  onChange(listener: (version: number) => void) {
    this.listeners.push(listener);
  }

  /** Reads the content again when its version changed; true when it did. */
  async refresh(): Promise<boolean> {
    const version = await this.read.version();
    if (version === this.version) return false;
    this.published = await this.read.published();
    this.version = version;
    for (const listener of this.listeners) listener(version);
    return true;
  }
}

export default fp(
  async function content(app) {
    const site = new SiteContent(app.db.content);
    app.decorate("content", site);
    const check = async () => {
      try {
        await seedContent(app.db.content, new Date());
        await site.refresh();
      } catch (error) {
        app.log.warn({ err: { message: (error as Error).message } }, "the site's content could not be read");
      }
    };
    await check();
    const timer = setInterval(check, app.config.CONTENT_POLL_SECONDS * 1000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "content", dependencies: ["database"] },
);

declare module "fastify" {
  interface FastifyInstance {
    content: SiteContent;
  }
}
