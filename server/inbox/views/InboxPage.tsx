/** The signed-in inbox: header, the list pane and (when a lead is open) the lead pane beside it. */
import type { StaffUser } from "../../db/inbox.ts";
import type { FilterParams } from "../filters.ts";
import { can } from "../roles.ts";
import type { LeadDetail, ListPage } from "../work.ts";
import { Brand, Document } from "./Document.tsx";
import { InboxNav } from "./InboxNav.tsx";
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
    <Document title={detail ? leadTitle(detail.lead) : "Leads"}>
      <a className="skip" href={detail ? "#lead-heading" : "#list-heading"}>
        {detail ? "Skip to the lead" : "Skip to the leads"}
      </a>
      <header className="topbar">
        <Brand heading />
        <InboxNav current="leads" user={user} />
        <form method="post" action="/inbox/sign-out" className="who">
          <span>{user.name}</span>
          <button type="submit" className="button secondary small">
            Sign out
          </button>
        </form>
      </header>
      <main className={detail ? "inbox has-lead" : "inbox"}>
        <LeadList
          page={page}
          params={params}
          staff={staff}
          selectedId={detail?.lead.id}
          mayExport={can(user, "export")}
        />
        {detail ? (
          <LeadView
            detail={detail}
            params={params}
            staff={staff}
            notice={notice}
            problem={problem}
            mayErase={can(user, "erase")}
          />
        ) : (
          <section className="lead-pane placeholder" aria-label="Lead">
            <p className="muted">Choose a lead to see everything the visitor sent.</p>
          </section>
        )}
      </main>
    </Document>
  );
}
