/** Words the inbox shows for tickets: problems, steps, pause reasons, the AMC answer, audit actions. */
import { serviceSteps } from "../../../content/home.ts";
import type { ServiceProblem, UnderAmc } from "../../../contracts/service-fields.ts";
import type { PauseReason, TicketAuditAction, TicketView } from "../../db/service.ts";

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
  "ticket-resume": "restarted the clock",
  "ticket-note": "added a note",
};
