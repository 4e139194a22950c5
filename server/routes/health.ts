/**
 * GET /api/health: 200 when the server and its database are ready (and take writes), 503 otherwise;
 * with the content version this replica serves, so an operator sees every replica caught up after
 * a publish.
 */
import type { FastifyInstance } from "fastify";

export default async function health(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    const ok = await app.dbHealth.check();
    const database = ok ? "ok" : "down";
    reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? "ok" : "unavailable", database, contentVersion: app.content.version });
  });
}
