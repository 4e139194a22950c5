/**
 * Test support: the outbox's due emails claimed as the worker claims them, each as it would go out
 * (personal links put in under the app's secret), for tests that follow a link from an email.
 */
import type { FastifyInstance } from "fastify";
import type { OutboxItem } from "../db/outbox.ts";
import { loadIpSalt } from "../leads/ip-hash.ts";
import { withPersonalLinks } from "../privacy/personal-links.ts";

export async function claimAsSent(
  app: FastifyInstance,
  limit: number,
  leaseMs: number,
): Promise<OutboxItem[]> {
  const secret = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);
  const items = await app.db.outbox.claim(limit, leaseMs);
  return items.map((item) => ({ ...item, message: withPersonalLinks(item, secret) }));
}
