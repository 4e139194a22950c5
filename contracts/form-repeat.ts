/**
 * A form sent again is the same submission: a form posted without JavaScript cannot send an
 * Idempotency-Key, so its key is made of its fields (`formPostKey`); the service form, with
 * JavaScript, sends the same report again with its first key. Both count ten minutes as "again".
 * Web Crypto, so the browser and the server read the same module.
 */

/** How long the same fields, sent again, count as the same submission. */
export const FORM_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The Idempotency-Key of a form posted without JavaScript: a second tap of the button, or a reload
 * that posts again, sends the same fields to the same address within the same ten minutes, and is
 * answered as the first (nothing stored or mailed twice). The same fields sent in a later window
 * are a new submission. The key names the fields only by their hash.
 */
export async function formPostKey(path: string, fields: unknown, at: Date): Promise<string> {
  const window = Math.floor(at.getTime() / FORM_REPEAT_WINDOW_MS);
  const text = new TextEncoder().encode(JSON.stringify([path, window, fields]));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", text));
  return `form-${Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
