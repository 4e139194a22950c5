/**
 * The lead pane: every field the visitor sent, contact links, status, assignee, the two emails'
 * delivery state, notes and the lead's audit trail. Every action is a plain form post.
 */

import { LEAD_FORMS } from "../../../contracts/leads/forms.ts";
import { LEAD_STATUSES } from "../../db/inbox.ts";
import { PERSON_ACTIONS, type StaffUser } from "../../db/staff.ts";
import { fieldValueText } from "../../leads/field-values.ts";
import { type FilterParams, filterQuery } from "../filters.ts";
import { auditLabel, KIND_LABELS, STATUS_LABELS, shortTime } from "../labels.ts";
import type { LeadDetail } from "../work.ts";
import { ConsentAlert, ContactButtons } from "./DoNotContact.tsx";
import type { Problem } from "./ItemParts.tsx";
import { Activity, AssignForm, EraseForm, FieldList, Messages, NoteForm } from "./ItemParts.tsx";
import { contactLinks, leadTitle } from "./lead-text.ts";
import { NoteList } from "./NoteList.tsx";
import { PrivacyRecord } from "./PrivacyRecord.tsx";

export interface LeadViewProps {
  detail: LeadDetail;
  params: FilterParams;
  staff: StaffUser[];
  notice?: string | undefined;
  problem?: Problem | undefined;
  /** Whether the role may erase a person's data (the erase form). */
  mayErase: boolean;
}

export function LeadView({ detail, params, staff, notice, problem, mayErase }: LeadViewProps) {
  const { lead } = detail;
  const query = filterQuery(params);
  const action = (path: string) => `/inbox/leads/${lead.id}/${path}${query}`;
  const data = lead.data as Record<string, unknown>;
  const labels: Readonly<Record<string, string>> = LEAD_FORMS[lead.kind].fields;
  const fields = Object.keys(labels).filter((name) => data[name] !== undefined && data[name] !== "");
  return (
    <section className="lead-pane" aria-labelledby="lead-heading">
      <a className="back" href={`/inbox${query}`}>
        ← All leads
      </a>
      <Messages notice={notice} problem={problem?.message} />
      <h2 id="lead-heading">{leadTitle(lead)}</h2>
      <p className="muted">
        {KIND_LABELS[lead.kind]} · received{" "}
        <time dateTime={lead.createdAt.toISOString()}>{shortTime(lead.createdAt)}</time>
        {lead.sourcePage ? ` · from ${lead.sourcePage}` : ""}
      </p>
      <ConsentAlert withdrawnAt={lead.consentWithdrawnAt} erasedAt={lead.erasedAt} />
      <ContactButtons links={contactLinks(lead)} withdrawn={lead.consentWithdrawnAt !== null} />

      <form method="post" action={action("status")} className="status-form">
        <fieldset>
          <legend>Status</legend>
          <div className="status-buttons">
            {LEAD_STATUSES.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                className={`chip status-${status}`}
                aria-pressed={lead.status === status}
              >
                {STATUS_LABELS[status]}
              </button>
            ))}
          </div>
        </fieldset>
      </form>

      <AssignForm
        action={action("assignee")}
        name="assignee"
        label="Assignee"
        nobody="Nobody"
        current={lead.assigneeId}
        staff={staff}
        work="leads"
      />

      <h3>What they sent</h3>
      <FieldList
        fields={fields.map((name) => [labels[name] ?? name, fieldValueText(lead.kind, name, data[name])])}
      />

      <PrivacyRecord
        record={lead}
        notice={detail.notice}
        erasedWhat="their name, mobile, email and every field they sent"
      />

      <h3>Emails</h3>
      <ul className="mail">
        {detail.mail.map((mail) => (
          <li key={mail.id}>
            <span>
              {mail.recipient === "company" ? "To the sales team" : "To the visitor"} (
              {mail.to || "address erased"}):{" "}
              <strong className={`mail-${mail.status}`}>
                {mail.status === "sent" ? "sent" : mail.status === "dead" ? "failed" : "queued"}
              </strong>
              {mail.sentAt ? ` ${shortTime(mail.sentAt)}` : ""} · {mail.attempts}{" "}
              {mail.attempts === 1 ? "attempt" : "attempts"}
              {mail.lastError && mail.status !== "sent" ? (
                <span className="error-text"> · {mail.lastError}</span>
              ) : null}
            </span>
            {mail.status === "dead" ? (
              <form method="post" action={action(`mail/${mail.id}/resend`)}>
                <button type="submit" className="button secondary">
                  Send again
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>

      <h3>Notes</h3>
      <NoteList notes={detail.notes} />
      {lead.erasedAt ? null : <NoteForm action={action("notes")} draft={problem?.note} />}

      <h3>Activity</h3>
      <Activity
        audit={detail.audit}
        viewAction="view"
        who={(event) => (PERSON_ACTIONS.includes(event.action) ? "The visitor" : "Someone")}
        what={(event) =>
          `${auditLabel(event.action, event.userName !== null)}${event.detail ? ` (${event.detail})` : ""}`
        }
      />

      {lead.erasedAt || !mayErase ? null : (
        <EraseForm action={action("erase")} confirm="They asked for it; erase now">
          When they ask for it by phone, email or letter: their name, mobile number, email and every field
          they sent are erased from this lead and every other lead with the same email or mobile, with notes
          and emails, and they get an email confirming it. This cannot be undone.
        </EraseForm>
      )}
    </section>
  );
}
