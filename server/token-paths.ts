/**
 * Which request paths carry a personal token (a tracking link, `/track/<token>`; a personal
 * privacy link, `/privacy/request/<token>`; each also under `/gu/` and `/hi/`), whatever way the
 * path is spelled: percent-encoded (any character, once or more), in other capitals, with dot
 * segments, doubled slashes or backslashes, a trailing (encoded) slash, or in absolute form.
 * A server may read every such spelling as the link, so everything that must keep the token to
 * itself (the request log, the private headers) asks here, never a check on the raw URL.
 */
import { DEFAULT_LOCALE, LOCALES } from "../contracts/locales.ts";
import { PRIVACY_REQUEST_PREFIX, TRACK_PATH_PREFIX } from "../contracts/paths.ts";

/** Language prefixes, lower case: `gu`, `hi`. */
const PREFIXES = new Set<string>(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));

/** The fixed part of each token path, as segments: `["track"]`, `["privacy", "request"]`. */
const TOKEN_PATHS = [TRACK_PATH_PREFIX, PRIVACY_REQUEST_PREFIX].map((prefix) =>
  prefix.split("/").filter(Boolean),
);

/** Rounds of percent-decoding: `%2574` is `%74` after one, `t` after two. */
const DECODE_ROUNDS = 4;

const PERCENT_BYTE = /^%[0-9a-f]{2}$/i;

/** Percent-decodes `text` once, never throwing: a malformed `%` is kept, bytes that are not UTF-8 become U+FFFD. */
function percentDecodeOnce(text: string): string {
  if (!text.includes("%")) return text;
  const bytes: number[] = [];
  for (let index = 0; index < text.length; ) {
    const sequence = text.slice(index, index + 3);
    if (PERCENT_BYTE.test(sequence)) {
      bytes.push(Number.parseInt(sequence.slice(1), 16));
      index += 3;
    } else {
      const char = String.fromCodePoint(text.codePointAt(index)!);
      bytes.push(...Buffer.from(char, "utf8"));
      index += char.length;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Decoded until nothing changes (or DECODE_ROUNDS times). */
function percentDecode(text: string): string {
  let decoded = text;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = percentDecodeOnce(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * The path of a request URL as segments, normalised: the scheme and host of an absolute URL, the
 * query and the fragment dropped; percent-decoded; `\` read as `/`; empty and `.` segments dropped
 * and `..` applied. Case is kept (a token is case-sensitive).
 */
export function normalizedSegments(url: string): string[] {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i, "");
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? "";
  const segments: string[] = [];
  for (const segment of percentDecode(path).split(/[/\\]/)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments;
}

/** `normalizedSegments` as a path: `/%74rack/./X%2F` -> `/track/X`. */
export function normalizedPath(url: string): string {
  return `/${normalizedSegments(url).join("/")}`;
}

/**
 * The fixed part of a personal link's path in its canonical spelling (`/gu/track/`,
 * `/privacy/request/`), when the URL, however spelled, is a tracking or privacy link with
 * something after that part; else undefined.
 */
export function personalLinkPrefix(url: string): string | undefined {
  const segments = normalizedSegments(url);
  const lower = segments.map((segment) => segment.toLowerCase());
  let start = 0;
  while (start < lower.length && PREFIXES.has(lower[start]!)) start++;
  const fixed = TOKEN_PATHS.find(
    (parts) =>
      lower.length > start + parts.length && parts.every((part, offset) => lower[start + offset] === part),
  );
  if (!fixed) return undefined;
  return `/${[...lower.slice(0, start), ...fixed].join("/")}/`;
}

/** 32 or more base64url characters in a row: what could hold a token (tracking 32, privacy 43). */
const TOKEN_SHAPED = /[A-Za-z0-9_-]{32,}/g;
/** A record's id (a UUID, 36 characters with its dashes) is no token: it stays readable in the log. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A URL as logged: a personal link's token (and anything after it) replaced by `…`, however
 * spelled. Any other URL that holds a token-shaped run anywhere, decoded (a link with `..` after
 * its token, a `.data` request, a query naming a link's path), is logged decoded with each such run
 * replaced by `…`, so no spelling writes a token to the log.
 */
export function withoutPrivacyToken(url: string): string {
  const prefix = personalLinkPrefix(url);
  if (prefix) return `${prefix}…`;
  let masked = false;
  const decoded = percentDecode(url).replace(TOKEN_SHAPED, (run) => {
    if (UUID.test(run)) return run;
    masked = true;
    return "…";
  });
  return masked ? decoded : url;
}
