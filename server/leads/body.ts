/**
 * The lead routes' body schemas and the validator that runs them. Each route declares
 * `schema: { body: leadBodySchema(kind) }`: the body must be an object; its strings are cleaned
 * (sanitize.ts), it is parsed with the kind's contract schema, and the handler receives a typed
 * Submission. A refused body becomes a 400 RefusedBody with the first message per field, in English
 * until the route tells it in the language of the page the lead came from (`inLanguage`).
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from "fastify";
import * as z from "zod/mini";
import {
  firstErrorPerField,
  HONEYPOT_FIELD,
  isRecord,
  LEAD_SCHEMAS,
  type LeadData,
  type LeadKind,
  SOURCE_PAGE_FIELD,
} from "../../contracts/leads.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import { ERROR_MESSAGES, leadErrorMessage, PublicError } from "../plugins/errors.ts";
import { SOURCE_PAGE } from "./request.ts";
import { cleanBody } from "./sanitize.ts";

/** A kind with its validated fields: a union discriminated by `kind`. */
export type LeadFields = { [K in LeadKind]: { kind: K; data: LeadData<K> } }[LeadKind];

/** A valid lead as its route's handler receives it. */
export interface Submission {
  lead: LeadFields;
  /** The honeypot's value: filled only by bots. */
  trap: string | undefined;
  /** The page the form says it was sent from, when that is a plain same-origin path. */
  sourcePage: string | undefined;
}

/** An optional path the browser form may send along; anything else is ignored, never refused. */
const sourcePage = z.catch(z.optional(z.string().check(z.regex(SOURCE_PAGE))), undefined);

const cleanObject = z.pipe(z.custom<Record<string, unknown>>(isRecord), z.transform(cleanBody));

export function leadBodySchema(kind: LeadKind) {
  return z.pipe(
    cleanObject,
    z.pipe(
      z.extend(LEAD_SCHEMAS[kind] as z.ZodMiniObject, { [SOURCE_PAGE_FIELD]: sourcePage }),
      z.transform(
        ({ [HONEYPOT_FIELD]: trap, [SOURCE_PAGE_FIELD]: sourcePage, ...data }): Submission => ({
          // Parsed by the schema of `kind`, so `data` is that kind's output without the honeypot.
          lead: { kind, data } as LeadFields,
          trap: trap as string | undefined,
          sourcePage: sourcePage as string | undefined,
        }),
      ),
    ),
  );
}

/** A body the kind's schema refused: its first message per field, in `locale`. */
export class RefusedBody extends PublicError {
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(issues: readonly z.core.$ZodIssue[], locale: Locale = DEFAULT_LOCALE) {
    super(400, leadErrorMessage("invalid", locale), firstErrorPerField(issues, locale));
    this.issues = issues;
  }

  /** The same refusal in another language. */
  inLanguage(locale: Locale): RefusedBody {
    return new RefusedBody(this.issues, locale);
  }
}

/** Route schemas of zod/mini types: the handler's `request.body` is the schema's output. */
export interface ZodMiniTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodMiniType ? z.output<this["schema"]> : unknown;
  serializer: this["schema"] extends z.ZodMiniType ? z.input<this["schema"]> : unknown;
}

/**
 * Runs a route's zod/mini schema. A body that is not an object is "unreadable"; otherwise the
 * error carries the first message for each field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data);
    if (result.success) return { value: result.data };
    const fieldIssues = result.error.issues.filter((issue) => issue.path.length > 0);
    if (fieldIssues.length === 0) return { error: new PublicError(400, ERROR_MESSAGES.unreadable) };
    return { error: new RefusedBody(fieldIssues) };
  };
