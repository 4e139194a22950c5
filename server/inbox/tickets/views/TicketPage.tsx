/** The signed-in ticket desk: header, the ticket list and (when one is open) the ticket beside it. */
import type { StaffUser } from "../../../db/inbox.ts";
import { can } from "../../roles.ts";
import { Brand, Document } from "../../views/Document.tsx";
import { InboxNav } from "../../views/InboxNav.tsx";
import type { TicketDetail, TicketListPage } from "../work.ts";
import { TicketList } from "./TicketList.tsx";
import { type TicketNotice, type TicketProblem, TicketView } from "./TicketView.tsx";

export interface TicketPageProps {
  user: StaffUser;
  list: TicketListPage;
  query: string;
  now: Date;
  detail?: TicketDetail | undefined;
  notice?: TicketNotice | undefined;
  problem?: TicketProblem | undefined;
  /** A step move that would email the customer, asked about first. */
  confirmStep?: boolean;
}

export function TicketPage({
  user,
  list,
  query,
  now,
  detail,
  notice,
  problem,
  confirmStep,
}: TicketPageProps) {
  return (
    <Document title={detail ? detail.ticket.number : "Service tickets"}>
      <a className="skip" href={detail ? "#ticket-heading" : "#list-heading"}>
        {detail ? "Skip to the ticket" : "Skip to the tickets"}
      </a>
      <header className="topbar">
        <Brand heading />
        <InboxNav current="tickets" user={user} />
        <form method="post" action="/inbox/sign-out" className="who">
          <span>{user.name}</span>
          <button type="submit" className="button secondary small">
            Sign out
          </button>
        </form>
      </header>
      <main className={detail ? "inbox has-lead" : "inbox"}>
        <TicketList list={list} now={now} selectedId={detail?.ticket.id} mayExport={can(user, "export")} />
        {detail ? (
          <TicketView
            detail={detail}
            query={query}
            now={now}
            notice={notice}
            confirmStep={confirmStep ?? false}
            problem={problem}
            mayErase={can(user, "erase")}
          />
        ) : (
          <section className="lead-pane placeholder" aria-label="Ticket">
            <p className="muted">Choose a ticket to work on it.</p>
          </section>
        )}
      </main>
    </Document>
  );
}
