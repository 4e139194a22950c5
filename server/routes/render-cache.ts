/**
 * Rendered pages kept in memory, newest kept: a page whose answer depends on its URL alone (a shared
 * planner link, a confirmation page) or on its URL and the published content costs one render, not
 * one per visitor. Pages are rendered with a stand-in nonce, which each response replaces with its own.
 */
import crypto from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { PageContext } from "../../contracts/page-context.ts";

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /**
   * A page rendered without a nonce, the same bytes for every visitor: its inline scripts' hashes
   * for the Content-Security-Policy, and its body compressed once per encoding.
   */
  scriptHashes?: string[];
  encoded?: { br?: Buffer; gzip?: Buffer };
  /** Of a page kept per content version: names its bytes, so a browser's copy is checked, not sent again. */
  etag?: string;
}

/** Renders a request with the load context given (the nonce, the forms' functions, the content). */
export type RenderWith = (request: Request, context: PageContext) => Promise<RenderedPage>;

/** The nonce cached pages are rendered with: random per process, replaced in every response. */
export const STAND_IN_NONCE = crypto.randomBytes(18).toString("base64url");

/** A URL longer than this is rendered, never kept (no one shares it, and it would crowd out others). */
export const LONGEST_KEPT_URL = 1024;

export class RenderCache {
  private readonly pages = new Map<string, RenderedPage>();

  /** Keeps at most `size` pages, dropping the least recently used. */
  constructor(private readonly size = 500) {}

  get(key: string): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Keeps a successful page (evicting the least recently used) and returns it. */
  keep(key: string, page: RenderedPage): RenderedPage {
    if (page.status !== 200) return page;
    this.pages.set(key, page);
    if (this.pages.size > this.size) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  clear() {
    this.pages.clear();
  }
}

/**
 * The pages whose HTML (and route data) depend on the URL alone: no cookie, no header, no stored
 * data. The planner's answer is a pure function of its query; a confirmation page, of its kind.
 */
const URL_ONLY_PATHS = new Set(["/lift-planner", "/lift-planner.data", "/thank-you"]);

/** The cache key of a request whose answer depends on its URL alone, else undefined. */
export function urlOnlyKey(
  request: FastifyRequest,
  originOf: (request: FastifyRequest) => string,
): string | undefined {
  // GET only: a HEAD's answer has no body to keep for the GETs after it.
  if (request.method !== "GET" || request.url.length > LONGEST_KEPT_URL) return undefined;
  const pathname = request.url.split("?")[0] ?? "";
  return URL_ONLY_PATHS.has(pathname) ? `${originOf(request)}${request.url}` : undefined;
}
