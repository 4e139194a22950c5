/** GET /api/health: 200 when the server (and its database, once registered) is ready, else 503. */
import type { FastifyInstance } from "fastify";

export default async function health(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    const checks = app.hasDecorator("db") ? await (app as unknown as { db: { ping(): Promise<void> } }).db.ping().then(() => "ok", () => "down") : "ok";
    const ok = checks === "ok";
    reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable", database: checks });
  });
}
