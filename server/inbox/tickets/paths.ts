/**
 * The ticket pages' addresses: the list (`/inbox/tickets?view=&page=`), a ticket
 * (`/inbox/tickets/<id>`) and its actions (`/inbox/tickets/<id>/<action>`, whose page is the ticket's).
 */
import { TICKET_VIEWS, type TicketView } from "../../db/service.ts";

export const TICKETS_PATH = "/inbox/tickets";

const TICKET_PAGE = /^\/inbox\/tickets(?:\/([\w-]{1,64}))?(?:\/[\w-]+)?$/;

export interface TicketListParams {
  view: TicketView;
  page: number;
}

/** The list's view and page from a query; anything unknown is the first page of the open tickets. */
export function ticketListParams(query: unknown): TicketListParams {
  const source = (typeof query === "object" && query !== null ? query : {}) as Record<string, unknown>;
  const view = (TICKET_VIEWS as readonly unknown[]).includes(source.view)
    ? (source.view as TicketView)
    : "open";
  const page =
    typeof source.page === "string" && /^[1-9]\d{0,4}$/.test(source.page) ? Number(source.page) : 1;
  return { view, page };
}

/** "?view=paused&page=2", without the defaults. */
export function ticketListQuery({ view, page }: TicketListParams): string {
  const search = new URLSearchParams();
  if (view !== "open") search.set("view", view);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `?${query}` : "";
}

/** The ticket page a URL's path and query belong to, or undefined when it is no ticket page. */
export function ticketPageOf(url: URL): string | undefined {
  const match = TICKET_PAGE.exec(url.pathname);
  if (!match) return undefined;
  const list = ticketListQuery(ticketListParams(Object.fromEntries(url.searchParams)));
  return match[1] ? `${TICKETS_PATH}/${match[1]}${list}` : `${TICKETS_PATH}${list}`;
}

/** The ticket id of an inbox page, if it is a ticket's. */
export const ticketOfPage = (page: string) => /^\/inbox\/tickets\/([\w-]+)/.exec(page)?.[1];
