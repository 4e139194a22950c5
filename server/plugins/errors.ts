/**
 * The server's error handler and every error text a visitor can see from it. Each error becomes a
 * visitor-readable `message` (never a stack trace or internal detail): JSON `{ message, errors? }`,
 * or the HTML page a route declares as its `config.errorPage` (the inbox pages). A form posted
 * without JavaScript never sees these answers: its page route (app/routes/lead-send.tsx) reads the
 * JSON and shows the form again in the site's layout.
 */
import type { FastifyError, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { FieldErrors } from "../../contracts/leads/schema.ts";
import type { Locale } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";

/**
 * The lead API's messages a visitor may read on a form, in `locale`: the API answers them in the
 * language of the page a lead was sent from, English for a request from no localized page.
 */
export function leadErrorMessage(key: "invalid" | "rateLimited", locale: Locale): string {
  return key === "invalid" ? m.forms_api_invalid({}, { locale }) : m.forms_api_rate_limited({}, { locale });
}

/**
 * The answer when a submission could not be stored, in `locale`: try again or call the sales
 * number, as the company published it (server/content/shown-company.ts gives it).
 */
export const unavailableMessage = (locale: Locale, salesPhone: string): string =>
  m.forms_api_unavailable({ phone: salesPhone }, { locale });

export const ERROR_MESSAGES = {
  invalid: leadErrorMessage("invalid", "en"),
  unreadable: "The request could not be read. Please check the form and try again.",
  tooDeep: "The request could not be read: its JSON is nested too deeply.",
  forbidden: "This request is not allowed.",
  crossOrigin:
    "This form can only be sent from our own website. Please open the site and send it from there.",
  notFound: "Not found.",
  tooLarge: "The submission is too large. Please shorten your message and try again.",
  contentType: "Unsupported content type. Please send the form as JSON or a standard form post.",
  idempotencyKey: "The Idempotency-Key header must be 1 to 200 visible ASCII characters.",
  rateLimited: leadErrorMessage("rateLimited", "en"),
  tooManyRequests: "Too many submissions. Please wait a few minutes and try again.",
  serviceUnavailable: "The service is temporarily unavailable. Please try again in a few minutes or call us.",
  internal: "Something went wrong on our side. Please try again in a few minutes or call us.",
  failed: "The request could not be completed.",
} as const;

/** An error whose message is written for visitors and may be shown as is. */
export class PublicError extends Error {
  readonly statusCode: number;
  readonly expose = true;
  /** Field -> first message, sent as the JSON `errors` object. */
  readonly errors: FieldErrors | undefined;
  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/**
 * The visitor-readable message for an error. Errors marked `expose: true` (see PublicError) carry a
 * message written for visitors and keep it; everything else gets a generic sentence per status.
 */
export function publicMessage(status: number, error: Error): string {
  if ((error as { expose?: unknown }).expose === true && error.message) return error.message;
  switch (status) {
    case 400:
      return ERROR_MESSAGES.unreadable;
    case 403:
      return ERROR_MESSAGES.forbidden;
    case 404:
      return ERROR_MESSAGES.notFound;
    case 413:
      return ERROR_MESSAGES.tooLarge;
    case 415:
      return ERROR_MESSAGES.contentType;
    case 429:
      return error.message || ERROR_MESSAGES.tooManyRequests;
    case 503:
      return ERROR_MESSAGES.serviceUnavailable;
    default:
      return status >= 500 ? ERROR_MESSAGES.internal : ERROR_MESSAGES.failed;
  }
}

/** A route's own HTML error page (its `config.errorPage`), used instead of the JSON answer. */
export type ErrorPage = (reply: FastifyReply, status: number, message: string) => FastifyReply;

export default fp(async function errorHandler(app) {
  app.setErrorHandler((error: FastifyError | PublicError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else
      request.log.info(
        { err: { message: error.message, code: (error as { code?: string }).code } },
        "request rejected",
      );
    const message = publicMessage(status, error);
    const errors = error instanceof PublicError ? error.errors : undefined;
    const routePage = (request.routeOptions.config as { errorPage?: ErrorPage } | undefined)?.errorPage;
    if (routePage) return routePage(reply, status, message);
    return reply.status(status).send(errors ? { message, errors } : { message });
  });
});
