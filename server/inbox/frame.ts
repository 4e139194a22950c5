/**
 * The inbox frame: what every section of the inbox (leads, service tickets, privacy requests, and
 * any to come) is built on. A section brings its routes, data and views; the frame answers them the
 * same way everywhere:
 * - a page is HTML under the inbox's CSP; without a session, the sign-in form that returns to it;
 *   an error, an inbox page (the sign-in form for 401, else a short message with a way back);
 * - an action is a plain form post (POST -> 303 -> GET): without a session the sign-in form (a
 *   typed note kept, a click said lost); else the change, then back to its page, naming the change
 *   in the address (`?saved=note`) so the page shows its notice; a refused change is shown on the
 *   page; the action's URL opened with GET (an address bar after a refusal) leads to its page.
 * Every route declares the permissions it needs (roles.ts); index.ts checks them before any handler.
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement, type ReactElement } from "react";
import { FORM_POST_BODY_LIMIT } from "../../contracts/leads/forms.ts";
import type { StaffUser } from "../db/staff.ts";
import { csvDay } from "../leads/export.ts";
import { type ErrorPage, PublicError } from "../plugins/errors.ts";
import { INBOX_MESSAGES, inboxPageOf } from "./guard.ts";
import { needs, type Permission, ROLE_MESSAGES } from "./roles.ts";
import { renderDocument } from "./views/Document.tsx";
import { MessagePage } from "./views/MessagePage.tsx";
import { SignInPage, type SignInProps } from "./views/SignInPage.tsx";

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

export function sendHtml(reply: FastifyReply, status: number, page: ReactElement) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", INBOX_CSP)
    .send(renderDocument(page));
}

export const signInPage = (reply: FastifyReply, status: number, props: SignInProps = {}) =>
  sendHtml(reply, status, createElement(SignInPage, props));

/** The sign-in form in place of the page asked for, returning there once signed in. */
export const signInFirst = (request: FastifyRequest, reply: FastifyReply, status = 200, message?: string) =>
  signInPage(reply, status, { message, next: inboxPageOf(request.url) });

/** A posted body's fields ({} without a body), for the pages and the API. */
export const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === "object" && request.body !== null ? (request.body as Record<string, unknown>) : {};

/**
 * The JSON body of a change that names at least one of `fields`; any other body (another type, as
 * plain text, or nothing to change) is refused with a 400 that names them, never a 200 that did nothing.
 */
export function changeBody(request: FastifyRequest, fields: readonly string[]): Record<string, unknown> {
  const body = bodyOf(request);
  if (!fields.some((name) => name in body)) {
    throw new PublicError(400, `Send ${fields.join(" or ")} in a JSON body: nothing was changed.`);
  }
  return body;
}

/** A posted form field's text, or undefined when the form did not send it. */
export const sentField = (request: FastifyRequest, name: string): string | undefined => {
  const value = bodyOf(request)[name];
  return typeof value === "string" ? value : undefined;
};

/** A posted form field's text, "" when missing (for text the page shows again). */
export const field = (request: FastifyRequest, name: string): string => sentField(request, name) ?? "";

/** A CSV download, `<name>-<India's date>.csv` (the file's times are India's), streamed from `lines`. */
export const sendCsvFile = (reply: FastifyReply, name: string, lines: AsyncIterable<string>) =>
  reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${csvDay(new Date())}.csv"`)
    .send(Readable.from(lines));

/** A page's CSV export (`send`) for a signed-in account, else the sign-in form returning to its list. */
export const csvPage =
  (send: (request: FastifyRequest, reply: FastifyReply) => unknown) =>
  (request: FastifyRequest, reply: FastifyReply) =>
    request.staff ? send(request, reply) : signInFirst(request, reply, 401, INBOX_MESSAGES.signIn);

/**
 * The inbox's error page: the sign-in form for 401 (returning to the page asked for), else a short
 * message with a way back to the page the request belongs to (the list when the item is missing).
 */
export const inboxErrorPage: ErrorPage = (reply, status, message) => {
  const page = inboxPageOf(reply.request.url);
  if (status === 401) return signInPage(reply, 401, { message, next: page });
  const heading = status === 404 ? "Not found" : status === 403 ? "Not allowed" : "That did not work";
  // A page the role may not use leads back to the inbox's front page, which every role may open.
  const back = status === 404 || message === ROLE_MESSAGES.refused ? "/inbox" : page;
  return sendHtml(reply, status, createElement(MessagePage, { heading, message, back }));
};

/**
 * A section's notices: the text of each change; `after` names the change in its page's address
 * (`?saved=note`), `asked` reads it back when it is one of these.
 */
export function notices<Name extends string>(texts: Readonly<Record<Name, string>>, param = "saved") {
  const isName = (value: unknown): value is Name => typeof value === "string" && Object.hasOwn(texts, value);
  return {
    texts,
    asked: (request: FastifyRequest) => {
      const value = (request.query as Record<string, unknown> | undefined)?.[param];
      return isName(value) ? value : undefined;
    },
    after: (page: string, name: Name) => `${page}${page.includes("?") ? "&" : "?"}${param}=${name}`,
  };
}
export type Notices<Name extends string> = ReturnType<typeof notices<Name>>;

/** What a section gives the frame for its actions. */
export interface Section<Name extends string, Params> {
  notices: Notices<Name>;
  /** Shows the page with a refused change: its message and what was typed. */
  refused(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, error: PublicError): unknown;
  /** The refusals shown on the page (400 unless said); any other error is the error page's. */
  shownRefusals?: readonly number[];
}

/** What a change returns when it answered the request itself (a question before a step that emails). */
export const ANSWERED = Symbol("answered");

/**
 * Runs a change, then goes back to `page` at `fragment` (303), naming the change `saved` unless it
 * returned false (nothing changed) or ANSWERED. A refusal goes to `refused`.
 */
export async function runChange<Name extends string>(
  reply: FastifyReply,
  section: Pick<Section<Name, never>, "notices" | "shownRefusals">,
  { page, saved, fragment = "" }: { page: string; saved: Name; fragment?: string | undefined },
  run: () => Promise<unknown>,
  refused: (error: PublicError) => unknown,
) {
  try {
    const changed = await run();
    if (changed === ANSWERED) return reply;
    return reply.redirect(`${changed === false ? page : section.notices.after(page, saved)}${fragment}`, 303);
  } catch (error) {
    const shown = section.shownRefusals ?? [400];
    if (!(error instanceof PublicError) || !shown.includes(error.statusCode)) throw error;
    return refused(error);
  }
}

export interface Action<Name extends string, Params> {
  /** The route, such as `/inbox/leads/:id/status`. */
  path: string;
  /** The permissions it needs (roles.ts). */
  access: readonly Permission[];
  /** The change's notice. */
  saved: Name;
  /** Where the page opens after it (`#notes`). */
  fragment?: string | undefined;
  /**
   * The largest form it takes, when larger than the site's forms (FORM_POST_BODY_LIMIT): read only
   * once the sender is known to be signed in.
   */
  bodyLimit?: number;
  run(request: FastifyRequest<{ Params: Params }>, user: StaffUser, reply: FastifyReply): Promise<unknown>;
}

/** A form larger than the site's, from someone not signed in, is refused before it is read. */
async function refuseLargeFromStrangers(request: FastifyRequest) {
  if (!request.staff && Number(request.headers["content-length"] ?? 0) > FORM_POST_BODY_LIMIT)
    throw new PublicError(413, INBOX_MESSAGES.signIn);
}

/** Registers a section's action (see the top of this file). */
export function addAction<Name extends string, Params>(
  app: FastifyInstance,
  section: Section<Name, Params>,
  { path, access, saved, fragment, bodyLimit, run }: Action<Name, Params>,
) {
  const large = bodyLimit === undefined ? {} : { bodyLimit, onRequest: refuseLargeFromStrangers };
  app.post<{ Params: Params }>(path, { ...needs(...access), ...large }, async (request, reply) => {
    const page = inboxPageOf(request.url);
    const user = request.staff;
    if (!user) {
      // A typed note is kept on the sign-in form; a click (a status, a step) is said lost.
      const message = saved === "note" ? INBOX_MESSAGES.signIn : INBOX_MESSAGES.changeNotSaved;
      return signInPage(reply, 401, { message, next: page, note: field(request, "body") });
    }
    return runChange(
      reply,
      section,
      { page, saved, fragment },
      () => run(request, user, reply),
      (error) => section.refused(request, reply, error),
    );
  });
  app.get(path, needs(...access), (request, reply) => reply.redirect(inboxPageOf(request.url), 303));
}
