/**
 * Input clean-up before validation: text fields lose control characters (other than tab and line
 * breaks) and unpaired UTF-16 surrogates become U+FFFD. Such characters are never meaningful in a
 * form, break CSV/email output, and PostgreSQL cannot store NUL in text or JSONB at all.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function cleanText(value: string): string {
  return value.replace(CONTROL, "").replace(LONE_SURROGATE, "\ufffd");
}

/** A shallow copy of a submitted body with every top-level string cleaned. */
export function cleanBody(body: Record<string, unknown>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    cleaned[key] = typeof value === "string" ? cleanText(value) : value;
  return cleaned;
}
