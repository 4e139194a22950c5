/**
 * The one error handler: a visitor-readable `message`, never a stack trace or internal detail.
 */
import fp from "fastify-plugin";

export default fp(async function errorHandler(app) {
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else
      request.log.info(
        { err: { message: error.message, code: (error as { code?: string }).code } },
        "request rejected",
      );
    reply.status(status).send({ message: publicMessage(status, error) });
  });
});

/**
 * The visitor-readable message for an error. Errors marked `expose: true` (see PublicError) carry a
 * message written for visitors and keep it; everything else gets a generic sentence per status.
 */
export function publicMessage(status: number, error: Error): string {
  if ((error as { expose?: unknown }).expose === true && error.message) return error.message;
  switch (status) {
    case 400:
      return "The request could not be read. Please check the form and try again.";
    case 403:
      return "This request is not allowed.";
    case 404:
      return "Not found.";
    case 413:
      return "The submission is too large. Please shorten your message and try again.";
    case 415:
      return "Unsupported content type. Please send the form as JSON or a standard form post.";
    case 429:
      return error.message || "Too many submissions. Please wait a few minutes and try again.";
    case 503:
      return "The service is temporarily unavailable. Please try again in a few minutes or call us.";
    default:
      return status >= 500
        ? "Something went wrong on our side. Please try again in a few minutes or call us."
        : "The request could not be completed.";
  }
}

/** An error whose message is written for visitors and may be shown as is. */
export class PublicError extends Error {
  readonly statusCode: number;
  readonly expose = true;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
