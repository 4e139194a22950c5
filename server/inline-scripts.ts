/**
 * The Content-Security-Policy sources of a page's executable inline scripts: a hash of each (its
 * structured data, `application/ld+json`, is not executed and needs none). The build lists them per
 * prerendered page (scripts/postbuild.mjs); the server, for a page it keeps rendered (published
 * content), so such a page is the same bytes for every visitor and is compressed once.
 */
import { createHash } from "node:crypto";

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}
