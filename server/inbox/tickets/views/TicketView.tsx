/**
 * The ticket pane: the next step as one big button, the six steps with who and when, engineer,
 * planned visit, the clock's pause and resume, everything the customer sent (as text), notes and
 * the ticket's audit trail. Every action is a plain form post.
 */
import type { ClockSettings } from "../../../../content/service-clock.ts";
import { SERVICE_STEP_IDS, stepIndex } from "../../../../contracts/service/fields.ts";
import { PAUSE_REASONS, type StoredTicket } from "../../../db/tickets.ts";
import { stepMailAddress } from "../../../service/ticket-mail.ts";
import { LOCALE_LABELS, shortTime } from "../../labels.ts";
import { ConsentAlert, ContactButtons } from "../../views/DoNotContact.tsx";
import type { Problem } from "../../views/ItemParts.tsx";
import { Activity, AssignForm, EraseForm, FieldList, Messages, NoteForm } from "../../views/ItemParts.tsx";
import { mobileLinks } from "../../views/lead-text.ts";
import { NoteList } from "../../views/NoteList.tsx";
import { PrivacyRecord } from "../../views/PrivacyRecord.tsx";
import { PAUSE_LABELS, PROBLEM_LABELS, stepName, ticketActivityText, UNDER_AMC_LABELS } from "../labels.ts";
import { TICKET_SECTIONS, TICKETS_PATH, type TicketAction } from "../paths.ts";
import { clockMark, nextStep, type TicketDetail, visitValue } from "../work.ts";
import { ClockMark } from "./ClockMark.tsx";

/** A refused change, shown in the section of the form that sent it, with the planned visit as typed. */
export interface TicketProblem extends Problem {
  action: TicketAction;
  visit?: string | undefined;
}

/** A change just made ("Planned visit saved."), shown in the section of its form. */
export interface TicketNotice {
  saved: string;
  text: string;
}

export interface TicketViewProps {
  detail: TicketDetail;
  query: string;
  now: Date;
  /** The service desk's clock the mark is read on (the published working hours). */
  clock: ClockSettings;
  notice?: TicketNotice | undefined;
  problem?: TicketProblem | undefined;
  /** A step move that would email the customer, asked about first. */
  confirmStep?: boolean;
  /** Whether the role may erase a person's data (the erase form). */
  mayErase: boolean;
}

/** The customer's fields in the order of the form, with their labels. */
const FIELDS = [
  ["name", "Name"],
  ["mobileNo", "Mobile"],
  ["email", "Email"],
  ["building", "Building or society"],
  ["address", "Address"],
  ["city", "City"],
  ["liftId", "Lift ID"],
  ["underAmc", "Under an AMC with us"],
  ["problem", "What is wrong"],
  ["floor", "Floor"],
  ["description", "Description"],
  ["preferredTime", "Preferred visit time"],
] as const;

function fieldText(ticket: StoredTicket, name: (typeof FIELDS)[number][0]): string {
  const data = ticket.data;
  if (name === "underAmc") return UNDER_AMC_LABELS[data.underAmc] ?? "";
  if (name === "problem") return PROBLEM_LABELS[data.problem];
  const value = (data as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
}

/** The action a notice's `saved` names ("note" is the notes form's). */
/** Why moving the ticket emails no one: erased data, withdrawn consent, or no address given. */
const noEmailReason = (ticket: StoredTicket) =>
  ticket.erasedAt
    ? "their data is erased"
    : ticket.consentWithdrawnAt
      ? "consent withdrawn"
      : "no email address";

const SAVED_ACTION: Readonly<Record<string, TicketAction>> = { note: "notes", erasure: "erase" };

export function TicketView({
  detail,
  query,
  now,
  clock,
  notice,
  problem,
  confirmStep = false,
  mayErase,
}: TicketViewProps) {
  const { ticket, staff } = detail;
  // Each form posts to its action with its section's fragment: the answer opens there.
  const action = (path: TicketAction) =>
    `${TICKETS_PATH}/${ticket.id}/${path}${query}#${TICKET_SECTIONS[path]}`;
  const noticeAction = notice ? (SAVED_ACTION[notice.saved] ?? notice.saved) : undefined;
  /** The notice and refusal of the actions whose forms are in `section`. */
  const messages = (section: string) => (
    <Messages
      notice={
        noticeAction && TICKET_SECTIONS[noticeAction as TicketAction] === section ? notice?.text : undefined
      }
      problem={problem && TICKET_SECTIONS[problem.action] === section ? problem.message : undefined}
    />
  );
  const emailTo = stepMailAddress(ticket);
  const next = nextStep(ticket.step);
  // An erased ticket keeps no mobile number (nor any other field but the problem).
  const mobile = ticket.erasedAt ? "" : ticket.data.mobileNo;
  const staffName = new Map(staff.map((member) => [member.id, member.name]));
  const openPause = ticket.pauses.find((pause) => pause.endedAt === null);
  const pausable = !ticket.completedAt && !ticket.onSiteAt && !openPause;
  return (
    <section className="lead-pane ticket-pane" aria-labelledby="ticket-heading">
      <a className="back" href={`${TICKETS_PATH}${query}`}>
        ← All tickets
      </a>
      <h2 id="ticket-heading">{ticket.number}</h2>
      <p className="muted">
        {PROBLEM_LABELS[ticket.data.problem]} ·{" "}
        {ticket.erasedAt ? "customer's data erased" : `${ticket.data.building}, ${ticket.data.city}`} ·
        reported <time dateTime={ticket.createdAt.toISOString()}>{shortTime(ticket.createdAt)}</time> ·{" "}
        {LOCALE_LABELS[ticket.locale]}
      </p>
      <p>
        <ClockMark mark={clockMark({ ...ticket, problem: ticket.data.problem }, now, clock)} />
      </p>
      <ConsentAlert withdrawnAt={ticket.consentWithdrawnAt} erasedAt={ticket.erasedAt} />

      <section id={TICKET_SECTIONS.step} tabIndex={-1} className="next-step" aria-label="Next step">
        {messages(TICKET_SECTIONS.step)}
        {next && confirmStep && emailTo ? (
          <div className="confirm-step">
            <p className="alert">
              <strong>
                Moving to “{stepName(next)}” emails the customer at {emailTo}
              </strong>{" "}
              now, saying the ticket reached that step. Move it only if the step is done.
            </p>
            <form method="post" action={action("step")}>
              <input type="hidden" name="from" value={ticket.step} />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className="button big">
                Move and email the customer
              </button>
            </form>
            <a
              className="button secondary"
              href={`${TICKETS_PATH}/${ticket.id}${query}#${TICKET_SECTIONS.step}`}
            >
              Cancel: do not move
            </a>
          </div>
        ) : next ? (
          <form method="post" action={action("step")}>
            <input type="hidden" name="from" value={ticket.step} />
            <button type="submit" className="button big">
              Move to “{stepName(next)}”
            </button>
            <p className="muted">
              {emailTo
                ? "This emails the customer: you confirm it on the next screen."
                : `No email to the customer (${noEmailReason(ticket)}).`}
            </p>
          </form>
        ) : (
          <p className="notice">
            Completed{" "}
            {ticket.completedAt ? (
              <time dateTime={ticket.completedAt.toISOString()}>{shortTime(ticket.completedAt)}</time>
            ) : null}
            .
          </p>
        )}
      </section>

      <h3>Steps</h3>
      <ol className="steps">
        {SERVICE_STEP_IDS.map((step) => {
          const done = ticket.steps.find((entry) => entry.step === step);
          const state = done ? (step === ticket.step && next ? "current" : "done") : "to come";
          return (
            <li key={step} className={`step step-${state.replace(" ", "-")}`}>
              <strong>
                {stepName(step)}
                {state === "current" ? " (current)" : ""}
              </strong>{" "}
              {done ? (
                <span className="muted">
                  {step === ticket.step && next ? "now, since " : "done "}
                  <time dateTime={done.at.toISOString()}>{shortTime(done.at)}</time>
                  {done.userId
                    ? ` by ${staffName.get(done.userId) ?? "someone"}`
                    : " (the customer's request)"}
                </span>
              ) : (
                <span className="muted">
                  {stepIndex(step) < stepIndex(ticket.step) ? "skipped" : "to come"}
                </span>
              )}
            </li>
          );
        })}
      </ol>

      <section id={TICKET_SECTIONS.engineer} tabIndex={-1}>
        {messages(TICKET_SECTIONS.engineer)}
        <AssignForm
          action={action("engineer")}
          name="engineer"
          label="Engineer"
          nobody="Nobody yet"
          current={ticket.engineer?.id}
          staff={staff}
          work="tickets"
        />
      </section>

      <section id={TICKET_SECTIONS.visit} tabIndex={-1}>
        {messages(TICKET_SECTIONS.visit)}
        <form method="post" action={action("visit")} className="inline-form visit-form">
          <label className="field">
            <span>Planned visit (IST)</span>
            <input
              type="datetime-local"
              name="visit"
              defaultValue={
                problem?.action === "visit" && problem.visit !== undefined
                  ? problem.visit
                  : ticket.plannedVisitAt
                    ? visitValue(ticket.plannedVisitAt)
                    : ""
              }
            />
          </label>
          <button type="submit" className="button secondary">
            Save visit
          </button>
        </form>
      </section>

      <section id={TICKET_SECTIONS.pause} tabIndex={-1}>
        {messages(TICKET_SECTIONS.pause)}
        {openPause ? (
          <form method="post" action={action("resume")} className="clock-form">
            <p>
              The clock stands still since{" "}
              <time dateTime={openPause.startedAt.toISOString()}>{shortTime(openPause.startedAt)}</time>:{" "}
              {(PAUSE_LABELS as Record<string, string>)[openPause.reason]?.toLowerCase() ?? openPause.reason}.
            </p>
            <button type="submit" className="button secondary">
              Resume the clock
            </button>
          </form>
        ) : pausable ? (
          <form method="post" action={action("pause")} className="clock-form">
            <fieldset>
              <legend>Stop the clock</legend>
              <div className="status-buttons">
                {PAUSE_REASONS.map((reason) => (
                  <button key={reason} type="submit" name="reason" value={reason} className="chip">
                    {PAUSE_LABELS[reason]}
                  </button>
                ))}
              </div>
            </fieldset>
          </form>
        ) : null}
      </section>

      <h3>What the customer sent</h3>
      <ContactButtons links={mobileLinks(mobile)} withdrawn={ticket.consentWithdrawnAt !== null} />
      <FieldList fields={FIELDS.map(([name, label]) => [label, fieldText(ticket, name)])} />

      <PrivacyRecord
        record={ticket}
        notice={detail.notice}
        erasedWhat="their name, mobile, email and every field they sent, with the notes and emails"
      />

      <section id={TICKET_SECTIONS.notes} tabIndex={-1} aria-labelledby="notes-heading">
        <h3 id="notes-heading">Notes</h3>
        {messages(TICKET_SECTIONS.notes)}
        <NoteList notes={detail.notes} />
        {ticket.erasedAt ? null : <NoteForm action={action("notes")} draft={problem?.note} />}
      </section>

      <h3>Activity</h3>
      <Activity
        audit={detail.audit}
        viewAction="ticket-view"
        who={(event) => (event.action === "erasure" ? "The customer" : "Someone")}
        what={ticketActivityText}
      />

      {(ticket.erasedAt ? noticeAction === "erase" : mayErase) ? (
        // The erasure returns here: its form is gone, its notice stays where it was.
        <section id={TICKET_SECTIONS.erase} tabIndex={-1}>
          {messages(TICKET_SECTIONS.erase)}
          {ticket.erasedAt ? null : (
            <EraseForm action={action("erase")} confirm="They asked for it; erase now">
              When the customer asks for it by phone, email or letter: their name, mobile number, email and
              every field they sent are erased from this ticket and from every other ticket and lead with the
              same email or mobile, with notes and emails, and they get an email confirming it (when they gave
              one). The ticket keeps its number, problem, steps and times. This cannot be undone.
            </EraseForm>
          )}
        </section>
      ) : null}
    </section>
  );
}
