/**
 * Refuses (400) a request body nested deeper than MAX_BODY_DEPTH, before any route's validation
 * or handler sees it: no form or API body of ours is more than a few levels deep, and a body
 * thousands of levels deep (`{"a":{"a":…}}`, 3,000 of them fit in 16 KiB) would overflow the stack
 * of any recursive walk over it (a schema, a check for control characters, a log line), a 500.
 * The depth is measured without recursion.
 */
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ERROR_MESSAGES, PublicError } from "./errors.ts";

/** Levels a body may have: the outer object or array is level 1. */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects or arrays more than `max` levels deep (an iterative walk). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== "object" || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) {
      if (typeof child === "object" && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

export default fp(async function bodyDepth(app) {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) throw new PublicError(400, ERROR_MESSAGES.tooDeep);
  });
});
