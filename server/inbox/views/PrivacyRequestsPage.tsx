/**
 * The inbox's privacy requests: the list (open ones first, by deadline, an overdue one said so in
 * words) and, when one is open, what was asked (the person's text shown as text), every record of
 * the same email or mobile (leads, service tickets, other privacy requests), its activity, and what staff can do: close it as done or refused with a
 * note, and for an erasure, erase the person's data.
 */

import type { MatchingRecords, RequestAuditEvent, StoredPrivacyRequest } from "../../db/privacy-requests.ts";
import type { StaffUser } from "../../db/staff.ts";
import { isSafeAddress } from "../../leads/notifications.ts";
import { auditLabel, KIND_LABELS, shortTime } from "../labels.ts";
import { PROBLEM_LABELS } from "../tickets/labels.ts";
import { TICKETS_PATH } from "../tickets/paths.ts";
import { InboxFrame } from "./InboxFrame.tsx";
import { EraseForm, FieldList, Messages, type Problem } from "./ItemParts.tsx";

const ASKED = { see: "See their data", correct: "Correct their data", erase: "Erase their data" } as const;
const STATUS = { open: "Open", done: "Done", refused: "Refused" } as const;

const dayFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });
const DAY_MS = 24 * 60 * 60 * 1000;

/** "due 26 Dec 2026 (in 12 days)", "OVERDUE since 26 Dec 2026", or how it was closed. */
export function deadlineText(request: StoredPrivacyRequest, now: Date): string {
  if (request.status !== "open")
    return `${STATUS[request.status]} ${request.closedAt ? shortTime(request.closedAt) : ""}`.trim();
  const day = dayFormat.format(request.deadlineAt);
  if (request.deadlineAt.getTime() < now.getTime()) return `OVERDUE: was due ${day}`;
  const days = Math.ceil((request.deadlineAt.getTime() - now.getTime()) / DAY_MS);
  return `Due ${day} (in ${days} day${days === 1 ? "" : "s"})`;
}

export interface PrivacyRequestDetail {
  request: StoredPrivacyRequest;
  /** The person's leads, service tickets and other privacy requests (same email or mobile). */
  records: MatchingRecords;
  audit: RequestAuditEvent[];
}

/** A lead kind's code in an audit record's text ("1 lead (amcQuote)") as the inbox names it. */
const KIND_CODE = new RegExp(`\\b(${Object.keys(KIND_LABELS).join("|")})\\b`, "g");
export const withKindLabels = (text: string) =>
  text.replace(KIND_CODE, (code) => KIND_LABELS[code as keyof typeof KIND_LABELS]);

const SAME_MOBILE_ONLY = " · same mobile only: check it is the same person";

export interface PrivacyRequestsPageProps {
  user: StaffUser;
  requests: StoredPrivacyRequest[];
  detail?: PrivacyRequestDetail | undefined;
  notice?: string | undefined;
  problem?: Problem | undefined;
  now: Date;
}

export function PrivacyRequestsPage({
  user,
  requests,
  detail,
  notice,
  problem,
  now,
}: PrivacyRequestsPageProps) {
  return (
    <InboxFrame
      user={user}
      title={detail ? `Privacy request ${detail.request.id.slice(0, 8).toUpperCase()}` : "Privacy requests"}
      current="privacy"
      noun={["request", "requests"]}
      list={
        <section className="list-pane" aria-labelledby="list-heading">
          <h2 id="list-heading">Privacy requests</h2>
          <p className="muted">Open requests first, the nearest deadline first.</p>
          {requests.length === 0 ? (
            <p className="muted">No privacy requests yet.</p>
          ) : (
            <ul className="requests">
              {requests.map((request) => (
                <li key={request.id} aria-current={request.id === detail?.request.id ? "true" : undefined}>
                  <a href={`/inbox/privacy/${request.id}`}>
                    <strong>{request.erasedAt ? "(erased)" : request.name}</strong> · {ASKED[request.request]}
                  </a>
                  <span className={deadlineText(request, now).startsWith("OVERDUE") ? "error-text" : "muted"}>
                    {" "}
                    {deadlineText(request, now)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      }
      item={detail ? <RequestView detail={detail} notice={notice} problem={problem} now={now} /> : undefined}
      placeholder={{
        label: "Privacy request",
        text: "Choose a request to see what was asked and act on it.",
      }}
    />
  );
}

function RequestView({
  detail: { request, records, audit },
  notice,
  problem,
  now,
}: {
  detail: PrivacyRequestDetail;
  notice?: string | undefined;
  problem?: Problem | undefined;
  now: Date;
}) {
  const action = (name: string) => `/inbox/privacy/${request.id}/${name}`;
  const open = request.status === "open";
  // What the erasure reached, as its audit record says it (the records can no longer be looked up).
  const erasure = audit.find((event) => event.action === "erasure" && event.detail);
  return (
    <section className="lead-pane" aria-labelledby="request-heading">
      <a className="back" href="/inbox/privacy">
        All privacy requests
      </a>
      <Messages notice={notice} problem={problem?.message} />
      <h2 id="request-heading">
        {ASKED[request.request]}: {request.erasedAt ? "(erased)" : request.name}
      </h2>
      <p className={deadlineText(request, now).startsWith("OVERDUE") ? "alert" : "muted"}>
        Received {shortTime(request.receivedAt)} · {deadlineText(request, now)}
      </p>
      <FieldList
        fields={[
          ["Asked", ASKED[request.request]],
          ["Name", request.name || "-"],
          ["Mobile", request.mobile ?? "-"],
          ["Email", request.email ?? "-"],
          ["To correct", request.correction ?? ""],
          ["Message", request.message ?? ""],
          ["Language", `${request.locale}, notice version ${request.noticeVersion ?? "-"}`],
          [
            "Status",
            `${STATUS[request.status]}${request.closedBy ? ` by ${request.closedBy.name}` : ""}${request.closedAt ? `, ${shortTime(request.closedAt)}` : ""}${request.outcomeNote ? `: ${request.outcomeNote}` : ""}`,
          ],
          [
            "Erased",
            request.erasedAt
              ? `${shortTime(request.erasedAt)}: ${
                  erasure?.detail
                    ? `${erasure.userName ?? "The person"} ${withKindLabels(erasure.detail)}`
                    : "the person's details on this request, with their other records (how: see the status above)"
                }`
              : "",
          ],
        ]}
      />

      <h3>Their records (same email or mobile)</h3>
      {request.erasedAt ? (
        <p className="muted">
          This request's details are erased, so its records are no longer looked up: what the erasure reached
          is said above.
        </p>
      ) : (
        <PersonRecords records={records} />
      )}

      {open ? (
        <form method="post" action={action("close")} className="stack">
          <h3>Close the request</h3>
          <label className="field">
            <span>Note (what was done, or why it was refused)</span>
            <textarea name="note" rows={3} required maxLength={2000} defaultValue={problem?.note ?? ""} />
          </label>
          <div className="status-buttons">
            <button type="submit" name="status" value="done" className="button">
              Mark done
            </button>
            <button type="submit" name="status" value="refused" className="button secondary">
              Refuse
            </button>
          </div>
        </form>
      ) : null}

      {open && request.request === "erase" && !request.erasedAt ? (
        <EraseForm action={action("erase")} confirm="We checked it is their request; erase now">
          Their name, mobile number, email and every field they sent are erased from every lead, service
          ticket and privacy request listed above (their notes and emails too) and from this request, which is
          marked done.{" "}
          {isSafeAddress(request.email)
            ? `An email confirms it to ${request.email}.`
            : "No email confirms it: the request gave no email address. Tell the person another way."}{" "}
          This cannot be undone.
        </EraseForm>
      ) : null}

      <h3>Activity</h3>
      <ul className="activity">
        <li>
          <span className="muted">{shortTime(request.receivedAt)}</span> received from the privacy page
        </li>
        {audit.map((event, index) => (
          <li key={`${event.at.toISOString()}-${index}`}>
            <span className="muted">{shortTime(event.at)}</span> {event.userName ?? "The person"}{" "}
            {auditLabel(event.action, event.userName !== null)}
            {event.detail && event.action !== "request-view" && event.userName !== null
              ? `: ${withKindLabels(event.detail)}`
              : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The person's leads, service tickets and other privacy requests, each marked when it shares only the mobile. */
function PersonRecords({ records: { leads, tickets, requests } }: { records: MatchingRecords }) {
  if (leads.length + tickets.length + requests.length === 0)
    return (
      <p className="muted">
        No lead, service ticket or other privacy request has this email or mobile number.
      </p>
    );
  const withdrawn = (at: Date | null) => (at ? " · consent withdrawn" : "");
  return (
    <>
      <RecordList
        heading="Leads"
        records={leads.map((lead) => ({
          ...lead,
          href: `/inbox/leads/${lead.id}`,
          title: `${lead.name || "(no name)"} · ${KIND_LABELS[lead.kind]}`,
          meta: `${shortTime(lead.createdAt)}${withdrawn(lead.consentWithdrawnAt)}`,
        }))}
      />
      <RecordList
        heading="Service tickets"
        records={tickets.map((ticket) => ({
          ...ticket,
          href: `${TICKETS_PATH}/${ticket.id}`,
          title: `${ticket.number} · ${PROBLEM_LABELS[ticket.problem as keyof typeof PROBLEM_LABELS] ?? ticket.problem}`,
          meta: `${ticket.name || "(no name)"} · reported ${shortTime(ticket.createdAt)}${ticket.completedAt ? " · completed" : " · open"}${withdrawn(ticket.consentWithdrawnAt)}`,
        }))}
      />
      <RecordList
        heading="Other privacy requests"
        records={requests.map((other) => ({
          ...other,
          href: `/inbox/privacy/${other.id}`,
          title: `${other.name || "(no name)"} · ${ASKED[other.request]}`,
          meta: `${shortTime(other.receivedAt)} · ${STATUS[other.status]}`,
        }))}
      />
    </>
  );
}

interface ShownRecord {
  id: string;
  href: string;
  title: string;
  meta: string;
  sameEmail: boolean;
}

/** One kind of the person's records (none: nothing). */
function RecordList({ heading, records }: { heading: string; records: ShownRecord[] }) {
  if (records.length === 0) return null;
  return (
    <>
      <h4>{heading}</h4>
      <ul className="requests">
        {records.map((record) => (
          <li key={record.id}>
            <a href={record.href}>{record.title}</a> <span className="muted">{record.meta}</span>
            {record.sameEmail ? null : <strong className="error-text">{SAME_MOBILE_ONLY}</strong>}
          </li>
        ))}
      </ul>
    </>
  );
}
