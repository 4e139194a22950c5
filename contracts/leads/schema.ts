/**
 * The lead contracts: one schema per form, shared by the browser (client-side validation) and the
 * server (the API's validation), keyed by the kinds of the zod-free LEAD_FORMS table. Built on
 * `zod/mini` so the lazily loaded browser chunk stays small.
 *
 * Unknown fields are ignored (stripped), never stored. Optional fields may be absent or "".
 */
import * as z from "zod/mini";
import { westernDigits } from "../digits.ts";
import { DEFAULT_LOCALE, type Locale } from "../locales.ts";
import { AMC_COVERS, AMC_MAX_LENGTH, AMC_RANGES, LIFT_TYPES } from "./amc-quote-fields.ts";
import { FIELD_MESSAGES, type FieldMessageKey, fieldMessage, isFieldMessageKey } from "./errors.ts";
import {
  APPOINTMENT_CATEGORIES,
  DEFAULT_APPOINTMENT_CATEGORY,
  HONEYPOT_FIELD,
  JOB_TITLES,
  LEGACY_QUESTION_CATEGORIES,
  MAX_LENGTH,
  PROJECT_TYPES,
  QUESTION_CATEGORIES,
  TIMEFRAMES,
} from "./fields.ts";
import type { LeadKind } from "./forms.ts";

/** The zod-free parts (the forms table, option lists, limits): also importable on their own. */
export * from "./fields.ts";
export * from "./forms.ts";

/** An older, misspelt value for "Other"; accepted and stored as "Other". */
export const LEGACY_JOB_TITLE_OTHER = "DevelOtherpers";

/**
 * The validation messages the schemas report, by key (each issue's message is a key of
 * FIELD_MESSAGES): `firstErrorPerField` writes them out in the page's language (leads/errors.ts).
 */
export const MESSAGES = Object.fromEntries(Object.keys(FIELD_MESSAGES).map((key) => [key, key])) as {
  readonly [K in FieldMessageKey]: K;
};

/** Reported with the limit in the issue (`maximum`), which fills the message's `{max}`. */
const tooLong = (max: number) => z.maxLength(max, MESSAGES.tooLong);

/**
 * An address we can send to: letters, digits and the usual symbols before the @ (at most 64), a
 * dotted domain of letters, digits and hyphens, all ASCII. What the forms accept is exactly what
 * the server mails (server/leads/notifications.ts isSafeAddress), so no address is taken and then
 * silently left without its acknowledgement; it can never become several recipients or a header.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** Written in ASCII only: an address in another script is told so, not just "not valid". */
const ASCII_ONLY = /^[\x20-\x7e]*$/;
const TEN_DIGITS = /^\d{10}$/;
/** Indian mobile numbers begin with 6, 7, 8 or 9 (landlines and other series do not). */
const MOBILE_START = /^[6-9]/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A required text: trimmed, not empty, at most `max` characters. */
export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, { error: requiredMessage, abort: true }), tooLong(max));
}

/** An optional text: absent, "" or trimmed and at most `max` characters. */
export function optionalText(max: number) {
  return z.optional(z.string({ error: MESSAGES.textInvalid }).check(z.trim(), tooLong(max)));
}

const name = requiredText(MESSAGES.nameRequired, MAX_LENGTH.name);

const email = z
  .string({ error: MESSAGES.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: MESSAGES.emailRequired, abort: true }),
    z.maxLength(MAX_LENGTH.email, { error: MESSAGES.emailInvalid, abort: true }),
    z.regex(ASCII_ONLY, { error: MESSAGES.emailAscii, abort: true }),
    z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  );

/** An email address the visitor may leave out: absent, "" (or spaces) or a valid address. */
const optionalEmail = z.optional(
  z.string({ error: MESSAGES.emailInvalid }).check(
    z.trim(),
    z.refine((value) => ASCII_ONLY.test(value), { error: MESSAGES.emailAscii, abort: true }),
    z.refine((value) => value === "" || (value.length <= MAX_LENGTH.email && EMAIL_PATTERN.test(value)), {
      error: MESSAGES.emailInvalid,
    }),
  ),
);

/** Re-exported: the lead forms read native digits with the planner's one function (digits.ts). */
export { westernDigits };

/**
 * Ten digits as an Indian mobile number is written without its prefixes: Gujarati or Devanagari
 * digits are read as 0–9, spaces, dashes, dots and brackets are dropped, and the country code (+91, 0091, or 91 in front of ten digits) or a trunk 0
 * in front of ten digits is removed (so a form posted without JavaScript accepts what the
 * browser-side normalisation accepts). The inbox's search reads a number the same way, also when
 * only its start is typed ("+91 98250").
 */
export function compactMobile(value: string): string {
  return westernDigits(value)
    .replace(/[\s\-().]/g, "")
    .replace(/^(?:\+91|0091)(?=\d)|^(?:91|0)(?=\d{10}$)/, "");
}

/** Exactly ten digits (after compactMobile), the first of them 6, 7, 8 or 9. */
const mobileNo = z
  .string({ error: MESSAGES.mobileRequired })
  .check(
    z.overwrite(compactMobile),
    z.minLength(1, { error: MESSAGES.mobileRequired, abort: true }),
    z.regex(TEN_DIGITS, { error: MESSAGES.mobileInvalid, abort: true }),
    z.regex(MOBILE_START, MESSAGES.mobileStart),
  );

/** A mobile number the visitor may leave out: absent, "" or ten digits (after compactMobile). */
const optionalMobileNo = z.optional(
  z.string({ error: MESSAGES.mobileInvalid }).check(
    z.overwrite(compactMobile),
    z.refine((value) => value === "" || TEN_DIGITS.test(value), { error: MESSAGES.mobileInvalid }),
  ),
);

/** An optional select: absent, "" or one of the options. */
function optionalChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.optional(z.union([z.literal(""), z.enum(options)], { error: MESSAGES.optionInvalid }));
}

/** The earliest calendar date that is still "today" somewhere on Earth (UTC-12). */
export function earliestTodayAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function isRealCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Optional appointment date: "" or a real YYYY-MM-DD date that is not in the past. A date is in the
 * past only once it is past everywhere, so a visitor in any time zone can book "today".
 */
const appointmentDate = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || isRealCalendarDate(value), {
      error: MESSAGES.dateInvalid,
      abort: true,
    }),
    z.refine((value) => value === "" || value >= earliestTodayAnywhere(), MESSAGES.datePast),
  ),
);

const jobTitle = z.optional(
  z.pipe(
    z.union([z.literal(""), z.enum(JOB_TITLES), z.literal(LEGACY_JOB_TITLE_OTHER)], {
      error: MESSAGES.optionInvalid,
    }),
    z.transform((value) => (value === LEGACY_JOB_TITLE_OTHER ? "Other" : value)),
  ),
);

const honeypot = z.optional(z.string());

/** The rules of the fields every form shares, for the schemas of other forms (the service desk's). */
export const FIELD_RULES = { name, mobileNo, optionalMobileNo, email, optionalEmail, honeypot } as const;

export const appointmentSchema = z.object({
  name,
  mobileNo,
  email,
  jobTitle,
  category: z._default(
    z.enum(APPOINTMENT_CATEGORIES, { error: MESSAGES.optionInvalid }),
    DEFAULT_APPOINTMENT_CATEGORY,
  ),
  projectType: optionalChoice(PROJECT_TYPES),
  timeframe: optionalChoice(TIMEFRAMES),
  companyName: optionalText(MAX_LENGTH.companyName),
  comments: optionalText(MAX_LENGTH.comments),
  appointmentDate,
  /** Sent from the lift planner only; the public payload is valid without it. */
  plan: optionalText(MAX_LENGTH.plan),
  [HONEYPOT_FIELD]: honeypot,
});

export const webInquirySchema = z.object({
  name,
  mobileNo,
  email,
  subject: requiredText(MESSAGES.subjectRequired, MAX_LENGTH.subject),
  message: requiredText(MESSAGES.messageRequired, MAX_LENGTH.message),
  [HONEYPOT_FIELD]: honeypot,
});

export const questionSchema = z.object({
  name,
  email,
  generalQuestions: z.enum([...QUESTION_CATEGORIES, ...LEGACY_QUESTION_CATEGORIES], {
    error: MESSAGES.categoryRequired,
  }),
  questions: requiredText(MESSAGES.questionRequired, MAX_LENGTH.questions),
  [HONEYPOT_FIELD]: honeypot,
});

/**
 * A whole number from `min` to `max`, sent as text as every form field is: stored as its Western
 * digits (a Gujarati or Hindi keyboard types ૦–૯ or ०–९, read as the mobile number's are).
 */
function wholeNumber(requiredMessage: string, invalidMessage: string, range: { min: number; max: number }) {
  return z.string({ error: requiredMessage }).check(
    z.overwrite(westernDigits),
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.refine((value) => /^\d{1,4}$/.test(value) && Number(value) >= range.min && Number(value) <= range.max, {
      error: invalidMessage,
      params: range,
    }),
    z.overwrite((value) => (/^\d+$/.test(value) ? String(Number(value)) : value)),
  );
}

/** An optional year a lift was installed: "" or four digits (any script, stored Western), from the earliest year to this one. */
const yearInstalled = z.optional(
  z.string({ error: MESSAGES.textInvalid }).check(
    z.overwrite(westernDigits),
    z.trim(),
    z.refine(
      (value) => {
        if (value === "") return true;
        const year = Number(value);
        return (
          /^\d{4}$/.test(value) && year >= AMC_RANGES.yearInstalled.min && year <= new Date().getFullYear()
        );
      },
      { error: MESSAGES.amcYearInvalid, params: { min: AMC_RANGES.yearInstalled.min } },
    ),
  ),
);

export const amcQuoteSchema = z.object({
  name,
  mobileNo,
  email,
  liftCount: wholeNumber(MESSAGES.amcLiftCountRequired, MESSAGES.amcNumberInvalid, AMC_RANGES.liftCount),
  liftType: z.enum(LIFT_TYPES, { error: MESSAGES.amcLiftTypeRequired }),
  stops: wholeNumber(MESSAGES.amcStopsRequired, MESSAGES.amcNumberInvalid, AMC_RANGES.stops),
  make: optionalText(AMC_MAX_LENGTH.make),
  yearInstalled,
  currentMaintainer: optionalText(AMC_MAX_LENGTH.currentMaintainer),
  cover: z.enum(AMC_COVERS, { error: MESSAGES.amcCoverRequired }),
  site: requiredText(MESSAGES.amcSiteRequired, AMC_MAX_LENGTH.site),
  city: requiredText(MESSAGES.amcCityRequired, AMC_MAX_LENGTH.city),
  [HONEYPOT_FIELD]: honeypot,
});

export const newsletterSchema = z.object({
  email,
  [HONEYPOT_FIELD]: honeypot,
});

export type AppointmentInput = z.input<typeof appointmentSchema>;
export type Appointment = z.output<typeof appointmentSchema>;
export type WebInquiryInput = z.input<typeof webInquirySchema>;
export type WebInquiry = z.output<typeof webInquirySchema>;
export type QuestionInput = z.input<typeof questionSchema>;
export type Question = z.output<typeof questionSchema>;
export type AmcQuoteInput = z.input<typeof amcQuoteSchema>;
export type AmcQuote = z.output<typeof amcQuoteSchema>;
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;

export type FieldErrors = Record<string, string>;

/** A plain object (not null, not an array): the shape of a request or response body. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A form's own validation messages (the service request's, the privacy request's) by key. */
export type OwnMessages = Readonly<
  Record<string, (inputs: Record<string, never>, options: { locale: Locale }) => string>
>;

/**
 * The first message for each field, as forms and the API's `errors` object show them, in `locale`:
 * a key of the form's `own` messages or of the lead forms' (leads/errors.ts); a message the schemas
 * did not write, such as zod's own for a wrong type, stays as zod wrote it. The one converter of
 * every form's schema issues, in the browser and on the server.
 */
export function firstErrorPerField(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale = DEFAULT_LOCALE,
  own: OwnMessages = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    if (!(field in errors)) errors[field] = issueMessage(issue, locale, own);
  }
  return errors;
}

function issueMessage(issue: z.core.$ZodIssue, locale: Locale, own: OwnMessages): string {
  if (Object.hasOwn(own, issue.message)) return own[issue.message]!({}, { locale });
  if (!isFieldMessageKey(issue.message)) return issue.message;
  // A limit the message names: a length's (`{max}`) or the range a check gave as its params.
  const values: Record<string, string> =
    issue.code === "too_big"
      ? { max: String(issue.maximum) }
      : issue.code === "custom" && issue.params
        ? Object.fromEntries(Object.entries(issue.params).map(([key, value]) => [key, String(value)]))
        : {};
  return fieldMessage(issue.message, locale, values);
}

/** The schema of each lead kind; a kind of LEAD_FORMS without one here fails the typecheck. */
export const LEAD_SCHEMAS = {
  appointment: appointmentSchema,
  webInquiry: webInquirySchema,
  question: questionSchema,
  newsletter: newsletterSchema,
  amcQuote: amcQuoteSchema,
} as const satisfies Record<LeadKind, z.ZodMiniObject>;

export type LeadSchema<K extends LeadKind = LeadKind> = (typeof LEAD_SCHEMAS)[K];

/** What is stored for a lead of kind K: the schema's output without the honeypot. */
export type LeadData<K extends LeadKind = LeadKind> = Omit<z.output<LeadSchema<K>>, typeof HONEYPOT_FIELD>;
