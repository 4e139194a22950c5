/**
 * Renders a page: at build time for the prerendered paths, on request for the others (the server
 * hands React Router the request: server/routes/pages.ts). Always waits for every Suspense
 * boundary, so each page's HTML holds all of its content in place: readable without JavaScript and
 * by every crawler, with no streamed fragments to reassemble. The whole document is then rewritten
 * to hydrate after the first paint (hydrate-after-paint.ts). A page rendered on request gets the
 * response's CSP nonce on its inline scripts.
 */
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.ts";
import { NonceContext } from "./page-context.ts";
import { ContentContext } from "./published-content.ts";

export const streamTimeout = 10_000;

/** Logs what went wrong on our side; a refused request (a 4xx such as a POST to a page) is no error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ContentContext value={loadContext}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ContentContext>
      </NonceContext>,
      {
        nonce,
        // Never outline a finished Suspense boundary into a hidden fragment that a script moves into
        // place later: without JavaScript it would stay hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            try {
              const html = hydrateAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { headers: responseHeaders, status }));
            } catch (error) {
              reject(error);
            }
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout);
  });
}
