/**
 * The inbox's only static files: one stylesheet (the site's design tokens followed by the inbox's
 * own rules, read once at start-up), the Manrope font, and the rules of the bar on a draft preview
 * (a public page, with the site's own tokens). No JavaScript.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import { PREVIEW_STYLESHEET_PATH } from "../content/views/PreviewBanner.tsx";
import { PUBLIC } from "./roles.ts";

export const STYLESHEET_PATH = "/inbox/assets/inbox.css";
export const FONT_PATH = "/inbox/assets/manrope.woff2";

const TOKENS = new URL("../../design/tokens.css", import.meta.url);
const RULES = ["./styles/base.css", "./styles/panes.css", "./styles/tickets.css", "./styles/content.css"].map(
  (file) => new URL(file, import.meta.url),
);
const PREVIEW_RULES = new URL("./styles/preview.css", import.meta.url);
const FONT = createRequire(import.meta.url).resolve(
  "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
);

export function inboxStylesheet(): string {
  const fontFace = `@font-face{font-family:"Manrope Variable";font-style:normal;font-display:swap;font-weight:200 800;src:url("${FONT_PATH}") format("woff2-variations")}\n`;
  return [fontFace, TOKENS, ...RULES]
    .map((part) => (typeof part === "string" ? part : fs.readFileSync(part, "utf8")))
    .join("");
}

export default async function inboxAssets(app: FastifyInstance) {
  const css = inboxStylesheet();
  const font = fs.readFileSync(FONT);
  const etag = (body: string | Buffer) =>
    `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 16)}"`;
  const serve = (path: string, type: string, body: string | Buffer) => {
    const tag = etag(body);
    app.get(path, PUBLIC, (request, reply) => {
      reply.header("cache-control", "no-cache").header("etag", tag).type(type);
      if (request.headers["if-none-match"] === tag) return reply.status(304).send();
      return reply.send(body);
    });
  };
  serve(STYLESHEET_PATH, "text/css; charset=utf-8", css);
  serve(FONT_PATH, "font/woff2", font);
  serve(PREVIEW_STYLESHEET_PATH, "text/css; charset=utf-8", fs.readFileSync(PREVIEW_RULES, "utf8"));
}
