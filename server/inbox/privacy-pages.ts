/**
 * The inbox's privacy request pages: the list (`/inbox/privacy`), one request
 * (`/inbox/privacy/:id`) and its two actions, close as done or refused with a note
 * (`…/close`) and, for an erasure, erase the person's data (`…/erase`, the staff erasure of
 * PrivacyStore.erase), on the frame like every section (frame.ts); every view and change is in the
 * request's audit trail.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement } from "react";
import { PublicError } from "../plugins/errors.ts";
import { type Action, addAction, field, notices, type Section, sendHtml, signInFirst } from "./frame.ts";
import { needs } from "./roles.ts";
import type { Problem } from "./views/ItemParts.tsx";
import { type PrivacyRequestDetail, PrivacyRequestsPage } from "./views/PrivacyRequestsPage.tsx";
import { eraseForPerson, noteText } from "./work.ts";

export const PRIVACY_REQUEST_MESSAGES = {
  notFound: "There is no such privacy request.",
  noteEmpty: "Please write a note: what was done, or why the request is refused.",
  noteLong: "The note is too long (at most 2000 characters).",
  status: "Please choose done or refused.",
  closed: "This request is already closed.",
  unconfirmed: "Tick the box to confirm that the person asked for their data to be erased.",
  notErasure: "Only a request to erase can erase the person's data from here.",
} as const;

const NOTICES = notices(
  {
    closed: "The request is closed.",
    erased: "The person's data is erased.",
  },
  "done",
);

/** What an erasure's notice says of its confirmation email, by the outbox's state of it. */
const CONFIRMATION = {
  pending: "The email confirming it to {to} is queued.",
  sent: "The email confirming it was sent.",
  dead: "The email confirming it could not be sent: tell the person another way.",
  none: "No email confirms it: the request gave no email address we can write to, so tell the person another way (by phone or letter).",
} as const;

type Done = keyof typeof NOTICES.texts;

type Params = { id: string };

export default async function privacyPages(app: FastifyInstance) {
  const store = () => app.db.privacyRequests;

  async function show(request: FastifyRequest, reply: FastifyReply, id?: string, problem?: Problem) {
    const user = request.staff;
    if (!user) return signInFirst(request, reply);
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
    const done = NOTICES.asked(request);
    const notice = detail && done ? await noticeOf(detail, done) : undefined;
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
    if (done === "closed") return NOTICES.texts.closed;
    if (!detail.request.erasedAt) return undefined;
    const mail = await store().confirmation(detail.request.id);
    const said = CONFIRMATION[mail?.status ?? "none"].replace("{to}", mail?.to ?? "");
    return `${NOTICES.texts.erased} ${said}`;
  }

  /** A refused change (400) is shown on the request's page, with the note as it was typed. */
  const requests: Section<Done, Params> = {
    notices: NOTICES,
    refused: (request, reply, error) =>
      show(request, reply, request.params.id, { message: error.message, note: field(request, "note") }),
  };
  const action = (name: string, saved: Done, run: Action<Done, Params>["run"]) =>
    addAction(app, requests, {
      path: `/inbox/privacy/:id/${name}`,
      // Answering a request, and the erasure it may ask for, are the admin's (roles.ts).
      access: name === "erase" ? ["privacy-requests", "erase"] : ["privacy-requests"],
      saved,
      run,
    });

  action("close", "closed", async (request, user) => {
    const found = await store().get(request.params.id);
    if (!found) throw new PublicError(404, PRIVACY_REQUEST_MESSAGES.notFound);
    const status = field(request, "status");
    if (status !== "done" && status !== "refused")
      throw new PublicError(400, PRIVACY_REQUEST_MESSAGES.status);
    const note = noteText(field(request, "note"), PRIVACY_REQUEST_MESSAGES, 2000);
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
    // The person is who the request names.
    const person = { ...found, leadId: null, ticketId: null, requestId: found.id };
    await eraseForPerson(app, person, { via: "request", user, requestId: found.id });
  });
}
