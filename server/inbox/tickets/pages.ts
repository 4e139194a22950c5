/**
 * The ticket pages of the inbox, on the frame like every section (frame.ts). A refused change (400)
 * or a step someone else moved first (409) is shown in the section of the ticket's page it came from.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement } from "react";
import type { StaffUser } from "../../db/staff.ts";
import type { PublicError } from "../../plugins/errors.ts";
import { serviceClock } from "../../service/clock.ts";
import { ticketMailSettings } from "../../service/ticket-mail.ts";
import {
  type Action,
  ANSWERED,
  addAction,
  csvPage,
  field,
  notices,
  runChange,
  sendHtml,
  sentField,
  signInFirst,
} from "../frame.ts";
import { can, needs, type Permission } from "../roles.ts";
import { InboxFrame } from "../views/InboxFrame.tsx";
import { justDone } from "../work.ts";
import { sendTicketsCsv } from "./api.ts";
import {
  TICKET_SECTIONS,
  TICKETS_EXPORT_PATH,
  TICKETS_PATH,
  type TicketAction,
  ticketListParams,
  ticketListQuery,
  ticketOfPage,
} from "./paths.ts";
import { TicketList } from "./views/TicketList.tsx";
import { type TicketProblem, TicketView } from "./views/TicketView.tsx";
import {
  addTicketNote,
  eraseTicket,
  listTicketsPage,
  moveToNextStep,
  openTicket,
  pause,
  resume,
  setEngineer,
  setVisit,
} from "./work.ts";

const NOTICES = notices({
  step: "Moved to the next step.",
  engineer: "Engineer saved.",
  visit: "Planned visit saved.",
  pause: "The clock is stopped.",
  resume: "The clock is running again.",
  note: "Note added.",
  erasure: "The customer's data is erased. If they gave an email, it confirms the erasure shortly.",
});

type Saved = keyof typeof NOTICES.texts;

/** The audit action a notice follows: the ticket's own (`ticket-step`, …), or the erasure. */
const auditOf = (saved: Saved) => (saved === "erasure" ? saved : `ticket-${saved}`);

/** What a ticket's page shows besides the ticket: a refusal, or the question before a step emails. */
interface Shown {
  problem?: (TicketProblem & { status: number }) | undefined;
  /** A step move that would email the customer, asked about first. */
  confirmStep?: boolean;
}

type TicketParams = { id: string };

export default async function ticketPages(app: FastifyInstance) {
  async function showTickets(
    request: FastifyRequest,
    reply: FastifyReply,
    ticketId?: string,
    { problem, confirmStep = false }: Shown = {},
  ) {
    const user = request.staff;
    if (!user) return signInFirst(request, reply);
    const params = ticketListParams(request.query);
    const now = new Date();
    const clock = serviceClock(app);
    const [list, detail] = await Promise.all([
      listTicketsPage(app.db, user, params.view, params.page, now, params.q),
      ticketId ? openTicket(app.db, ticketId, user) : undefined,
    ]);
    const saved = NOTICES.asked(request);
    const notice =
      detail && saved && justDone(detail.audit, user, "ticket-view", auditOf(saved))
        ? { saved, text: NOTICES.texts[saved] }
        : undefined;
    const query = ticketListQuery(params);
    const mayExport = can(user, "export");
    const item =
      detail &&
      createElement(TicketView, {
        detail,
        query,
        now,
        clock,
        notice,
        problem,
        confirmStep,
        mayErase: can(user, "erase"),
      });
    return sendHtml(
      reply,
      problem?.status ?? 200,
      createElement(InboxFrame, {
        user,
        title: detail ? detail.ticket.number : "Service tickets",
        current: "tickets",
        noun: ["ticket", "tickets"],
        list: createElement(TicketList, { list, now, clock, selectedId: detail?.ticket.id, mayExport }),
        item,
        placeholder: { label: "Ticket", text: "Choose a ticket to work on it." },
      }),
    );
  }

  app.get(TICKETS_PATH, needs("tickets"), (request, reply) => showTickets(request, reply));
  // Before the ticket route, so a signed-out click on the export link returns to the list.
  app.get(TICKETS_EXPORT_PATH, needs("tickets", "export"), csvPage(sendTicketsCsv));
  app.get<{ Params: TicketParams }>(`${TICKETS_PATH}/:id`, needs("tickets"), (request, reply) =>
    showTickets(request, reply, request.params.id),
  );

  /**
   * A refused change (400) or a move someone else made first (409) is shown in the section of the
   * ticket's page whose form sent it.
   */
  const refusedOn =
    (name: TicketAction) =>
    (request: FastifyRequest<{ Params: TicketParams }>, reply: FastifyReply, error: PublicError) => {
      const problem = { status: error.statusCode, message: error.message, note: field(request, "body") };
      // A refused planned visit is shown as it was typed, to correct it.
      const visit = sentField(request, "visit");
      return showTickets(request, reply, request.params.id, {
        problem: { ...problem, action: name, ...(name === "visit" && visit !== undefined ? { visit } : {}) },
      });
    };

  /** A ticket action (frame.ts); the answer opens at the section of its form. */
  const action = (
    name: TicketAction,
    saved: Saved,
    run: Action<Saved, TicketParams>["run"],
    access: Permission[] = ["tickets"],
  ) =>
    addAction(
      app,
      { notices: NOTICES, refused: refusedOn(name), shownRefusals: [400, 409] },
      { path: `${TICKETS_PATH}/:id/${name}`, access, saved, fragment: `#${TICKET_SECTIONS[name]}`, run },
    );

  // A move that emails the customer is asked about first (a page with a confirm button and Cancel).
  action("step", "step", async (request, user, reply) => {
    const moved = await moveToNextStep(
      app.db,
      ticketMailSettings(app.config, app.content),
      request.params.id,
      sentField(request, "from"),
      user,
      sentField(request, "confirm") !== "yes",
    );
    if (moved === "confirm") {
      await showTickets(request, reply, request.params.id, { confirmStep: true });
      return ANSWERED;
    }
    app.outbox?.kick();
  });
  action("engineer", "engineer", (request, user) =>
    setEngineer(app.db, request.params.id, sentField(request, "engineer"), user),
  );
  action("visit", "visit", (request, user) =>
    setVisit(app.db, request.params.id, sentField(request, "visit"), user),
  );
  action("pause", "pause", (request, user) =>
    pause(app.db, request.params.id, sentField(request, "reason"), user),
  );
  action("resume", "resume", (request, user) => resume(app.db, request.params.id, user));
  action("notes", "note", (request, user) =>
    addTicketNote(app.db, request.params.id, field(request, "body"), user),
  );
  action(
    "erase",
    "erasure",
    (request, user) => eraseTicket(app, request.params.id, user, field(request, "confirm") === "yes"),
    ["tickets", "erase"],
  );
}

/**
 * After a sign-in that carried a note typed on a ticket whose session had ended: the note is added
 * and the ticket shown. Any other page is simply shown again.
 */
export async function addNoteAfterSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  next: string,
  note: string,
  user: StaffUser,
) {
  const ticketId = ticketOfPage(next);
  // A note is added only where the role may work; else the page itself answers (403).
  if (!ticketId || !can(user, "tickets")) return reply.redirect(next, 303);
  // A refused note (an erased ticket) leaves the ticket's page as it is.
  return runChange(
    reply,
    { notices: NOTICES },
    { page: next, saved: "note", fragment: `#${TICKET_SECTIONS.notes}` },
    () => addTicketNote(app.db, ticketId, note, user),
    () => reply.redirect(next, 303),
  );
}
