/**
 * Input clean-up before validation: text fields lose control characters (other than tab and line
 * breaks) and bidirectional formatting characters, and unpaired UTF-16 surrogates become U+FFFD.
 * Such characters are never meaningful in a form, break CSV/email output, and PostgreSQL cannot
 * store NUL in text or JSONB at all. A bidi control (U+202E RIGHT-TO-LEFT OVERRIDE, the isolates
 * U+2066-U+2069, the marks U+200E, U+200F, U+061C, the embeddings U+202A-U+202D) lets a name
 * disguise itself wherever staff read it (the inbox, the CSV export, the emails); none of the
 * site's languages needs one. The joiners Gujarati and Hindi need (U+200C, U+200D) stay.
 * So do emoji's variation selectors (U+FE00-U+FE0F). Every other invisible character (zero-width
 * space, word joiner, byte order mark, tag characters, Hangul fillers: Unicode's "default
 * ignorable" code points) goes too, so a name cannot look empty or like another's; the line and
 * paragraph separators (U+2028, U+2029) become line breaks.
 * Every public form (leads, service requests, privacy requests) is read through this.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** The characters with the Bidi_Control property: U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069. */
const BIDI_CONTROL = /\p{Bidi_Control}/gu;
/** Invisible characters other than the bidi controls, the Indic joiners and the variation selectors. */
const INVISIBLE =
  /(?!\u200c|\u200d|[\ufe00-\ufe0f])[\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0]/gu;
const LINE_SEPARATOR = /[\u2028\u2029]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function cleanText(value: string): string {
  return value
    .replace(CONTROL, "")
    .replace(BIDI_CONTROL, "")
    .replace(INVISIBLE, "")
    .replace(LINE_SEPARATOR, "\n")
    .replace(LONE_SURROGATE, "\ufffd");
}

/** A shallow copy of a submitted body with every top-level string cleaned. */
export function cleanBody(body: Record<string, unknown>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    cleaned[key] = typeof value === "string" ? cleanText(value) : value;
  return cleaned;
}
