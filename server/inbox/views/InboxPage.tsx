/** The signed-in inbox: header, the list pane and (when a lead is open) the lead pane beside it. */
import type { StaffUser } from "../../db/staff.ts";
import type { FilterParams } from "../filters.ts";
import { can } from "../roles.ts";
import type { LeadDetail, ListPage } from "../work.ts";
import { InboxFrame } from "./InboxFrame.tsx";
import { LeadList } from "./LeadList.tsx";
import { type LeadProblem, LeadView } from "./LeadView.tsx";
import { leadTitle } from "./lead-text.ts";

export interface InboxPageProps {
  user: StaffUser;
  page: ListPage;
  params: FilterParams;
  staff: StaffUser[];
  detail?: LeadDetail | undefined;
  notice?: string | undefined;
  problem?: LeadProblem | undefined;
}

export function InboxPage({ user, page, params, staff, detail, notice, problem }: InboxPageProps) {
  return (
    <InboxFrame
      user={user}
      title={detail ? leadTitle(detail.lead) : "Leads"}
      current="leads"
      noun={["lead", "leads"]}
      list={
        <LeadList
          page={page}
          params={params}
          staff={staff}
          selectedId={detail?.lead.id}
          mayExport={can(user, "export")}
        />
      }
      item={
        detail ? (
          <LeadView
            detail={detail}
            params={params}
            staff={staff}
            notice={notice}
            problem={problem}
            mayErase={can(user, "erase")}
          />
        ) : undefined
      }
      placeholder={{ label: "Lead", text: "Choose a lead to see everything the visitor sent." }}
    />
  );
}
