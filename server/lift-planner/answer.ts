/**
 * Serves GET /lift-planner?… for visitors without JavaScript (and first paint for everyone):
 * the prerendered planner page with the answer for the query written in (page.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { plannerCatalogue } from "../../content/lift-planner/catalogue.ts";
import { plannerView } from "../../content/lift-planner/view.ts";
import { BOOK_PARAM, PLANNER_FIELDS, PLANNER_PATH, readPlannerSearch } from "../../contracts/lift-planner.ts";
import { applyPlannerView } from "./page.ts";

export const PLANNER_ROUTE = PLANNER_PATH;

/** True when the URL asks the planner something (other parameters, such as utm_*, do not count). */
export function asksPlanner(params: URLSearchParams): boolean {
  return [...PLANNER_FIELDS, BOOK_PARAM].some((name) => params.has(name));
}

/** Renders the answer page for a query, or undefined when the site has no planner page built. */
export function plannerAnswerRenderer(buildDir: string) {
  const file = path.join(buildDir, PLANNER_ROUTE.slice(1), "index.html");
  if (!existsSync(file)) return undefined;
  const template = readFileSync(file, "utf8");
  const catalogue = plannerCatalogue();
  const empty = plannerView(catalogue, {});
  return (params: URLSearchParams) =>
    applyPlannerView(template, empty, plannerView(catalogue, readPlannerSearch(params)));
}

/** Sends a rendered page, compressed as the client accepts (brotli at a fast setting, or gzip). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, csp: string) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply
    .type("text/html; charset=utf-8")
    .header("content-security-policy", csp)
    .header("cache-control", "public, max-age=0, must-revalidate")
    .header("vary", "accept-encoding");
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(gzipSync(html));
  return reply.send(html);
}
