/**
 * Runs the retention rules once a day (privacy/retention.ts) with the periods the company
 * published: every replica asks hourly, the one that claims the job's lease applies them. Stopped
 * when the app closes.
 */
import fp from "fastify-plugin";
import { RetentionJob } from "../privacy/retention.ts";

export default fp(
  async function retention(app) {
    const job = new RetentionJob({
      repo: app.db,
      log: app.log.child({ component: "retention" }),
      content: app.content,
    });
    app.decorate("retention", job);
    app.addHook("onReady", async () => job.start());
    app.addHook("onClose", async () => job.stop());
  },
  { name: "retention", dependencies: ["database", "content"] },
);

declare module "fastify" {
  interface FastifyInstance {
    retention: RetentionJob;
  }
}
