/**
 * The inbox pages: plain HTML forms that work without JavaScript (POST -> 303 -> GET). Without a
 * valid session every page answers with the sign-in form. Errors from an action are shown as a
 * short page with a link back.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement, type ReactElement } from "react";
import type { ErrorPage } from "../plugins/errors.ts";
import { sendCsv } from "./api.ts";
import { lockedMessage, signIn, signOut, slowDown, WRONG_CREDENTIALS } from "./auth.ts";
import { type FilterParams, filterParams, filterQuery, toListFilter } from "./filters.ts";
import { INBOX_MESSAGES } from "./guard.ts";
import { clearedSessionCookie, sessionCookie } from "./sessions.ts";
import { renderDocument } from "./views/Document.tsx";
import { InboxPage } from "./views/InboxPage.tsx";
import { MessagePage } from "./views/MessagePage.tsx";
import { SignInPage, type SignInProps } from "./views/SignInPage.tsx";
import { addNote, changeLead, listPage, openLead, resendMail } from "./work.ts";

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
} as const;

function sendHtml(reply: FastifyReply, status: number, page: ReactElement) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", INBOX_CSP)
    .send(renderDocument(page));
}

const signInPage = (reply: FastifyReply, status: number, props: SignInProps = {}) =>
  sendHtml(reply, status, createElement(SignInPage, props));

const field = (request: FastifyRequest, name: string): string => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === "string" ? value : "";
};

type LeadParams = { id: string; mailId?: string };

/** The inbox's error page: the sign-in form for 401, else a short message with a way back. */
const inboxErrorPage: ErrorPage = (reply, status, message) => {
  if (status === 401) return signInPage(reply, 401, { message });
  const heading = status === 404 ? "Not found" : status === 403 ? "Not allowed" : "That did not work";
  return sendHtml(reply, status, createElement(MessagePage, { heading, message, back: "/inbox" }));
};

export default async function inboxPages(app: FastifyInstance) {
  const repo = () => app.db.inbox;

  // Every page route shows errors as an inbox page (the server's one error handler calls it).
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, errorPage: inboxErrorPage };
  });

  async function showInbox(request: FastifyRequest, reply: FastifyReply, leadId?: string) {
    const user = request.staff;
    if (!user) return signInPage(reply, 200);
    const params = filterParams(request.query);
    const saved = (request.query as { saved?: string }).saved;
    const notice = saved && saved in NOTICES ? NOTICES[saved as keyof typeof NOTICES] : undefined;
    const [page, staff, detail] = await Promise.all([
      listPage(repo(), toListFilter(params)),
      repo().listStaff(),
      leadId ? openLead(repo(), leadId, user, notice === undefined) : undefined,
    ]);
    return sendHtml(reply, 200, createElement(InboxPage, { user, page, params, staff, detail, notice }));
  }

  app.get("/inbox", (request, reply) => showInbox(request, reply));
  app.get<{ Params: LeadParams }>("/inbox/leads/:id", (request, reply) =>
    showInbox(request, reply, request.params.id),
  );

  app.post("/inbox/sign-in", async (request, reply) => {
    const email = field(request, "email");
    const result = await signIn(repo(), {
      email,
      password: field(request, "password"),
      ipHash: request.ipHash,
      previousToken: request.sessionToken ?? undefined,
    });
    if (result.outcome === "locked")
      return signInPage(reply, 429, { message: lockedMessage(result.until), email });
    if (result.outcome === "refused") {
      await slowDown(result);
      return signInPage(reply, 401, { message: WRONG_CREDENTIALS, email });
    }
    return reply.header("set-cookie", sessionCookie(request, result.token)).redirect("/inbox", 303);
  });

  app.post("/inbox/sign-out", async (request, reply) => {
    if (request.staff) await signOut(repo(), request.sessionToken ?? "", request.staff);
    return reply.header("set-cookie", clearedSessionCookie(request)).redirect("/inbox", 303);
  });

  /** A lead action: refused without a session, then back to the lead with a notice. */
  const action = (
    path: string,
    saved: keyof typeof NOTICES,
    run: (request: FastifyRequest<{ Params: LeadParams }>) => Promise<unknown>,
  ) =>
    app.post<{ Params: LeadParams }>(path, async (request, reply) => {
      if (!request.staff) return signInPage(reply, 401, { message: INBOX_MESSAGES.signIn });
      await run(request);
      const params: FilterParams = filterParams(request.query);
      const query = filterQuery(params);
      return reply.redirect(
        `/inbox/leads/${request.params.id}${query}${query ? "&" : "?"}saved=${saved}`,
        303,
      );
    });

  action("/inbox/leads/:id/status", "status", (request) =>
    changeLead(repo(), request.params.id, { status: field(request, "status") }, request.staff!),
  );
  action("/inbox/leads/:id/assignee", "assignee", (request) =>
    changeLead(repo(), request.params.id, { assignee: field(request, "assignee") }, request.staff!),
  );
  action("/inbox/leads/:id/notes", "note", (request) =>
    addNote(repo(), request.params.id, field(request, "body"), request.staff!),
  );
  action("/inbox/leads/:id/mail/:mailId/resend", "resend", (request) =>
    resendMail(repo(), request.params.id, request.params.mailId ?? "", request.staff!),
  );

  app.get("/inbox/export.csv", (request, reply) =>
    request.staff ? sendCsv(request, reply) : signInPage(reply, 401, { message: INBOX_MESSAGES.signIn }),
  );
}
