/**
 * The ticket pages of the inbox, beside the lead pages and under the same rules (index.ts, guard.ts):
 * without a valid session the sign-in form (keeping a typed note), a state change from another
 * site 403, plain forms (POST -> 303 -> GET). A refused change (400) or a step someone else moved
 * first (409) is shown on the ticket's page; an action's URL opened with GET leads to its ticket.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement } from "react";
import type { StaffUser } from "../../db/inbox.ts";
import type { TicketAuditAction } from "../../db/tickets.ts";
import { PublicError } from "../../plugins/errors.ts";
import { ticketMailSettings } from "../../service/ticket-mail.ts";
import { INBOX_MESSAGES, inboxPageOf } from "../guard.ts";
import { field, sendHtml, sentField, signInPage } from "../pages.ts";
import { can, needs, type Permission } from "../roles.ts";
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
import { TicketPage } from "./views/TicketPage.tsx";
import type { TicketProblem } from "./views/TicketView.tsx";
import {
  addTicketNote,
  eraseTicket,
  justDoneOnTicket,
  listTicketsPage,
  moveToNextStep,
  openTicket,
  pause,
  resume,
  setEngineer,
  setVisit,
} from "./work.ts";

const NOTICES = {
  step: "Moved to the next step.",
  engineer: "Engineer saved.",
  visit: "Planned visit saved.",
  pause: "The clock is stopped.",
  resume: "The clock is running again.",
  note: "Note added.",
  erasure: "The customer's data is erased. If they gave an email, it confirms the erasure shortly.",
} as const;

type Saved = keyof typeof NOTICES;

const AUDIT_OF: Readonly<Record<Saved, TicketAuditAction | "erasure">> = {
  step: "ticket-step",
  engineer: "ticket-engineer",
  visit: "ticket-visit",
  pause: "ticket-pause",
  resume: "ticket-resume",
  note: "ticket-note",
  erasure: "erasure",
};

const isSaved = (value: unknown): value is Saved =>
  typeof value === "string" && Object.hasOwn(NOTICES, value);

const withSaved = (page: string, saved: Saved) => `${page}${page.includes("?") ? "&" : "?"}saved=${saved}`;

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
    if (!user) return signInPage(reply, 200, { next: inboxPageOf(request.url) });
    const params = ticketListParams(request.query);
    const now = new Date();
    const [list, detail] = await Promise.all([
      listTicketsPage(app.db, user, params.view, params.page, now, params.q),
      ticketId ? openTicket(app.db, ticketId, user) : undefined,
    ]);
    const saved = (request.query as { saved?: unknown }).saved;
    const notice =
      detail && isSaved(saved) && justDoneOnTicket(detail, user, AUDIT_OF[saved])
        ? { saved, text: NOTICES[saved] }
        : undefined;
    const query = ticketListQuery(params);
    const view = { user, list, query, now, detail, notice, problem, confirmStep };
    return sendHtml(reply, problem?.status ?? 200, createElement(TicketPage, view));
  }

  app.get(TICKETS_PATH, needs("tickets"), (request, reply) => showTickets(request, reply));
  // Before the ticket route, so a signed-out click on the export link returns to the list.
  app.get(TICKETS_EXPORT_PATH, needs("tickets", "export"), (request, reply) =>
    request.staff
      ? sendTicketsCsv(request, reply)
      : signInPage(reply, 401, { message: INBOX_MESSAGES.signIn, next: inboxPageOf(request.url) }),
  );
  app.get<{ Params: TicketParams }>(`${TICKETS_PATH}/:id`, needs("tickets"), (request, reply) =>
    showTickets(request, reply, request.params.id),
  );

  /**
   * A ticket action: without a session the sign-in form (a typed note kept, a click said lost);
   * else the change, then back to the ticket (with a notice when something changed). A refusal
   * (400) or a move someone else made first (409) is shown on the ticket's page.
   */
  const action = (
    name: TicketAction,
    saved: Saved,
    run: (request: FastifyRequest<{ Params: TicketParams }>, user: StaffUser) => Promise<unknown>,
    permissions: Permission[] = ["tickets"],
  ) => {
    const path = `${TICKETS_PATH}/:id/${name}`;
    const section = `#${TICKET_SECTIONS[name]}`;
    app.post<{ Params: TicketParams }>(path, needs(...permissions), async (request, reply) => {
      const page = inboxPageOf(request.url);
      const note = field(request, "body");
      const user = request.staff;
      if (!user) {
        const message = saved === "note" ? INBOX_MESSAGES.signIn : INBOX_MESSAGES.changeNotSaved;
        return signInPage(reply, 401, { message, next: page, note });
      }
      try {
        const changed = await run(request, user);
        if (changed === "confirm")
          return showTickets(request, reply, request.params.id, { confirmStep: true });
        return reply.redirect(`${changed === false ? page : withSaved(page, saved)}${section}`, 303);
      } catch (error) {
        if (!(error instanceof PublicError) || (error.statusCode !== 400 && error.statusCode !== 409))
          throw error;
        const problem = { status: error.statusCode, message: error.message, note, action: name };
        // A refused planned visit is shown as it was typed, to correct it.
        const visit = sentField(request, "visit");
        return showTickets(request, reply, request.params.id, {
          problem: name === "visit" && visit !== undefined ? { ...problem, visit } : problem,
        });
      }
    });
    app.get(path, needs(...permissions), (request, reply) => reply.redirect(inboxPageOf(request.url), 303));
  };

  // A move that emails the customer is asked about first (a page with a confirm button and Cancel).
  action("step", "step", async (request, user) => {
    const moved = await moveToNextStep(
      app.db,
      ticketMailSettings(app.config),
      request.params.id,
      sentField(request, "from"),
      user,
      sentField(request, "confirm") !== "yes",
    );
    if (moved === "confirm") return moved;
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
    async (request, user) => {
      await eraseTicket(app.db, request.params.id, user, field(request, "confirm") === "yes");
      app.outbox?.kick();
    },
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
  try {
    await addTicketNote(app.db, ticketId, note, user);
  } catch (error) {
    if (!(error instanceof PublicError) || error.statusCode !== 400) throw error;
    return reply.redirect(next, 303);
  }
  return reply.redirect(`${withSaved(next, "note")}#${TICKET_SECTIONS.notes}`, 303);
}
