/**
 * The inbox pages: plain HTML forms that work without JavaScript (POST -> 303 -> GET). Without a
 * valid session every page answers with the sign-in form, which returns to that page (and keeps a
 * typed note). A refused action is shown on its lead's page; other errors as a short page with a
 * link back. Every action's URL, opened with GET, leads to the page it belongs to.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement, type ReactElement } from "react";
import type { StaffUser } from "../db/inbox.ts";
import { type ErrorPage, PublicError } from "../plugins/errors.ts";
import { sendCsv } from "./api.ts";
import { lockedMessage, retryAfterSeconds, signIn, signOut, slowDown, WRONG_CREDENTIALS } from "./auth.ts";
import { filterParams, toListFilter } from "./filters.ts";
import { EXPORT_PATH, INBOX_MESSAGES, inboxPageOf, leadOfPage } from "./guard.ts";
import { can, needs, type Permission, PUBLIC, ROLE_MESSAGES, SIGNED_IN } from "./roles.ts";
import { clearedSessionCookie, sessionCookie } from "./sessions.ts";
import ticketPages, { addNoteAfterSignIn } from "./tickets/pages.ts";
import { TICKETS_PATH } from "./tickets/paths.ts";
import { renderDocument } from "./views/Document.tsx";
import { InboxPage } from "./views/InboxPage.tsx";
import type { LeadProblem } from "./views/LeadView.tsx";
import { MessagePage } from "./views/MessagePage.tsx";
import { NoAccessPage } from "./views/NoAccessPage.tsx";
import { SignInPage, type SignInProps } from "./views/SignInPage.tsx";
import { addNote, changeLead, eraseLead, justDone, listPage, openLead, resendMail } from "./work.ts";

/** Nothing but the inbox's own stylesheet and font; forms only to this site. */
export const INBOX_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const NOTICES = {
  status: "Status saved.",
  assignee: "Assignee saved.",
  note: "Note added.",
  resend: "The email is queued and will be sent again shortly.",
  erasure: "The person's data is erased; the email confirming it is queued.",
} as const;

type Saved = keyof typeof NOTICES;
const isSaved = (value: unknown): value is Saved =>
  typeof value === "string" && Object.hasOwn(NOTICES, value);

export function sendHtml(reply: FastifyReply, status: number, page: ReactElement) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", INBOX_CSP)
    .send(renderDocument(page));
}

export const signInPage = (reply: FastifyReply, status: number, props: SignInProps = {}) =>
  sendHtml(reply, status, createElement(SignInPage, props));

/** A posted form field's text, or undefined when the form did not send it. */
export const sentField = (request: FastifyRequest, name: string): string | undefined => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === "string" ? value : undefined;
};

/** A posted form field's text, "" when missing (for text the page shows again). */
export const field = (request: FastifyRequest, name: string): string => sentField(request, name) ?? "";

/** `page` with ?saved=… added: the notice shown once the change is found in the audit trail. */
const withSaved = (page: string, saved: Saved) => `${page}${page.includes("?") ? "&" : "?"}saved=${saved}`;

type LeadParams = { id: string; mailId?: string };

/**
 * The inbox's error page: the sign-in form for 401 (returning to the page asked for), else a short
 * message with a way back to the page the request belongs to (the list when the lead is missing).
 */
export const inboxErrorPage: ErrorPage = (reply, status, message) => {
  const page = inboxPageOf(reply.request.url);
  if (status === 401) return signInPage(reply, 401, { message, next: page });
  const heading = status === 404 ? "Not found" : status === 403 ? "Not allowed" : "That did not work";
  // A page the role may not use leads back to the inbox's front page, which every role may open.
  const back = status === 404 || message === ROLE_MESSAGES.refused ? "/inbox" : page;
  return sendHtml(reply, status, createElement(MessagePage, { heading, message, back }));
};

export default async function inboxPages(app: FastifyInstance) {
  const repo = () => app.db.inbox;

  // Every page route shows errors as an inbox page (the server's one error handler calls it).
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, errorPage: inboxErrorPage };
  });

  async function showInbox(
    request: FastifyRequest,
    reply: FastifyReply,
    leadId?: string,
    problem?: LeadProblem,
  ) {
    const user = request.staff;
    if (!user) return signInPage(reply, 200, { next: inboxPageOf(request.url) });
    // The front page of a role without leads: its tickets, or a page saying it has no section.
    if (!can(user, "leads"))
      return can(user, "tickets")
        ? reply.redirect(TICKETS_PATH, 303)
        : sendHtml(reply, 200, createElement(NoAccessPage, { user }));
    const params = filterParams(request.query);
    const [page, staff, detail] = await Promise.all([
      listPage(repo(), toListFilter(params)),
      repo().listStaff(),
      leadId ? openLead(repo(), leadId, user) : undefined,
    ]);
    const saved = (request.query as { saved?: unknown }).saved;
    const notice = detail && isSaved(saved) && justDone(detail, user, saved) ? NOTICES[saved] : undefined;
    const view = { user, page, params, staff, detail, notice, problem };
    return sendHtml(reply, problem ? 400 : 200, createElement(InboxPage, view));
  }

  await app.register(ticketPages);

  app.get("/inbox", SIGNED_IN, (request, reply) => showInbox(request, reply));
  app.get<{ Params: LeadParams }>("/inbox/leads/:id", needs("leads"), (request, reply) =>
    showInbox(request, reply, request.params.id),
  );

  app.post("/inbox/sign-in", PUBLIC, async (request, reply) => {
    const email = field(request, "email");
    const next = inboxPageOf(field(request, "next"));
    const note = field(request, "note");
    const result = await signIn(repo(), {
      email,
      password: field(request, "password"),
      ipHash: request.ipHash,
      previousToken: request.sessionToken ?? undefined,
    });
    if (result.outcome === "locked")
      return signInPage(reply.header("retry-after", retryAfterSeconds(result.until)), 429, {
        message: lockedMessage(result.until),
        email,
        next,
        note,
      });
    if (result.outcome === "refused") {
      await slowDown(result);
      return signInPage(reply, 401, { message: WRONG_CREDENTIALS, email, next, note });
    }
    reply.header("set-cookie", sessionCookie(request, result.token));
    const leadId = leadOfPage(next);
    if (note.trim() && !leadId) return addNoteAfterSignIn(app, reply, next, note, result.user);
    // A note is added only where the role may work; else the page itself answers (403).
    if (!note.trim() || !leadId || !can(result.user, "leads")) return reply.redirect(next, 303);
    // The note typed before the session ended is added now, or shown again on the lead's page.
    request.staff = result.user;
    return runOnLead(request, reply, leadId, next, "note", note, () =>
      addNote(repo(), leadId, note, result.user),
    );
  });

  app.post("/inbox/sign-out", SIGNED_IN, async (request, reply) => {
    if (request.staff) await signOut(repo(), request.sessionToken ?? "", request.staff);
    return reply.header("set-cookie", clearedSessionCookie(request)).redirect("/inbox", 303);
  });

  /**
   * Runs a change to a lead, then goes back to it (with a notice when something changed). A
   * refusal (400) is shown on the lead's page with the note as it was typed.
   */
  async function runOnLead(
    request: FastifyRequest,
    reply: FastifyReply,
    leadId: string,
    page: string,
    saved: Saved,
    note: string,
    run: () => Promise<unknown>,
  ) {
    try {
      const changed = await run();
      return reply.redirect(changed === false ? page : withSaved(page, saved), 303);
    } catch (error) {
      if (!(error instanceof PublicError) || error.statusCode !== 400) throw error;
      return showInbox(request, reply, leadId, { message: error.message, note });
    }
  }

  /** A lead action: without a session the sign-in form (keeping a typed note), else runOnLead. */
  const action = (
    path: string,
    saved: Saved,
    run: (request: FastifyRequest<{ Params: LeadParams }>, user: StaffUser) => Promise<unknown>,
    permissions: Permission[] = ["leads"],
  ) => {
    app.post<{ Params: LeadParams }>(path, needs(...permissions), async (request, reply) => {
      const page = inboxPageOf(request.url);
      const note = field(request, "body");
      const user = request.staff;
      if (!user) {
        // A typed note is kept on the sign-in form; a click (status, assignee, resend) is said lost.
        const message = saved === "note" ? INBOX_MESSAGES.signIn : INBOX_MESSAGES.changeNotSaved;
        return signInPage(reply, 401, { message, next: page, note });
      }
      return runOnLead(request, reply, request.params.id, page, saved, note, () => run(request, user));
    });
    // The address bar may show an action's URL (after a refusal); reloading it opens the lead.
    app.get(path, needs(...permissions), (request, reply) => reply.redirect(inboxPageOf(request.url), 303));
  };

  action("/inbox/leads/:id/status", "status", (request, user) =>
    changeLead(repo(), request.params.id, { status: sentField(request, "status") }, user),
  );
  action("/inbox/leads/:id/assignee", "assignee", (request, user) =>
    // A form without the field is refused (400), never read as "assign to nobody".
    changeLead(repo(), request.params.id, { assignee: sentField(request, "assignee") }, user),
  );
  action("/inbox/leads/:id/notes", "note", (request, user) =>
    addNote(repo(), request.params.id, field(request, "body"), user),
  );
  action("/inbox/leads/:id/mail/:mailId/resend", "resend", (request, user) =>
    resendMail(repo(), request.params.id, request.params.mailId ?? "", user),
  );
  action(
    "/inbox/leads/:id/erase",
    "erasure",
    async (request, user) => {
      await eraseLead(app.db, request.params.id, user, field(request, "confirm") === "yes");
      app.outbox?.kick();
    },
    ["leads", "erase"],
  );

  // Reloading the page a refused sign-in left in the address bar shows the form again.
  app.get("/inbox/sign-in", PUBLIC, (_request, reply) => reply.redirect("/inbox", 303));
  app.get("/inbox/sign-out", PUBLIC, (_request, reply) => reply.redirect("/inbox", 303));

  app.get(EXPORT_PATH, needs("leads", "export"), (request, reply) =>
    request.staff
      ? sendCsv(request, reply)
      : signInPage(reply, 401, { message: INBOX_MESSAGES.signIn, next: inboxPageOf(request.url) }),
  );

  // Any other inbox address is the inbox's own 404, not the public site's redirect home.
  app.all("/inbox/*", PUBLIC, async () => {
    throw new PublicError(404, NOT_AN_INBOX_PAGE);
  });
}

const NOT_AN_INBOX_PAGE = "There is no such page in the inbox.";
