/**
 * The ticket list pane: this month's targets met, the views with counts, the search and the
 * export, my tickets first, the cards, the pager. A search shows the matching tickets of every
 * view, newest first.
 */

import type { ClockSettings } from "../../../../content/service-clock.ts";
import type { TargetResults, TicketSummary, TicketView } from "../../../db/tickets.ts";
import { TICKET_VIEWS } from "../../../db/tickets.ts";
import { shortTime } from "../../labels.ts";
import { ConsentMark } from "../../views/DoNotContact.tsx";
import { PROBLEM_LABELS, stepName, VIEW_LABELS } from "../labels.ts";
import { TICKETS_EXPORT_PATH, TICKETS_PATH, ticketListQuery } from "../paths.ts";
import { clockMark, type TicketListPage } from "../work.ts";
import { ClockMark } from "./ClockMark.tsx";

export interface TicketListProps {
  list: TicketListPage;
  now: Date;
  /** The service desk's clock the cards' marks are read on (the published working hours). */
  clock: ClockSettings;
  selectedId?: string | undefined;
  /** Whether the role may export personal data (the Export CSV button). */
  mayExport: boolean;
}

const monthName = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", month: "long" });

export function TicketList({ list, now, clock, selectedId, mayExport }: TicketListProps) {
  const { counts, month } = list;
  const search = list.search;
  const query = ticketListQuery({ view: list.view, page: list.page, q: search });
  const pageLink = (page: number) =>
    `${TICKETS_PATH}${ticketListQuery({ view: list.view, page, q: search })}`;
  const count = (view: TicketView) => counts[view];
  return (
    <section className="list-pane" aria-labelledby="list-heading">
      <h2 id="list-heading">Service tickets</h2>
      <MonthResult month={month} name={monthName.format(now)} />
      <nav aria-label="Ticket views">
        <ul className="counts">
          {TICKET_VIEWS.map((view) => (
            <li key={view}>
              <a
                href={`${TICKETS_PATH}${ticketListQuery({ view, page: 1 })}`}
                aria-current={list.view === view && !search ? "true" : undefined}
              >
                <strong>{count(view)}</strong> {VIEW_LABELS[view]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={TICKETS_PATH} className="filters" role="search">
        {list.view === "open" ? null : <input type="hidden" name="view" value={list.view} />}
        <label className="field search">
          <span>Search every ticket</span>
          <input
            type="search"
            name="q"
            defaultValue={search ?? ""}
            placeholder="SR number, name, mobile, building or city"
          />
        </label>
        <div className="actions">
          <button type="submit" className="button">
            Search
          </button>
          {/* The same form, sent to the export: the search's tickets, or the view's without one. */}
          {mayExport ? (
            <button type="submit" className="button secondary" formAction={TICKETS_EXPORT_PATH}>
              Export CSV
            </button>
          ) : null}
          {search ? (
            <a
              className="button secondary"
              href={`${TICKETS_PATH}${ticketListQuery({ view: list.view, page: 1 })}`}
            >
              Clear search
            </a>
          ) : null}
        </div>
      </form>
      {search ? (
        <h3 id="search-heading">
          {list.tickets.length === 0 && list.page === 1 ? "No tickets match" : "Tickets matching"} “{search}”
        </h3>
      ) : null}
      {counts.overdue > 0 && !search ? (
        <p className="overdue-count">
          <span aria-hidden="true">⚠ </span>
          {counts.overdue} open {counts.overdue === 1 ? "ticket is" : "tickets are"} overdue.
        </p>
      ) : null}
      {list.mine.length > 0 ? (
        <>
          <h3 id="mine-heading">My tickets</h3>
          <TicketCards
            tickets={list.mine}
            now={now}
            clock={clock}
            query={query}
            selectedId={selectedId}
            label="My tickets"
          />
          <h3>All open tickets</h3>
        </>
      ) : null}
      {list.tickets.length === 0 ? (
        search ? null : (
          <p className="empty">No tickets here.</p>
        )
      ) : (
        <TicketCards
          tickets={list.tickets}
          now={now}
          clock={clock}
          query={query}
          selectedId={selectedId}
          label={
            search
              ? "Tickets matching the search, newest first"
              : list.view === "completed"
                ? "Tickets, last completed first"
                : "Tickets, most urgent first"
          }
        />
      )}
      <nav aria-label="Pages" className="pager">
        {list.page > 1 ? <a href={pageLink(list.page - 1)}>Previous page</a> : null}
        {list.hasNext ? <a href={pageLink(list.page + 1)}>Next page</a> : null}
      </nav>
    </section>
  );
}

const tickets = (count: number) => `${count} ${count === 1 ? "ticket" : "tickets"}`;

/**
 * This month's response targets, counting only the tickets whose outcome is known: the engineer
 * reached the site (in time or late), or the due time passed with nobody there. Tickets still
 * within their time (or paused) are named apart, never counted as missed.
 */
function MonthResult({ month, name }: { month: TargetResults; name: string }) {
  const known = month.met + month.missed;
  if (known === 0) {
    return (
      <p className="month-result">
        {name}:{" "}
        {month.reported === 0
          ? "no tickets reported yet."
          : `${tickets(month.reported)} reported this month, none with a known outcome against the response target yet (the engineer on site, or the due time passed).`}
      </p>
    );
  }
  return (
    <p className="month-result">
      {name}, tickets reported this month whose outcome is known: <strong>{month.met}</strong> of{" "}
      {tickets(known)} met the response target
      {month.missed > 0 ? `, ${month.missed} missed it` : ""}.
      {month.running > 0
        ? ` Not counted yet: ${tickets(month.running)} still running (within ${month.running === 1 ? "its" : "their"} time, or paused).`
        : ""}
    </p>
  );
}

interface TicketCardsProps {
  tickets: TicketSummary[];
  now: Date;
  clock: ClockSettings;
  query: string;
  selectedId?: string | undefined;
  label: string;
}

function TicketCards({ tickets, now, clock, query, selectedId, label }: TicketCardsProps) {
  return (
    <ol className="cards" aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <a
            className="card"
            href={`${TICKETS_PATH}/${ticket.id}${query}`}
            aria-current={ticket.id === selectedId ? "page" : undefined}
          >
            <span className="card-top">
              <strong className="card-name">{ticket.number}</strong>
              <span className="badge">
                {ticket.completedAt ? "Completed" : ticket.pausedAt ? "Paused" : "Open"}
              </span>
            </span>
            {ticket.problem === "trapped" && !ticket.completedAt ? (
              <strong className="card-flag urgent">
                <span aria-hidden="true">⚠ </span>URGENT: someone is trapped
              </strong>
            ) : null}
            {ticket.building ? <ConsentMark withdrawnAt={ticket.consentWithdrawnAt} /> : null}
            <span className="card-text">
              {PROBLEM_LABELS[ticket.problem]} ·{" "}
              {/* A building is required: none means the customer's data was erased. */}
              {ticket.building ? `${ticket.building}, ${ticket.city}` : "customer's data erased"}
            </span>
            <span className="card-meta">
              {stepName(ticket.step)}
              {ticket.engineer
                ? ` · ${ticket.engineer.name}${ticket.engineer.disabled ? " (disabled: choose another engineer)" : ""}`
                : " · no engineer yet"}
              {ticket.completedAt ? (
                <>
                  {" · completed "}
                  <time dateTime={ticket.completedAt.toISOString()}>{shortTime(ticket.completedAt)}</time>
                </>
              ) : null}
            </span>
            <ClockMark mark={clockMark(ticket, now, clock)} />
          </a>
        </li>
      ))}
    </ol>
  );
}
