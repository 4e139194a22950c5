/**
 * The tracking page's lookup: a token opens its ticket, as the page shows it (TrackedTicket).
 * An unknown, altered or expired token (90 days, `serviceDesk.trackingDaysAfterCompletion`, after
 * the ticket was completed) gets the same answer, undefined, after the same work: the token's
 * hash is looked up and compared in constant time. Each such miss is counted per sender in the
 * database; past TRACK_MISS_LIMIT within the rate window the sender gets "rate_limited" for every
 * link, known or not, so links cannot be guessed by trying.
 */
import { homeContentIn } from "../../content/home.ts";
import { type ClockSettings, readClock } from "../../content/service-clock.ts";
import { serviceDesk } from "../../content/service-desk.ts";
import { LOCALE_TAGS, type Locale } from "../../contracts/locales.ts";
import { SERVICE_STEP_IDS } from "../../contracts/service/fields.ts";
import { maskMobile, type TrackedTarget, type TrackedTicket } from "../../contracts/service/tracking.ts";
import type { LeadRepository } from "../db/repository.ts";
import type { StoredTicket } from "../db/tickets.ts";
import { RATE_WINDOW_MS } from "../leads/request.ts";
import { hashToken, sameHash } from "../privacy/links.ts";
import { TOKEN_PATTERN } from "./tracking-token.ts";

/** Unknown tracking links one sender may ask for within RATE_WINDOW_MS. */
export const TRACK_MISS_LIMIT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

const timeFormats = new Map<string, (date: Date) => string>();

/**
 * A time as the customer reads it: in the ticket's language, the company's time zone, Western
 * digits; in Gujarati and Hindi with the part of the day in words before the clock, as people say
 * it ("2 ડિસે, 2026, સવારે 8:50"; Intl would write "8:50 AM" or put the word after the clock).
 */
export function formatTime(date: Date, locale: StoredTicket["locale"]): string {
  let format = timeFormats.get(locale);
  if (!format) {
    const common = { timeZone: serviceDesk.timeZone, numberingSystem: "latn" } as const;
    if (locale === "en") {
      const english = new Intl.DateTimeFormat(LOCALE_TAGS.en, {
        ...common,
        dateStyle: "medium",
        timeStyle: "short",
      });
      format = (value) => english.format(value);
    } else {
      const day = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
        ...common,
        day: "numeric",
        month: "short",
        year: "numeric",
      });
      const clock = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
        ...common,
        hour: "numeric",
        minute: "2-digit",
        dayPeriod: "short",
      });
      format = (value) => {
        const parts = clock.formatToParts(value);
        const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
        return `${day.format(value)}, ${part("dayPeriod")} ${part("hour")}:${part("minute")}`;
      };
    }
    timeFormats.set(locale, format);
  }
  return format(date);
}

/** A step's name in `locale`, as the home page lists the service steps. */
export function stepName(id: string, locale: Locale): string {
  return homeContentIn(locale).serviceSteps.find((step) => step.id === id)?.name ?? id;
}

/** The step an engineer reaching the site makes: the response target's finish line. */
const ON_SITE_STEP = "visit";

/**
 * The ticket as its page shows it at `now`, its target read on `clock` (serviceClock: the working
 * hours as published), written in `locale` (the language of the address asked for; by default the
 * ticket's own).
 */
export function trackedTicket(
  ticket: StoredTicket,
  clock: ClockSettings,
  now: Date = new Date(),
  locale: Locale = ticket.locale,
): TrackedTicket {
  const reached = new Map(ticket.steps.map((step) => [step.step, step.at]));
  const openPause =
    ticket.completedAt === null ? ticket.pauses.find((pause) => pause.endedAt === null) : undefined;
  return {
    number: ticket.number,
    locale,
    problem: ticket.data.problem,
    building: ticket.data.building,
    mobile: maskMobile(ticket.data.mobileNo),
    steps: SERVICE_STEP_IDS.map((id) => {
      const at = reached.get(id);
      return { id, name: stepName(id, locale), at: at ? formatTime(at, locale) : null };
    }),
    current: ticket.step,
    completed: ticket.completedAt !== null,
    // Not an engineer who has left (a disabled account), nor a visit still planned once completed.
    engineerFirstName: ticket.engineer?.disabled
      ? null
      : ticket.engineer?.name.trim().split(/\s+/)[0] || null,
    plannedVisit:
      ticket.plannedVisitAt && ticket.completedAt === null ? formatTime(ticket.plannedVisitAt, locale) : null,
    received: formatTime(ticket.steps[0]?.at ?? ticket.createdAt, locale),
    target: openPause ? null : trackedTarget(ticket, now, locale, clock),
    paused: openPause
      ? {
          reason: openPause.reason === "client" ? "client" : "parts",
          since: formatTime(openPause.startedAt, locale),
        }
      : null,
  };
}

/**
 * By when an engineer should be on site (the service desk's clock, as the inbox reads it), while
 * none has been and the ticket is open; null otherwise.
 */
function trackedTarget(
  ticket: StoredTicket,
  now: Date,
  locale: Locale,
  clock: ClockSettings,
): TrackedTarget | null {
  if (ticket.completedAt !== null || ticket.onSiteAt !== null) return null;
  const onSiteIndex = SERVICE_STEP_IDS.indexOf(ON_SITE_STEP);
  if (SERVICE_STEP_IDS.indexOf(ticket.step) >= onSiteIndex) return null;
  const target = serviceDesk.responseTargets[ticket.data.problem];
  const pauses = ticket.pauses.map((pause) => ({ start: pause.startedAt, end: pause.endedAt }));
  const reading = readClock(target, ticket.createdAt, pauses, now, clock);
  if (!reading.dueAt) return null;
  return {
    clock: target.clock,
    amount:
      target.clock === "always"
        ? target.minutes
        : target.clock === "workingHours"
          ? Math.round(target.minutes / 60)
          : null,
    due: formatTime(reading.dueAt, locale),
    late: reading.state === "overdue",
  };
}

export function isExpired(ticket: StoredTicket, now: Date): boolean {
  if (ticket.completedAt === null) return false;
  return now.getTime() - ticket.completedAt.getTime() > serviceDesk.trackingDaysAfterCompletion * DAY_MS;
}

/**
 * The ticket behind `token`, its target read on `clock`, written in `locale` (the page's language;
 * by default the ticket's).
 */
export async function findTrackedTicket(
  db: LeadRepository,
  token: string,
  ipHash: string,
  clock: ClockSettings,
  now: Date = new Date(),
  locale?: Locale,
): Promise<TrackedTicket | "rate_limited" | undefined> {
  const windowStart = new Date(now.getTime() - RATE_WINDOW_MS);
  if ((await db.tickets.countTrackMisses(ipHash, windowStart)) >= TRACK_MISS_LIMIT) return "rate_limited";
  // Any string is hashed and looked up alike; only the shape check below is free of the lookup's cost.
  const hash = hashToken(token);
  const ticket = await db.tickets.findByTokenHash(hash);
  const opens =
    TOKEN_PATTERN.test(token) &&
    ticket !== undefined &&
    sameHash(ticket.tokenHash, hash) &&
    !isExpired(ticket, now);
  if (!opens) {
    await db.tickets.recordTrackMiss(ipHash, now, windowStart);
    return undefined;
  }
  return trackedTicket(ticket, clock, now, locale);
}
