/**
 * The privacy request form's zod-free facts: where it posts, what a visitor may ask, its length
 * limits and when a request is due. Kept apart from the schema (privacy/schema.ts, which
 * re-exports all of this) so the privacy page renders the form without loading zod.
 */
import { type Locale, localizedPath } from "../locales.ts";
import { PRIVACY_PATH } from "../paths.ts";

/** The JSON endpoint a request is posted to (by the form with JavaScript, and by the send page). */
export const PRIVACY_REQUEST_API_PATH = "/api/privacy/request";

/** Where the form posts without JavaScript, in each language under its prefix (app/routes/privacy-send.tsx). */
export const PRIVACY_SEND_PATH = `${PRIVACY_PATH}/send`;

export function privacySendPath(locale: Locale): string {
  return localizedPath(PRIVACY_SEND_PATH, locale);
}

/** What a person may ask for: to see, correct or erase the data we hold about them. */
export const PRIVACY_REQUEST_KINDS = ["see", "correct", "erase"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_MAX_LENGTH = { correction: 2000, message: 2000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a request received at `received` must be answered: `days` (the company's grievance response days, as published) later. */
export function privacyDeadline(received: Date, days: number): Date {
  return new Date(received.getTime() + days * DAY_MS);
}

/** The deadline as the API's answer gives it (`"deadline": "2026-12-26"`), a day in India. */
export function deadlineDay(deadline: Date): string {
  return new Date(deadline.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
