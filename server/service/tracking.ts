/**
 * The tracking page's lookup: a token opens its ticket, as the page shows it (TrackedTicket).
 * An unknown, altered or expired token (90 days, `serviceDesk.trackingDaysAfterCompletion`, after
 * the ticket was completed) gets the same answer, undefined, after the same work: the token's
 * hash is looked up and compared in constant time. Each such miss is counted per sender in the
 * database; past TRACK_MISS_LIMIT within the rate window the sender gets "rate_limited" for every
 * link, known or not, so links cannot be guessed by trying.
 */
import { serviceDesk } from "../../content/service-desk.ts";
import { LOCALE_TAGS } from "../../contracts/locales.ts";
import { SERVICE_STEP_IDS } from "../../contracts/service-fields.ts";
import { maskMobile, type TrackedTicket } from "../../contracts/service-tracking.ts";
import type { LeadRepository } from "../db/repository.ts";
import type { StoredTicket } from "../db/service.ts";
import { RATE_WINDOW_MS } from "../leads/request.ts";
import { hashToken, sameHash } from "../privacy/links.ts";
import { TOKEN_PATTERN } from "./tracking-token.ts";

/** Unknown tracking links one sender may ask for within RATE_WINDOW_MS. */
export const TRACK_MISS_LIMIT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A time as the customer reads it: in the ticket's language, the company's time zone, Western digits. */
function formatTime(date: Date, locale: StoredTicket["locale"]): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      timeZone: serviceDesk.timeZone,
      dateStyle: "medium",
      timeStyle: "short",
      numberingSystem: "latn",
    });
    timeFormats.set(locale, format);
  }
  return format.format(date);
}

export function trackedTicket(ticket: StoredTicket): TrackedTicket {
  const reached = new Map(ticket.steps.map((step) => [step.step, step.at]));
  return {
    number: ticket.number,
    locale: ticket.locale,
    problem: ticket.data.problem,
    building: ticket.data.building,
    mobile: maskMobile(ticket.data.mobileNo),
    steps: SERVICE_STEP_IDS.map((id) => {
      const at = reached.get(id);
      return { id, at: at ? formatTime(at, ticket.locale) : null };
    }),
    current: ticket.step,
    completed: ticket.completedAt !== null,
    // Not an engineer who has left (a disabled account), nor a visit still planned once completed.
    engineerFirstName: ticket.engineer?.disabled
      ? null
      : ticket.engineer?.name.trim().split(/\s+/)[0] || null,
    plannedVisit:
      ticket.plannedVisitAt && ticket.completedAt === null
        ? formatTime(ticket.plannedVisitAt, ticket.locale)
        : null,
  };
}

export function isExpired(ticket: StoredTicket, now: Date): boolean {
  if (ticket.completedAt === null) return false;
  return now.getTime() - ticket.completedAt.getTime() > serviceDesk.trackingDaysAfterCompletion * DAY_MS;
}

export async function findTrackedTicket(
  db: LeadRepository,
  token: string,
  ipHash: string,
  now: Date = new Date(),
): Promise<TrackedTicket | "rate_limited" | undefined> {
  const windowStart = new Date(now.getTime() - RATE_WINDOW_MS);
  if ((await db.countTrackMisses(ipHash, windowStart)) >= TRACK_MISS_LIMIT) return "rate_limited";
  // Any string is hashed and looked up alike; only the shape check below is free of the lookup's cost.
  const hash = hashToken(token);
  const ticket = await db.findTicketByTokenHash(hash);
  const opens =
    TOKEN_PATTERN.test(token) &&
    ticket !== undefined &&
    sameHash(ticket.tokenHash, hash) &&
    !isExpired(ticket, now);
  if (!opens) {
    await db.recordTrackMiss(ipHash, now, windowStart);
    return undefined;
  }
  return trackedTicket(ticket);
}
