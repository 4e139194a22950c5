/**
 * The inbox's privacy request pages: the list (`/inbox/privacy`), one request
 * (`/inbox/privacy/:id`) and its two actions, close as done or refused with a note
 * (`…/close`) and, for an erasure, erase the person's data (`…/erase`, the staff erasure of
 * PrivacyStore.erase). Like every inbox page: without a valid session the sign-in form (which
 * returns here), plain HTML forms (POST -> 303 -> GET), every view and change in the audit trail,
 * an action's URL opened with GET sent to its request's page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement } from "react";
import type { StaffUser } from "../db/inbox.ts";
import { PublicError } from "../plugins/errors.ts";
import { confirmationMessage } from "../privacy/requests.ts";
import { INBOX_MESSAGES, inboxPageOf } from "./guard.ts";
import { inboxErrorPage, sendHtml, signInPage } from "./pages.ts";
import { needs } from "./roles.ts";
import { type PrivacyRequestDetail, PrivacyRequestsPage } from "./views/PrivacyRequestsPage.tsx";

export const PRIVACY_REQUEST_MESSAGES = {
  notFound: "There is no such privacy request.",
  noteEmpty: "Please write a note: what was done, or why the request is refused.",
  noteLong: "The note is too long (at most 2000 characters).",
  status: "Please choose done or refused.",
  closed: "This request is already closed.",
  unconfirmed: "Tick the box to confirm that the person asked for their data to be erased.",
  notErasure: "Only a request to erase can erase the person's data from here.",
} as const;

const NOTICES = {
  closed: "The request is closed.",
  erased: "The person's data is erased.",
} as const;

/** What an erasure's notice says of its confirmation email, by the outbox's state of it. */
const CONFIRMATION = {
  pending: "The email confirming it to {to} is queued.",
  sent: "The email confirming it was sent.",
  dead: "The email confirming it could not be sent: tell the person another way.",
  none: "No email confirms it: the request gave no email address we can write to, so tell the person another way (by phone or letter).",
} as const;

type Done = keyof typeof NOTICES;
const isDone = (value: unknown): value is Done => typeof value === "string" && Object.hasOwn(NOTICES, value);

type Params = { id: string };

const field = (request: FastifyRequest, name: string): string => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
};

export default async function privacyPages(app: FastifyInstance) {
  const store = () => app.db.privacyRequests;

  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, errorPage: inboxErrorPage };
  });

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    id?: string,
    problem?: { message: string; note: string },
  ) {
    const user = request.staff;
    if (!user) return signInPage(reply, 200, { next: inboxPageOf(request.url) });
    const now = new Date();
    const requests = await store().list();
    let detail: PrivacyRequestDetail | undefined;
    if (id !== undefined) {
      const found = await store().get(id);
      if (!found) throw new PublicError(404, PRIVACY_REQUEST_MESSAGES.notFound);
      if (!problem) await store().recordView(found.id, user, now);
      const [records, audit] = await Promise.all([store().matchingRecords(found), store().audit(found.id)]);
      detail = { request: found, records, audit };
    }
    const done = (request.query as { done?: unknown }).done;
    const notice = detail && isDone(done) ? await noticeOf(detail, done) : undefined;
    const page = createElement(PrivacyRequestsPage, { user, requests, detail, notice, problem, now });
    return sendHtml(reply, problem ? 400 : 200, page);
  }

  app.get("/inbox/privacy", needs("privacy-requests"), (request, reply) => show(request, reply));
  app.get<{ Params: Params }>("/inbox/privacy/:id", needs("privacy-requests"), (request, reply) =>
    show(request, reply, request.params.id),
  );

  /**
   * What a finished action's notice says. An erasure's names the address its confirmation is queued
   * to, read from the outbox (the request's own address is erased by then); none queued, it says so.
   */
  async function noticeOf(detail: PrivacyRequestDetail, done: Done): Promise<string | undefined> {
    if (done === "closed") return NOTICES.closed;
    if (!detail.request.erasedAt) return undefined;
    const mail = await store().confirmation(detail.request.id);
    const said = CONFIRMATION[mail?.status ?? "none"].replace("{to}", mail?.to ?? "");
    return `${NOTICES.erased} ${said}`;
  }

  /** An action on a request: the sign-in form without a session; a refusal (400) on its page. */
  const action = (
    name: string,
    done: Done,
    run: (request: FastifyRequest<{ Params: Params }>, user: StaffUser) => Promise<void>,
  ) => {
    const path = `/inbox/privacy/:id/${name}`;
    // Answering a request, and the erasure it may ask for, are the admin's (roles.ts).
    const access = name === "erase" ? needs("privacy-requests", "erase") : needs("privacy-requests");
    app.post<{ Params: Params }>(path, access, async (request, reply) => {
      const page = inboxPageOf(request.url);
      const user = request.staff;
      if (!user) return signInPage(reply, 401, { message: INBOX_MESSAGES.changeNotSaved, next: page });
      try {
        await run(request, user);
      } catch (error) {
        if (!(error instanceof PublicError) || error.statusCode !== 400) throw error;
        return show(request, reply, request.params.id, {
          message: error.message,
          note: field(request, "note"),
        });
      }
      return reply.redirect(`${page}?done=${done}`, 303);
    });
    app.get(path, access, (request, reply) => reply.redirect(inboxPageOf(request.url), 303));
  };

  action("close", "closed", async (request, user) => {
    const found = await store().get(request.params.id);
    if (!found) throw new PublicError(404, PRIVACY_REQUEST_MESSAGES.notFound);
    const status = field(request, "status");
    if (status !== "done" && status !== "refused")
      throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.status);
    const note = field(request, "note").replace(/\r\n/g, "\n").trim();
    if (!note) throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.noteEmpty);
    if ([...note].length > 2000) throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.noteLong);
    if (!(await store().close(found.id, status, note, user, new Date())))
      throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.closed);
  });

  action("erase", "erased", async (request, user) => {
    const found = await store().get(request.params.id);
    if (!found) throw new PublicError(404, PRIVACY_REQUEST_MESSAGES.notFound);
    if (found.request !== "erase") throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.notErasure);
    if (found.status !== "open" || found.erasedAt)
      throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.closed);
    if (field(request, "confirm") !== "yes") throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.unconfirmed);
    const at = new Date();
    // The person is who the request names: the erasure a personal link makes, from the request.
    const person = {
      leadId: null,
      ticketId: null,
      requestId: found.id,
      email: found.email,
      mobile: found.mobile,
    };
    await app.db.privacy.erase(person, at, confirmationMessage(found, at, "emailOrMobile"), {
      via: "request",
      user,
      requestId: found.id,
    });
    app.outbox?.kick();
  });
}
