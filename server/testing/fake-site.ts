/**
 * A small fake site build for tests of the site plugin: files under client/, a csp.json beside it,
 * and a Fastify app with the security headers and the site plugin on that build (no real build).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import security from "../plugins/security.ts";
import site from "../routes/site.ts";

/** `files`: paths under the build's client/ folder and their contents; `csp`: route -> script hashes. */
export async function fakeSite(files: Record<string, string | Buffer>, csp: Record<string, string[]>) {
  const dir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  const client = path.join(dir, "client");
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), content);
  }
  writeFileSync(path.join(dir, "csp.json"), JSON.stringify(csp));
  const app = Fastify({ logger: false });
  app.decorate("config", { BUILD_DIR: client } as never);
  await app.register(security);
  await app.register(site);
  await app.ready();
  const close = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, close };
}
