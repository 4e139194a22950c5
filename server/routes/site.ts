/**
 * Serves the prerendered site from BUILD_DIR: precompressed brotli/gzip files, immutable caching
 * for hashed assets, revalidated HTML, each page with its own CSP script hashes.
 * Paths: /about-us -> about-us/index.html; /about-us/ -> 301 /about-us; /warranty/<any id> -> the
 * warranty page; /lift-planner?<query> -> the planner page with that query's answer written in
 * (../lift-planner/answer.ts); a missing file (path with an extension) -> 404; any other unknown
 * path -> 302 to /; unknown /api/* -> 404 JSON.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { asksPlanner, PLANNER_ROUTE, plannerAnswerRenderer, sendHtml } from "../lift-planner/answer.ts";
import { contentSecurityPolicy } from "../plugins/security.ts";

const SAFE_PATH = /^\/[a-z0-9\-/]*$/;
const WARRANTY_PATH = /^\/warranty\/[^/]+$/;

export default async function site(app: FastifyInstance) {
  const root = app.config.BUILD_DIR;
  const hasBuild = existsSync(path.join(root, "index.html"));
  if (!hasBuild) app.log.warn({ root }, "no site build found: only the API is served (run npm run build)");

  const cspFile = path.join(root, "..", "csp.json");
  const pageScriptHashes: Record<string, string[]> = existsSync(cspFile)
    ? JSON.parse(readFileSync(cspFile, "utf8"))
    : {};

  const plannerAnswer = hasBuild ? plannerAnswerRenderer(root) : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      index: false,
      redirect: false,
      // Register a route per file (directories are never served as such); the rest is handled below.
      wildcard: false,
      cacheControl: false,
      setHeaders(res, servedPath) {
        const filePath = servedPath.replace(/\.(br|gz)$/, "");
        // Hashed assets, and content images addressed with their content hash (?v=…).
        if (
          filePath.includes(`${path.sep}assets${path.sep}`) ||
          filePath.includes(`${path.sep}images${path.sep}`)
        ) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        } else if (filePath.endsWith(".html") || filePath.endsWith(".data")) {
          // Pages and their prerendered route data change with every deploy: always revalidate.
          res.setHeader("cache-control", "public, max-age=0, must-revalidate");
        } else {
          res.setHeader("cache-control", "public, max-age=86400");
        }
      },
    });
  }

  const sendPage = (reply: FastifyReply, route: string) => {
    reply.header("content-security-policy", contentSecurityPolicy(pageScriptHashes[route] ?? []));
    const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
    return reply.sendFile(file);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, "http://localhost");
    const pathname = decodeURIComponent(url.pathname);
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return reply.status(404).send({ message: "Not found." });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Not found." });
    }
    if (hasBuild && SAFE_PATH.test(pathname) && !pathname.includes("..")) {
      if (pathname.length > 1 && pathname.endsWith("/")) {
        return reply.redirect(pathname.replace(/\/+$/, "") + url.search, 301);
      }
      if (pathname === PLANNER_ROUTE && plannerAnswer && asksPlanner(url.searchParams)) {
        const csp = contentSecurityPolicy(pageScriptHashes[PLANNER_ROUTE] ?? []);
        return sendHtml(request, reply, plannerAnswer(url.searchParams), csp);
      }
      if (existsSync(path.join(root, pathname, "index.html"))) return sendPage(reply, pathname);
    }
    if (hasBuild && WARRANTY_PATH.test(pathname)) return sendPage(reply, "/warranty/1");
    // A missing file (an old asset, a mistyped image) is a 404, not the home page.
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.status(404).type("text/plain").send("Not found");
    // Without a home page to go to (no build yet), say so instead of redirecting in a loop.
    if (pathname === "/") return reply.status(503).type("text/plain").send("The site is not built yet.");
    return reply.redirect("/", 302);
  });
}
