/** The list pane: counts per status, the filter form, the leads as cards and the pager. */

import { LEAD_KINDS } from "../../../contracts/leads/forms.ts";
import { LEAD_STATUSES } from "../../db/inbox.ts";
import type { StaffUser } from "../../db/staff.ts";
import { type FilterParams, filterQuery } from "../filters.ts";
import { EXPORT_PATH } from "../guard.ts";
import { KIND_LABELS, STATUS_LABELS, shortTime, staffLabel } from "../labels.ts";
import { can } from "../roles.ts";
import type { ListPage } from "../work.ts";
import { ConsentMark } from "./DoNotContact.tsx";
import { leadSnippet, leadTitle } from "./lead-text.ts";

export interface LeadListProps {
  page: ListPage;
  params: FilterParams;
  staff: StaffUser[];
  selectedId?: string | undefined;
  /** Whether the role may export personal data (the Export CSV button). */
  mayExport: boolean;
}

export function LeadList({ page, params, staff, selectedId, mayExport }: LeadListProps) {
  const staffName = new Map(staff.map((member) => [member.id, member.name]));
  const listParams = { ...params, before: undefined };
  return (
    <section className="list-pane" aria-labelledby="list-heading">
      <h2 id="list-heading">Leads</h2>
      <nav aria-label="Status counts">
        <ul className="counts">
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <a
                href={`/inbox${filterQuery(listParams, { status: params.status === status ? undefined : status })}`}
                aria-current={params.status === status ? "true" : undefined}
              >
                <strong>{page.counts[status]}</strong> {STATUS_LABELS[status].toLowerCase()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/inbox" className="filters" role="search">
        <label className="field search">
          <span>Search</span>
          <input
            type="search"
            name="q"
            defaultValue={params.q ?? ""}
            placeholder="Name, email, mobile or text"
          />
        </label>
        <details open={Boolean(params.kind || params.status || params.assignee || params.from || params.to)}>
          <summary>More filters</summary>
          <div className="filter-grid">
            {filterChoices(params, staff).map((choice) => (
              <Choice key={choice.name} {...choice} />
            ))}
            <label className="field">
              <span>From</span>
              <input type="date" name="from" defaultValue={params.from ?? ""} />
            </label>
            <label className="field">
              <span>To</span>
              <input type="date" name="to" defaultValue={params.to ?? ""} />
            </label>
          </div>
        </details>
        <div className="actions">
          <button type="submit" className="button">
            Show leads
          </button>
          {/* The same form, sent to the export: what is typed is exported, applied or not. */}
          {mayExport ? (
            <button type="submit" className="button secondary" formAction={EXPORT_PATH}>
              Export CSV
            </button>
          ) : null}
        </div>
      </form>
      {page.leads.length === 0 ? (
        <p className="empty">No leads match.</p>
      ) : (
        <ol className="cards" aria-label="Leads, newest first">
          {page.leads.map((lead) => (
            <li key={lead.id}>
              <a
                className="card"
                href={`/inbox/leads/${lead.id}${filterQuery(params)}`}
                aria-current={lead.id === selectedId ? "page" : undefined}
              >
                <span className="card-top">
                  <strong className="card-name">{leadTitle(lead)}</strong>
                  <span className={`badge status-${lead.status}`}>{STATUS_LABELS[lead.status]}</span>
                </span>
                <span className="card-meta">
                  {KIND_LABELS[lead.kind]} ·{" "}
                  <time dateTime={lead.createdAt.toISOString()}>{shortTime(lead.createdAt)}</time>
                  {lead.assigneeId ? ` · ${staffName.get(lead.assigneeId) ?? "someone"}` : ""}
                </span>
                {lead.erasedAt ? null : <ConsentMark withdrawnAt={lead.consentWithdrawnAt} />}
                {leadSnippet(lead) ? <span className="card-text">{leadSnippet(lead)}</span> : null}
              </a>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="pager">
        {params.before ? <a href={`/inbox${filterQuery(listParams)}`}>Newest leads</a> : null}
        {page.next ? <a href={`/inbox${filterQuery(params, { before: page.next })}`}>Older leads</a> : null}
      </nav>
    </section>
  );
}

interface ChoiceProps {
  label: string;
  name: keyof FilterParams;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}

/** The filters chosen from a list: kind, status and assignee, each with "any" first. */
function filterChoices(params: FilterParams, staff: StaffUser[]): ChoiceProps[] {
  const kinds = LEAD_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const);
  const statuses = LEAD_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const);
  // Whoever may hold leads, also one who has left (their leads can still be found).
  const members = staff
    .filter((member) => can(member, "leads"))
    .map((member) => [member.id, staffLabel(member)] as const);
  return [
    { label: "Kind", name: "kind", value: params.kind, options: [["", "All kinds"], ...kinds] },
    { label: "Status", name: "status", value: params.status, options: [["", "Any status"], ...statuses] },
    {
      label: "Assignee",
      name: "assignee",
      value: params.assignee,
      options: [["", "Anyone"], ["none", "Nobody yet"], ...members],
    },
  ];
}

/** A labelled select of [value, text] options. */
function Choice(props: ChoiceProps) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <select name={props.name} defaultValue={props.value ?? ""}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
