/**
 * Decorates `app.db` with the lead repository (SQLite or PostgreSQL), runs the migrations at
 * start-up and closes the database when the app closes. An unreachable PostgreSQL does not stop
 * the server: health and the lead API answer 503 until it is reachable (migrations then run on
 * first use). A SQLite file that cannot be opened does stop it. `app.dbHealth` follows whether the
 * database takes writes (see db/health.ts); /api/health reports it. Its ticket store counts due
 * times on the service desk's clock of the working hours as published (service/clock.ts).
 */
import fp from "fastify-plugin";
import { DatabaseHealth, watchWrites } from "../db/health.ts";
import { createRepository, describeStorage } from "../db/index.ts";
import type { LeadRepository } from "../db/repository.ts";
import { serviceClock } from "../service/clock.ts";

export default fp(
  async function database(app) {
    const repo = createRepository(app.config, {
      onPoolError: (error) =>
        app.log.warn({ err: { message: error.message } }, "PostgreSQL connection error"),
      // Asked as each ticket is stored, moved or resumed: the hours published by then (app.content).
      clock: () => serviceClock(app),
    });
    try {
      await repo.migrate();
      app.log.info(`leads stored in ${describeStorage(app.config)}`);
    } catch (error) {
      if (repo.driver === "sqlite") throw error;
      app.log.error(
        { err: { message: (error as Error).message } },
        `${describeStorage(app.config)} is unavailable; the lead API answers 503 until it is reachable`,
      );
    }
    const health = new DatabaseHealth(repo, app.log);
    app.decorate("db", watchWrites(repo, health));
    app.decorate("dbHealth", health);
    app.addHook("onClose", async () => {
      health.stop();
      await repo.close();
    });
  },
  { name: "database" },
);

declare module "fastify" {
  interface FastifyInstance {
    db: LeadRepository;
    dbHealth: DatabaseHealth;
  }
}
