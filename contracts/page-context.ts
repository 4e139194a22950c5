/**
 * What the server hands React Router for a page rendered on request (its `AppLoadContext`):
 * the Content-Security-Policy nonce of the response, the lead API to post a native form to, what a
 * personal privacy link can do, and the service desk's ticket lookup for the tracking page.
 * Prerendered pages get none of them (they are built before any request).
 */
import type { LeadKind } from "./leads/forms.ts";
import type { Locale } from "./locales.ts";
import type { PagePhotos } from "./page-photo.ts";
import type { TrackedTicket } from "./service/tracking.ts";

/**
 * The lead API's answer: the status and JSON body it sends (`{ id, message }` or `{ message, errors? }`;
 * the service API's success, `{ ticket, trackPath, message }`; the privacy request API's, `{ id, deadline,
 * message }`).
 */
export interface LeadApiAnswer {
  status: number;
  body: {
    id?: string;
    ticket?: string;
    trackPath?: string;
    message?: string;
    errors?: Record<string, string>;
    deadline?: string;
  };
}

/**
 * Headers of the visitor's request that the lead API reads (origin check, source page, user agent),
 * passed on when a page's action posts a form to it.
 */
export const FORWARDED_TO_API = ["host", "origin", "referer", "user-agent"] as const;

/** What the request page of a personal privacy link may know: the person's language, their consent. */
export interface PrivacyLinkView {
  locale: Locale;
  /** When they withdrew consent (ISO time), or null. */
  consentWithdrawnAt: string | null;
  /** A privacy request's link whose email sent us no form that asked consent: nothing to withdraw. */
  nothingToWithdraw?: boolean;
}

/** A withdrawal's outcome: `alreadyWithdrawn` when nothing was left to withdraw (pressed again). */
export interface PrivacyWithdrawal extends PrivacyLinkView {
  alreadyWithdrawn: boolean;
}

/**
 * The personal privacy link's operations, by the token in its URL. Each resolves to undefined
 * for a token that is unknown, altered or used up (after an erasure).
 */
export interface PrivacyLinkActions {
  find(token: string): Promise<PrivacyLinkView | undefined>;
  withdraw(token: string): Promise<PrivacyWithdrawal | undefined>;
  erase(token: string): Promise<PrivacyLinkView | undefined>;
}

// A type, not an interface, so it fits React Router's open-ended AppLoadContext.
export type PageContext = {
  /** Nonce of this response's inline scripts (the CSP names it). */
  nonce?: string;
  /**
   * Hands a form's fields to the lead API's server function of `kind` as the visitor's own request
   * (their IP, Origin, Referer and user agent): the same checks, schema, rate limit and storage.
   */
  submitLead?: (kind: LeadKind, fields: Record<string, string>) => Promise<LeadApiAnswer>;
  /** The privacy page's request form, handed to its API's function the same way (contracts/privacy/schema.ts). */
  submitPrivacyRequest?: (fields: Record<string, string>) => Promise<LeadApiAnswer>;
  /** The same for the service desk's API: a service request posted without JavaScript. */
  submitService?: (fields: Record<string, string>) => Promise<LeadApiAnswer>;
  /** The personal privacy link's page: find the link, withdraw consent, erase the person's data. */
  privacyLink?: PrivacyLinkActions;
  /**
   * The ticket a tracking token opens, as its page shows it; undefined for an unknown, altered or
   * expired token alike; "rate_limited" once the visitor has tried too many unknown ones.
   */
  findTicket?: (token: string) => Promise<TrackedTicket | "rate_limited" | undefined>;
  /**
   * The site's content as the company published it (or, on a staff preview, as drafted): document
   * `id` in `locale`, its translation laid over the English; undefined for a document not stored.
   */
  content?: (id: string, locale: Locale) => unknown;
  /** The ready photos that content names, by id, as pages show them (the others show their drawing). */
  photos?: PagePhotos;
};
