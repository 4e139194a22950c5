/**
 * The inbox's pages: sign-in and sign-out, the lead section, and the ticket, privacy and content sections
 * registered here, all on the frame (frame.ts). A note typed before a session ended is added once
 * signed in (on a lead here, on a ticket by tickets/pages.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement } from "react";
import contentPages from "../content/pages.ts";
import { CONTENT_PATH } from "../content/paths.ts";
import photoPages from "../media/pages.ts";
import { PublicError } from "../plugins/errors.ts";
import { sendCsv } from "./api.ts";
import { lockedMessage, retryAfterSeconds, signInFrom, signOutFrom, WRONG_CREDENTIALS } from "./auth.ts";
import { filterParams, toListFilter } from "./filters.ts";
import {
  type Action,
  addAction,
  csvPage,
  field,
  inboxErrorPage,
  notices,
  runChange,
  type Section,
  sendHtml,
  sentField,
  signInFirst,
  signInPage,
} from "./frame.ts";
import { EXPORT_PATH, inboxPageOf, leadOfPage } from "./guard.ts";
import privacyPages from "./privacy-pages.ts";
import { can, needs, type Permission, PUBLIC, SIGNED_IN } from "./roles.ts";
import ticketPages, { addNoteAfterSignIn } from "./tickets/pages.ts";
import { TICKETS_PATH } from "./tickets/paths.ts";
import { InboxFrame } from "./views/InboxFrame.tsx";
import type { Problem } from "./views/ItemParts.tsx";
import { LeadList } from "./views/LeadList.tsx";
import { LeadView } from "./views/LeadView.tsx";
import { leadTitle } from "./views/lead-text.ts";
import { NoAccessPage } from "./views/NoAccessPage.tsx";
import { addNote, changeLead, eraseLead, justDone, listPage, openLead, resendMail } from "./work.ts";

const NOTICES = notices({
  status: "Status saved.",
  assignee: "Assignee saved.",
  note: "Note added.",
  resend: "The email is queued and will be sent again shortly.",
  erasure: "The person's data is erased; the email confirming it is queued.",
});

type LeadParams = { id: string; mailId?: string };

export default async function inboxPages(app: FastifyInstance) {
  // Every page route shows errors as an inbox page (the server's one error handler calls it).
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, errorPage: inboxErrorPage };
  });

  async function showInbox(request: FastifyRequest, reply: FastifyReply, leadId?: string, problem?: Problem) {
    const user = request.staff;
    if (!user) return signInFirst(request, reply);
    // The front page of a role without leads: its tickets, its content, or a page saying it has no section.
    if (!can(user, "leads")) {
      if (can(user, "tickets")) return reply.redirect(TICKETS_PATH, 303);
      if (can(user, "content")) return reply.redirect(CONTENT_PATH, 303);
      return sendHtml(reply, 200, createElement(NoAccessPage, { user }));
    }
    const params = filterParams(request.query);
    const [page, staff, detail] = await Promise.all([
      listPage(app.db, toListFilter(params)),
      app.db.staff.listStaff(),
      leadId ? openLead(app.db, leadId, user) : undefined,
    ]);
    const saved = NOTICES.asked(request);
    const notice =
      detail && saved && justDone(detail.audit, user, "view", saved) ? NOTICES.texts[saved] : undefined;
    const selectedId = detail?.lead.id;
    const list = createElement(LeadList, { page, params, staff, selectedId, mayExport: can(user, "export") });
    const item =
      detail &&
      createElement(LeadView, { detail, params, staff, notice, problem, mayErase: can(user, "erase") });
    return sendHtml(
      reply,
      problem ? 400 : 200,
      createElement(InboxFrame, {
        user,
        title: detail ? leadTitle(detail.lead) : "Leads",
        current: "leads",
        noun: ["lead", "leads"],
        list,
        item,
        placeholder: { label: "Lead", text: "Choose a lead to see everything the visitor sent." },
      }),
    );
  }

  /** A refused change to a lead (400) is shown on its page with the note as it was typed. */
  const leads: Section<keyof typeof NOTICES.texts, LeadParams> = {
    notices: NOTICES,
    refused: (request, reply, error) =>
      showInbox(request, reply, request.params.id, { message: error.message, note: field(request, "body") }),
  };

  await app.register(ticketPages);
  await app.register(privacyPages);
  await app.register(contentPages);
  await app.register(photoPages);

  app.get("/inbox", SIGNED_IN, (request, reply) => showInbox(request, reply));
  app.get<{ Params: LeadParams }>("/inbox/leads/:id", needs("leads"), (request, reply) =>
    showInbox(request, reply, request.params.id),
  );

  app.post("/inbox/sign-in", PUBLIC, async (request, reply) => {
    const email = field(request, "email");
    const next = inboxPageOf(field(request, "next"));
    const note = field(request, "note");
    const result = await signInFrom(request, reply, email, field(request, "password"));
    if (result.outcome === "locked")
      return signInPage(reply.header("retry-after", retryAfterSeconds(result.until)), 429, {
        message: lockedMessage(result.until),
        email,
        next,
        note,
      });
    if (result.outcome === "refused")
      return signInPage(reply, 401, { message: WRONG_CREDENTIALS, email, next, note });
    const leadId = leadOfPage(next);
    if (note.trim() && !leadId) return addNoteAfterSignIn(app, reply, next, note, result.user);
    // A note is added only where the role may work; else the page itself answers (403).
    if (!note.trim() || !leadId || !can(result.user, "leads")) return reply.redirect(next, 303);
    // The note typed before the session ended is added now, or shown again on the lead's page.
    request.staff = result.user;
    return runChange(
      reply,
      leads,
      { page: next, saved: "note" },
      () => addNote(app.db, leadId, note, result.user),
      (error) => showInbox(request, reply, leadId, { message: error.message, note }),
    );
  });

  app.post("/inbox/sign-out", SIGNED_IN, async (request, reply) => {
    await signOutFrom(request, reply);
    return reply.redirect("/inbox", 303);
  });

  const action = (
    path: string,
    saved: keyof typeof NOTICES.texts,
    run: Action<keyof typeof NOTICES.texts, LeadParams>["run"],
    access: Permission[] = ["leads"],
  ) => addAction(app, leads, { path, access, saved, run });

  action("/inbox/leads/:id/status", "status", (request, user) =>
    changeLead(app.db, request.params.id, { status: sentField(request, "status") }, user),
  );
  action("/inbox/leads/:id/assignee", "assignee", (request, user) =>
    // A form without the field is refused (400), never read as "assign to nobody".
    changeLead(app.db, request.params.id, { assignee: sentField(request, "assignee") }, user),
  );
  action("/inbox/leads/:id/notes", "note", (request, user) =>
    addNote(app.db, request.params.id, field(request, "body"), user),
  );
  action("/inbox/leads/:id/mail/:mailId/resend", "resend", (request, user) =>
    resendMail(app.db, request.params.id, request.params.mailId ?? "", user),
  );
  action(
    "/inbox/leads/:id/erase",
    "erasure",
    (request, user) => eraseLead(app, request.params.id, user, field(request, "confirm") === "yes"),
    ["leads", "erase"],
  );

  // Reloading the page a refused sign-in left in the address bar shows the form again.
  app.get("/inbox/sign-in", PUBLIC, (_request, reply) => reply.redirect("/inbox", 303));
  app.get("/inbox/sign-out", PUBLIC, (_request, reply) => reply.redirect("/inbox", 303));

  app.get(EXPORT_PATH, needs("leads", "export"), csvPage(sendCsv));

  // Any other inbox address is the inbox's own 404, not the public site's redirect home.
  app.all("/inbox/*", PUBLIC, async () => {
    throw new PublicError(404, NOT_AN_INBOX_PAGE);
  });
}

const NOT_AN_INBOX_PAGE = "There is no such page in the inbox.";
