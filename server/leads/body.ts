/**
 * The form endpoints' body schemas and the validator that runs them. A lead route declares
 * `schema: { body: leadBodySchema(kind) }` (the service desk's, `formBodySchema` of its contract):
 * the body must be an object; its strings are cleaned (sanitize.ts), it is parsed with the form's
 * contract schema, and the handler receives a typed submission with the honeypot and source page
 * apart. A refused body becomes a 400 RefusedBody with the first message per field, in English
 * until the route tells it in the language of the page the lead came from (`inLanguage`).
 */
import type { FastifyRequest, FastifySchemaCompiler, FastifyTypeProvider } from "fastify";
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
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import { ERROR_MESSAGES, leadErrorMessage, PublicError } from "../plugins/errors.ts";
import { bodyLocaleOf, SOURCE_PAGE } from "./request.ts";
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
  /** The honeypot's value: filled only by bots. */
  trap: string | undefined;
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
          trap: trap as string | undefined,
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
      ({ data, trap, sourcePage }): Submission => ({ lead: { kind, data } as LeadFields, trap, sourcePage }),
    ),
  );
}

/** A body the form's schema refused: its first message per field, in `locale`. */
export class RefusedBody extends PublicError {
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(issues: readonly z.core.$ZodIssue[], locale: Locale = DEFAULT_LOCALE, own?: OwnMessages) {
    super(400, leadErrorMessage("invalid", locale), firstErrorPerField(issues, locale, own));
    this.issues = issues;
  }

  /** The same refusal in another language, with the form's `own` messages. */
  inLanguage(locale: Locale, own?: OwnMessages): RefusedBody {
    return new RefusedBody(this.issues, locale, own);
  }
}

/**
 * What a form endpoint's handler throws when its schema refused the body (`attachValidation`): the
 * refusal in the language of the page the body came from, with the form's `own` messages; any other
 * validation error as it is; undefined for a valid body.
 */
export function refusalOf(request: FastifyRequest, own?: OwnMessages): Error | undefined {
  const refused = request.validationError;
  if (!(refused instanceof RefusedBody)) return refused;
  return refused.inLanguage(bodyLocaleOf(request), own);
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
