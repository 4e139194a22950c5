/**
 * The ticket pages' addresses: the list (`/inbox/tickets?view=&page=&q=`), a ticket
 * (`/inbox/tickets/<id>`) and its actions (`/inbox/tickets/<id>/<action>`, whose page is the ticket's),
 * the list's CSV export (`/inbox/tickets/export.csv?view=&q=`, whose page is the list).
 */
import { TICKET_VIEWS, type TicketView } from "../../db/tickets.ts";

export const TICKETS_PATH = "/inbox/tickets";
export const TICKETS_EXPORT_PATH = `${TICKETS_PATH}/export.csv`;
/** The longest search kept (as the leads' search, filters.ts). */
const MAX_SEARCH = 100;

const TICKET_PAGE = /^\/inbox\/tickets(?:\/([\w-]{1,64}))?(?:\/[\w-]+)?$/;

export interface TicketListParams {
  view: TicketView;
  page: number;
  /** A search of every ticket (TicketSearch in db/tickets.ts); the view is then not applied. */
  q?: string | undefined;
}

/** The list's view and page from a query; anything unknown is the first page of the open tickets. */
export function ticketListParams(query: unknown): TicketListParams {
  const source = (typeof query === "object" && query !== null ? query : {}) as Record<string, unknown>;
  const view = (TICKET_VIEWS as readonly unknown[]).includes(source.view)
    ? (source.view as TicketView)
    : "open";
  const page =
    typeof source.page === "string" && /^[1-9]\d{0,4}$/.test(source.page) ? Number(source.page) : 1;
  const q = typeof source.q === "string" ? source.q.trim().slice(0, MAX_SEARCH) : "";
  return q ? { view, page, q } : { view, page };
}

/** "?view=paused&page=2&q=shanti", without the defaults. */
export function ticketListQuery({ view, page, q }: TicketListParams): string {
  const search = new URLSearchParams();
  if (view !== "open") search.set("view", view);
  if (page > 1) search.set("page", String(page));
  if (q) search.set("q", q);
  const query = search.toString();
  return query ? `?${query}` : "";
}

/** The ticket page a URL's path and query belong to, or undefined when it is no ticket page. */
export function ticketPageOf(url: URL): string | undefined {
  const list = ticketListQuery(ticketListParams(Object.fromEntries(url.searchParams)));
  if (url.pathname === TICKETS_EXPORT_PATH) return `${TICKETS_PATH}${list}`;
  const match = TICKET_PAGE.exec(url.pathname);
  if (!match) return undefined;
  return match[1] ? `${TICKETS_PATH}/${match[1]}${list}` : `${TICKETS_PATH}${list}`;
}

/** The ticket id of an inbox page, if it is a ticket's. */
export const ticketOfPage = (page: string) => /^\/inbox\/tickets\/([\w-]+)/.exec(page)?.[1];

/**
 * The section of a ticket's page that each action's form sits in: the form posts to its action's
 * address with this fragment and the change returns there (303 with it), so the page opens at the
 * form that was used, the section focused (it has tabindex -1), with its notice or refusal.
 */
export const TICKET_SECTIONS = {
  step: "next-step",
  engineer: "engineer",
  visit: "visit",
  pause: "clock",
  resume: "clock",
  notes: "notes",
  erase: "erase",
} as const;

export type TicketAction = keyof typeof TICKET_SECTIONS;
