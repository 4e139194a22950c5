/**
 * The forms' body schemas and the parser that runs them (`parseForm`): a lead's is
 * `leadBodySchema(kind)` (the service desk's, `formBodySchema` of its contract): the body must be an
 * object; its strings are cleaned (sanitize.ts), it is parsed with the form's contract schema, and
 * the form's server function receives a typed submission with the honeypot and source page apart.
 * A refused body becomes a 400 with the first message per field, in the language of the page the
 * form came from.
 */
import * as z from "zod/mini";
import {
  firstErrorPerField,
  HONEYPOT_FIELD,
  isRecord,
  LEAD_SCHEMAS,
  type LeadData,
  type LeadKind,
  type OwnMessages,
  SOURCE_PAGE_FIELD,
} from "../../contracts/leads/schema.ts";
import { ERROR_MESSAGES, leadErrorMessage, PublicError } from "../plugins/errors.ts";
import { idempotencyKeyOf, type PostFacts, pageLocaleOf, SOURCE_PAGE } from "./request.ts";
import { cleanBody } from "./sanitize.ts";

/** A kind with its validated fields: a union discriminated by `kind`. */
export type LeadFields = { [K in LeadKind]: { kind: K; data: LeadData<K> } }[LeadKind];

/** A valid lead as its route's handler receives it. */
export interface Submission extends Omit<FormSubmission<unknown>, "data"> {
  lead: LeadFields;
}

/** An optional path the browser form may send along; anything else is ignored, never refused. */
const sourcePage = z.catch(z.optional(z.string().check(z.regex(SOURCE_PAGE))), undefined);

const cleanObject = z.pipe(z.custom<Record<string, unknown>>(isRecord), z.transform(cleanBody));

/** A valid form body: the schema's fields without the honeypot, and what the form sent beside them. */
export interface FormSubmission<Data> {
  data: Data;
  /** Whether the honeypot was filled (only bots do): stored flagged, never mailed. */
  flagged: boolean;
  /** The page the form says it was sent from, when that is a plain same-origin path. */
  sourcePage: string | undefined;
}

/**
 * The body schema of a form's endpoint: an object whose strings are cleaned, parsed with the form's
 * contract `schema` (which names the honeypot field) plus the optional source page.
 */
export function formBodySchema<S extends z.ZodMiniObject>(schema: S) {
  return z.pipe(
    cleanObject,
    z.pipe(
      z.extend(schema as z.ZodMiniObject, { [SOURCE_PAGE_FIELD]: sourcePage }),
      z.transform(
        ({
          [HONEYPOT_FIELD]: trap,
          [SOURCE_PAGE_FIELD]: sourcePage,
          ...data
        }): FormSubmission<Omit<z.output<S>, typeof HONEYPOT_FIELD>> => ({
          // Parsed by `schema`, so `data` is its output without the honeypot.
          data: data as Omit<z.output<S>, typeof HONEYPOT_FIELD>,
          flagged: typeof trap === "string" && trap.trim() !== "",
          sourcePage: sourcePage as string | undefined,
        }),
      ),
    ),
  );
}

export function leadBodySchema(kind: LeadKind) {
  return z.pipe(
    formBodySchema(LEAD_SCHEMAS[kind] as z.ZodMiniObject),
    z.transform(
      ({ data, flagged, sourcePage }): Submission => ({
        lead: { kind, data } as LeadFields,
        flagged,
        sourcePage,
      }),
    ),
  );
}

/**
 * A form's body parsed with its `schema`, with its Idempotency-Key (`idempotencyKeyOf`): a body that is not an object is refused as unreadable;
 * one with refused fields with the first message of each, in the language of the page it came from, with the
 * form's `own` messages.
 */
export function parseForm<T extends object>(
  schema: z.ZodMiniType<T>,
  body: unknown,
  facts: PostFacts,
  own?: OwnMessages,
): T & { idempotencyKey: string | null } {
  const result = z.safeParse(schema, body);
  if (result.success) return { ...result.data, idempotencyKey: idempotencyKeyOf(facts) };
  const fieldIssues = result.error.issues.filter((issue) => issue.path.length > 0);
  if (fieldIssues.length === 0) throw new PublicError(400, ERROR_MESSAGES.unreadable);
  const named = isRecord(body) ? body[SOURCE_PAGE_FIELD] : undefined;
  const locale = pageLocaleOf(named, facts.refererPage);
  throw new PublicError(
    400,
    leadErrorMessage("invalid", locale),
    firstErrorPerField(fieldIssues, locale, own),
  );
}
