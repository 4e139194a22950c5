/** GET /api/health: 200 when the server and its database are ready, 503 otherwise. */
import type { FastifyInstance } from "fastify";

export default async function health(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    const database = await app.db.ping().then(
      () => "ok",
      () => "down",
    );
    const ok = database === "ok";
    reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable", database });
  });
}
