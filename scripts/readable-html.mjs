/**
 * What a visitor or a crawler reads of an HTML page, one item a line: the JSON-LD, the alt, href,
 * src, title, aria-label, content and srcset attributes, and the visible text. Scripts, styles,
 * nonces and asset hashes are left out. Used to check that two ways of producing a page
 * (compare-builds.mjs, the rendered-on-request tests) give the same page.
 */
const ATTRIBUTES = ["alt", "href", "src", "title", "aria-label", "content", "srcset"];
/** Hashed file names change with every build: compare what they name, not the hash. */
const unhash = (value) =>
  value.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)/g, "$1").replace(/\?v=[a-z0-9]+/g, "");

/** What a visitor or a crawler reads of a page, one item a line. */
export function readable(html) {
  const lines = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    lines.push(`json-ld ${json}`);
  }
  const body = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<style[\s\S]*?<\/style>/g, "");
  for (const [, tag, attributes] of body.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/g)) {
    for (const name of ATTRIBUTES) {
      const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
      if (value !== undefined && !(tag === "link" && name === "href" && /\/assets\//.test(value))) {
        lines.push(`${tag}[${name}] ${unhash(value)}`);
      }
    }
  }
  const text = body
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  lines.push(`text ${text}`);
  return lines;
}
