/**
 * The one client that posts a form's JSON and reads the answer, for every form (the lead forms
 * through lead-client.ts, the service request, the privacy request): the `Idempotency-Key`, a
 * timeout for poor mobile networks, and on a refusal the server's message and field messages, or
 * the form's own failure text. `formClient(contract)` is a form's whole client (validation on its
 * contract, the exact body, the request) from its contract's parts. It carries zod, so a form loads
 * it on first use, with its own contract only.
 */
import * as z from "zod/mini";
import { HONEYPOT_FIELD, SOURCE_PAGE_FIELD } from "../../contracts/leads/fields.ts";
import type { FieldErrors } from "../../contracts/leads/schema.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";

/** A request on a poor mobile network gives up after this. */
export const REQUEST_TIMEOUT_MS = 15_000;

export type Values = Record<string, string>;

export type Validation = { ok: true; payload: Record<string, string> } | { ok: false; errors: FieldErrors };

/** `answer` is the server's JSON body when the form reads it (the service request's ticket). */
export type SendResult<Answer = undefined> =
  | { ok: true; answer?: Answer }
  | { ok: false; reason: "server" | "network" | "timeout"; message: string; errors?: FieldErrors };

export interface SendOptions {
  idempotencyKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The page's language: the form's own failure and timeout texts are in it. */
  locale?: Locale;
}

/** A fresh key per filled form; falls back to getRandomValues where randomUUID is unavailable (http). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The request body of a form its contract accepted: each of `fields` as the contract left it
 * (trimmed and normalised, "" for an empty optional one), plus each of `extras` (the planner's plan),
 * the page the form names as its own and the honeypot, only when something filled them.
 */
export function formPayload(
  fields: readonly string[],
  data: Readonly<Record<string, unknown>>,
  values: Values,
  extras: readonly string[] = [],
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of fields) {
    const value = data[field];
    payload[field] = typeof value === "string" ? value : "";
  }
  for (const field of extras) {
    const value = data[field];
    if (typeof value === "string" && value !== "") payload[field] = value;
  }
  const page = values[SOURCE_PAGE_FIELD];
  if (page) payload[SOURCE_PAGE_FIELD] = page;
  const trap = values[HONEYPOT_FIELD];
  if (trap && trap.trim() !== "") payload[HONEYPOT_FIELD] = trap;
  return payload;
}

/** A plain object (not null, not an array): the shape of a response body. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Field messages from the API's `errors` object, kept only for the form's own `fields`. */
function serverFieldErrors(
  fields: ReadonlySet<string>,
  body: Record<string, unknown>,
): FieldErrors | undefined {
  if (!isRecord(body.errors)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (fields.has(field) && typeof message === "string" && message.trim() !== "") errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

interface PostForm {
  path: string;
  payload: Record<string, string>;
  /** The form's fields: the server's messages for others are not shown. */
  fields: readonly string[];
  /** The form's failure text, in the page's language, when the server gives none. */
  failure: string;
  /** Whether the answer's body is read on success (else it is left unread). */
  readAnswer?: boolean;
}

/** POSTs the payload as JSON. Success is status 200 or 201. */
export async function postForm<Answer = undefined>(
  { path, payload, fields, failure, readAnswer = false }: PostForm,
  {
    idempotencyKey,
    timeoutMs = REQUEST_TIMEOUT_MS,
    fetchImpl = globalThis.fetch,
    locale = DEFAULT_LOCALE,
  }: SendOptions,
): Promise<SendResult<Answer>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      signal: controller.signal,
    });
    if (response.status === 200 || response.status === 201) {
      return readAnswer ? { ok: true, answer: (await response.json()) as Answer } : { ok: true };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) throw new DOMException("timed out", "AbortError");
      body = undefined;
    }
    if (!isRecord(body)) return { ok: false, reason: "server", message: failure };
    const message = typeof body.message === "string" && body.message.trim() !== "" ? body.message : failure;
    const errors = serverFieldErrors(new Set(fields), body);
    return errors
      ? { ok: false, reason: "server", message, errors }
      : { ok: false, reason: "server", message };
  } catch {
    if (controller.signal.aborted) {
      return { ok: false, reason: "timeout", message: m.forms_timeout({}, { locale }) };
    }
    return { ok: false, reason: "network", message: failure };
  } finally {
    clearTimeout(timer);
  }
}

/** What a form's client is made of: its contract's parts and its own texts. */
interface FormContract {
  path: string;
  schema: z.ZodMiniType;
  /** The contract's fields (its shape's keys); the honeypot is left out of the body. */
  fields: readonly string[];
  /** Fields sent only when filled (the planner's plan with an appointment). */
  extras?: readonly string[];
  /** The first message per field of a refused validation, in the page's language. */
  errorsOf: (issues: readonly z.core.$ZodIssue[], locale: Locale) => FieldErrors;
  /** A check of the form's own beyond its contract's, adding to `errors` (a day already past). */
  check?: (values: Values, errors: FieldErrors, locale: Locale) => void;
  /** The form's failure text in `locale`, when the server gives none. */
  failure: (locale: Locale) => string;
  /** The key to send a body with (a form that recognises the same request sent again); `key` by default. */
  keyOf?: (payload: Record<string, string>, key: string) => string;
  /** Whether a success's body is read (the service request's ticket); true by default. */
  readAnswer?: boolean;
}

/** A form's client from its contract: it validates, builds the body and posts it, reading the answer. */
export function formClient<Answer>({
  path,
  schema,
  extras = [],
  errorsOf,
  check,
  failure,
  keyOf,
  readAnswer = true,
  ...contract
}: FormContract) {
  const fields = contract.fields.filter((field) => field !== HONEYPOT_FIELD && !extras.includes(field));
  return {
    fields,
    validate(values: Values, locale: Locale = DEFAULT_LOCALE): Validation {
      const result = z.safeParse(schema, { ...values });
      const errors = result.success ? {} : errorsOf(result.error.issues, locale);
      check?.(values, errors, locale);
      if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
      return {
        ok: true,
        payload: formPayload(fields, result.data as Record<string, unknown>, values, extras),
      };
    },
    send(payload: Record<string, string>, options: SendOptions): Promise<SendResult<Answer>> {
      const idempotencyKey = keyOf ? keyOf(payload, options.idempotencyKey) : options.idempotencyKey;
      const text = failure(options.locale ?? DEFAULT_LOCALE);
      return postForm<Answer>(
        { path, payload, fields, failure: text, readAnswer },
        { ...options, idempotencyKey },
      );
    },
    newIdempotencyKey,
  };
}
