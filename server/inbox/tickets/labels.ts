/** Words the inbox shows for tickets: problems, steps, pause reasons, the AMC answer, audit actions. */
import { serviceSteps } from "../../../content/home.ts";
import type { ServiceProblem, UnderAmc } from "../../../contracts/service/fields.ts";
import type { PauseReason, TicketAuditAction, TicketAuditEvent, TicketView } from "../../db/tickets.ts";

export const PROBLEM_LABELS: Readonly<Record<ServiceProblem, string>> = {
  trapped: "Someone is trapped",
  stopped: "Lift stopped",
  doors: "Doors not working",
  noise: "Noise or jerks",
  controls: "Display or buttons",
  other: "Other",
};

export const UNDER_AMC_LABELS: Readonly<Record<UnderAmc, string>> = {
  yes: "Yes",
  no: "No",
  notSure: "Not sure",
};

export const PAUSE_LABELS: Readonly<Record<PauseReason, string>> = {
  parts: "Waiting for parts",
  client: "Waiting for the client",
};

export const VIEW_LABELS: Readonly<Record<TicketView, string>> = {
  open: "Open",
  mine: "My tickets",
  paused: "Paused",
  completed: "Completed",
};

/** A step's name as the home page shows it ("Site Visit & Meet"). */
export const stepName = (step: string) => serviceSteps.find((entry) => entry.id === step)?.name ?? step;

export const TICKET_AUDIT_LABELS: Readonly<Record<TicketAuditAction, string>> = {
  "ticket-view": "viewed the ticket",
  "ticket-step": "moved the ticket",
  "ticket-engineer": "changed the engineer",
  "ticket-visit": "changed the planned visit",
  "ticket-pause": "paused the clock",
  "ticket-resume": "resumed the clock",
  "ticket-note": "added a note",
};

/** The ticket page's activity: its own events, and the erasure of its customer's data. */
export const TICKET_ACTIVITY_LABELS: Readonly<Record<TicketAuditAction | "erasure", string>> = {
  ...TICKET_AUDIT_LABELS,
  erasure: "erased the customer's data",
};

/** The ticket number an audit event's detail starts with ("SR-2026-00042: …"). */
const NUMBER_FIRST = /^(SR-\d{4}-\d+)(?:: |$)/;

/** An audit event's detail without the ticket number it starts with ("SR-2026-00042: "). */
const detailOf = (detail: string | null) => (detail ?? "").replace(NUMBER_FIRST, "");

/** The two step names of a step move's detail ("call → inform"); undefined for another text. */
function stepMove(detail: string): [string, string] | undefined {
  const [from, to] = detail.split(" → ");
  return from && to ? [stepName(from), stepName(to)] : undefined;
}

/** A pause's reason in words ("Waiting for parts"); undefined for another text. */
const pauseReason = (detail: string): string | undefined => (PAUSE_LABELS as Record<string, string>)[detail];

/**
 * An audit event's detail as `npm run leads -- audit` prints it: a ticket's step move and pause
 * reason in the words the inbox uses ("SR-2026-00042: Call from Customer → Inform to Engineer",
 * "SR-2026-00042: Waiting for parts"), the ticket number kept; any other detail as stored.
 */
export function auditDetailText(action: string, detail: string): string {
  const words =
    action === "ticket-step"
      ? stepMove(detailOf(detail))?.join(" → ")
      : action === "ticket-pause"
        ? pauseReason(detailOf(detail))
        : undefined;
  if (words === undefined) return detail;
  const number = NUMBER_FIRST.exec(detail)?.[1];
  return number ? `${number}: ${words}` : words;
}

/**
 * What the ticket page's activity says someone did, as staff read it: step names as the rest of
 * the inbox shows them, the pause's reason in words, nothing of the ticket's own number.
 */
export function ticketActivityText(event: Pick<TicketAuditEvent, "action" | "detail">): string {
  const detail = detailOf(event.detail);
  switch (event.action) {
    case "ticket-step": {
      const move = stepMove(detail);
      return move ? `moved the ticket from “${move[0]}” to “${move[1]}”` : TICKET_AUDIT_LABELS["ticket-step"];
    }
    case "ticket-pause": {
      const reason = pauseReason(detail);
      return reason ? `paused the clock: ${reason.toLowerCase()}` : TICKET_AUDIT_LABELS["ticket-pause"];
    }
    case "ticket-engineer": {
      const name = detail.replace(/^assigned to /, "");
      if (name === detail || name === "") return TICKET_AUDIT_LABELS["ticket-engineer"];
      return name === "nobody" ? "took the engineer off the ticket" : `made ${name} the engineer`;
    }
    case "ticket-visit":
      if (detail === "none") return "cleared the planned visit";
      return detail ? `set the planned visit to ${detail}` : TICKET_AUDIT_LABELS["ticket-visit"];
    case "erasure":
      return detail ? `${TICKET_ACTIVITY_LABELS.erasure} (${detail})` : TICKET_ACTIVITY_LABELS.erasure;
    default:
      return TICKET_ACTIVITY_LABELS[event.action];
  }
}
