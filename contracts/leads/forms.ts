/**
 * The table of lead forms: for each kind its API path, the English field labels staff read
 * (emails to the company, the inbox, the export) and the page its form lives on. Free of zod, so
 * pages import it without loading the schemas (those are in leads.ts, keyed by the same kinds). The
 * texts a visitor reads are messages in each language (leads/texts.ts). Also the two pages of the
 * no-JavaScript flow: where a native form post goes, and the confirmation page it ends on.
 */
import { type Locale, localizedPath } from "../locales.ts";
import { AMC_QUOTE_PATH } from "../paths.ts";

export interface LeadFormInfo {
  /** The API endpoint the form posts to. */
  path: string;
  /** Field labels in display order (emails, the error page, the export's columns). */
  fields: Readonly<Record<string, string>>;
  /**
   * Fields beyond the public payload (the lift planner's plan): the browser sends them and the
   * email shows them only when filled, so a plain form's request stays exactly the public payload.
   */
  extraFields?: readonly string[];
  /** What the visitor sent, for the company's notification: "New appointment request from ...". */
  noun: string;
  /** The page the form lives on (the no-JavaScript result pages link back to it). */
  backPath: string;
}

export const LEAD_FORMS = {
  appointment: {
    path: "/api/appointment/insert",
    fields: {
      name: "Name",
      mobileNo: "Mobile number",
      email: "Email",
      jobTitle: "Job title",
      category: "Category",
      projectType: "Project type",
      timeframe: "Timeframe",
      companyName: "Company name",
      comments: "Comments",
      appointmentDate: "Preferred date",
      plan: "Lift plan",
    },
    extraFields: ["plan"],
    noun: "appointment request",
    backPath: "/#appointment",
  },
  webInquiry: {
    path: "/api/webInquiry/insert",
    fields: {
      name: "Name",
      mobileNo: "Mobile number",
      email: "Email",
      subject: "Subject",
      message: "Message",
    },
    noun: "message",
    backPath: "/contact-us",
  },
  question: {
    path: "/api/faqs/insert",
    fields: { name: "Name", email: "Email", generalQuestions: "Category", questions: "Question" },
    noun: "question",
    backPath: "/faq",
  },
  newsletter: {
    path: "/api/newsletter/subscribe",
    fields: { email: "Email" },
    noun: "newsletter subscription",
    backPath: "/about-us",
  },
  amcQuote: {
    path: "/api/amcQuote/insert",
    fields: {
      name: "Name",
      mobileNo: "Mobile number",
      email: "Email",
      liftCount: "Number of lifts",
      liftType: "Lift type",
      stops: "Stops per lift",
      make: "Make",
      yearInstalled: "Year installed",
      currentMaintainer: "Current maintainer",
      cover: "Cover wanted",
      site: "Site (building)",
      city: "City",
    },
    noun: "AMC quote request",
    backPath: AMC_QUOTE_PATH,
  },
} as const satisfies Record<string, LeadFormInfo>;

export type LeadKind = keyof typeof LEAD_FORMS;

export const LEAD_KINDS = Object.keys(LEAD_FORMS) as readonly LeadKind[];

/** A kind's fields beyond the public payload (none for most). */
export function extraFieldsOf(kind: LeadKind): readonly string[] {
  const info: LeadFormInfo = LEAD_FORMS[kind];
  return info.extraFields ?? [];
}

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && Object.hasOwn(LEAD_FORMS, value);
}

/**
 * Where a form of `kind` posts natively (no JavaScript): a page route whose action sends the fields
 * to the lead API and ends on the confirmation page, or shows the form again with its messages.
 */
export function sendPath(kind: LeadKind, locale: Locale = "en"): string {
  return localizedPath(`${SEND_PATH_PREFIX}${kind}`, locale);
}

/** What every send page's path starts with (after its language's prefix). */
export const SEND_PATH_PREFIX = "/send/";

/** The confirmation page, in the language of the form's page, a native form post of `kind` ends on. */
export function thankYouPath(kind: LeadKind, locale: Locale = "en"): string {
  return localizedPath(`/thank-you?type=${kind}`, locale);
}

/** The largest request body a lead API endpoint reads. */
export const LEAD_BODY_LIMIT = 16 * 1024;

/**
 * The largest form post (no JavaScript) a page reads. Form encoding writes each UTF-8 byte of a
 * non-English letter as `%XX`: a Gujarati or Hindi letter takes 9 bytes where JSON takes 3, so the
 * longest valid message in Gujarati needs about three times the JSON limit. The server's limit
 * for every other route (the send pages, the inbox's forms).
 */
export const FORM_POST_BODY_LIMIT = 3 * LEAD_BODY_LIMIT;
