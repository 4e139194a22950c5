/**
 * The service desk's zod-free facts: the choices of the service request form and its length limits
 * (service/choices.ts), the six steps a ticket moves through (the home page's service-call steps)
 * and the readable ticket number. Kept apart from the schema in service.ts (which re-exports all of this) so a page
 * can render the form or a ticket without loading zod.
 */
import { serviceSteps } from "../../content/home.ts";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "../locales.ts";
import { TRACK_PATH_PREFIX } from "../paths.ts";

export * from "./choices.ts";

/** The ids of the six steps, in the order a ticket moves through them (content/home.ts names them). */
export const SERVICE_STEP_IDS: readonly string[] = serviceSteps.map((step) => step.id);

/** The step a new ticket starts at: the customer's call. */
export const FIRST_STEP = SERVICE_STEP_IDS[0]!;
/** The step that closes a ticket. */
export const LAST_STEP = SERVICE_STEP_IDS[SERVICE_STEP_IDS.length - 1]!;
/** The step that meets the response target: the engineer is on site. */
export const ON_SITE_STEP = "visit";

/** The position of a step in the six (0-5); -1 for anything else. */
export function stepIndex(step: string): number {
  return SERVICE_STEP_IDS.indexOf(step);
}

/** A ticket's readable number: `SR-2026-00042` (the year's 42nd ticket; six digits after 99,999). */
export function formatTicketNumber(year: number, sequence: number): string {
  return `SR-${year}-${String(sequence).padStart(5, "0")}`;
}

export const TICKET_NUMBER_PATTERN = /^SR-\d{4}-\d{5,}$/;

export { TRACK_PATH_PREFIX };

/**
 * A tracking page's URL in any language (`/track/…`, `/gu/track/…`, `/hi/track/…`), its route data
 * too, with a token or without; the token, when there is one, is the first group.
 */
const TRACK_URL = /^(?:\/(?:gu|hi))?\/track(?:\/([^/?.]*))?(?:[/.?]|$)/;

/** Whether a URL (path and query) is a tracking page or its route data, with a token or without. */
export function isTrackUrl(url: string): boolean {
  return TRACK_URL.test(url);
}

/** The token of a tracking page's URL (also of its route data), if it names one. */
export function trackTokenOf(url: string): string | undefined {
  return TRACK_URL.exec(url)?.[1] || undefined;
}

/**
 * A ticket's one tracking address, in its language: `/track/<token>` for a ticket sent from an
 * English page, `/gu/track/<token>`, `/hi/track/<token>` for the others, so the whole page (the
 * header, the menus, the footer) speaks the ticket's language.
 */
export function trackPath(token: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedPath(`${TRACK_PATH_PREFIX}${token}`, locale);
}
