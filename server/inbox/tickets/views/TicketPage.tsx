/** The signed-in ticket desk: header, the ticket list and (when one is open) the ticket beside it. */
import type { StaffUser } from "../../../db/staff.ts";
import { can } from "../../roles.ts";
import { InboxFrame } from "../../views/InboxFrame.tsx";
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
    <InboxFrame
      user={user}
      title={detail ? detail.ticket.number : "Service tickets"}
      current="tickets"
      noun={["ticket", "tickets"]}
      list={
        <TicketList list={list} now={now} selectedId={detail?.ticket.id} mayExport={can(user, "export")} />
      }
      item={
        detail ? (
          <TicketView
            detail={detail}
            query={query}
            now={now}
            notice={notice}
            confirmStep={confirmStep ?? false}
            problem={problem}
            mayErase={can(user, "erase")}
          />
        ) : undefined
      }
      placeholder={{ label: "Ticket", text: "Choose a ticket to work on it." }}
    />
  );
}
