/**
 * The warranty document in the page, with no third-party viewer: our own PDF from
 * /uploads/WarrantyPdf/, drawn read-only on canvases by pdf.js, which is imported only after the
 * page has loaded (it is not part of the route's JavaScript). 'Loading...' until the document is
 * ready; on failure a clear message and the download link. The "Open / download" link is always
 * there and is the whole viewer without JavaScript.
 */

import { useEffect, useRef, useState } from "react";
import { m } from "../../../messages/compiled/messages.js";
import { Icon } from "../../components/Icon.tsx";
import { useLocale } from "../../i18n.ts";
import workerUrl from "./pdf-worker.ts?worker&url";
import "../../components/button.css";
import "./warranty.css";

export const WARRANTY_PDF_URL = "/uploads/WarrantyPdf/warranty.pdf";

type PdfDocument = Awaited<
  ReturnType<typeof import("pdfjs-dist/legacy/build/pdf.mjs").getDocument>["promise"]
>;

type State = { status: "loading" } | { status: "ready"; pages: number } | { status: "error" };

/** Runs `task` once the page has loaded and the browser is idle, so pdf.js never delays first paint. */
function afterLoad(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const hasIdle = typeof window.requestIdleCallback === "function";
  const run = () => {
    if (cancelled) return;
    idle = hasIdle ? window.requestIdleCallback(task, { timeout: 800 }) : window.setTimeout(task, 100);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

async function renderPages(
  doc: PdfDocument,
  canvases: HTMLCanvasElement[],
  width: number,
  signal: AbortSignal,
) {
  // At least 2x, so the text stays legible when a phone user pinches to zoom.
  const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 2), 3);
  for (const [index, canvas] of canvases.entries()) {
    if (signal.aborted) return;
    const page = await doc.getPage(index + 1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min((width * ratio) / base.width, 4) });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    canvas.dataset.rendered = "true";
  }
}

export function WarrantyViewer() {
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: "loading" });
  const documentRef = useRef<PdfDocument | null>(null);
  const pagesRef = useRef<HTMLDivElement>(null);

  // Load pdf.js and the document after the page has loaded.
  useEffect(() => {
    let disposed = false;
    const cancel = afterLoad(async () => {
      try {
        const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
        const task = pdfjs.getDocument({
          url: WARRANTY_PDF_URL,
          isEvalSupported: false,
          useSystemFonts: true,
          useWasm: false,
          enableXfa: false,
          verbosity: 0,
        });
        const doc = await task.promise;
        if (disposed) {
          void doc.destroy();
          return;
        }
        documentRef.current = doc;
        setState({ status: "ready", pages: doc.numPages });
      } catch {
        if (!disposed) setState({ status: "error" });
      }
    });
    return () => {
      disposed = true;
      cancel();
      void documentRef.current?.destroy();
      documentRef.current = null;
    };
  }, []);

  // Draw every page once the canvases exist, and again when the width changes a lot.
  useEffect(() => {
    const doc = documentRef.current;
    const container = pagesRef.current;
    if (state.status !== "ready" || !doc || !container) return;
    let controller = new AbortController();
    let drawnWidth = 0;
    const draw = () => {
      const width = container.clientWidth;
      if (Math.abs(width - drawnWidth) < 48) return;
      drawnWidth = width;
      controller.abort();
      controller = new AbortController();
      const canvases = [...container.querySelectorAll("canvas")];
      renderPages(doc, canvases, width, controller.signal).catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    };
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(container);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [state]);

  return (
    <section className="section container warranty" aria-labelledby="warranty-title">
      <div className="warranty__bar">
        <div>
          <h2 id="warranty-title" className="warranty__title">
            {m.warranty_title({}, { locale })}
          </h2>
          <p className="warranty__lead">{m.warranty_lead({}, { locale })}</p>
          {/* The PDF exists in English only: a Gujarati or Hindi page says so. */}
          {locale !== "en" && <p className="warranty__lead">{m.warranty_in_english({}, { locale })}</p>}
        </div>
        <a className="button button--primary warranty__download" href={WARRANTY_PDF_URL}>
          <Icon name="download" size={18} />
          {m.warranty_download({}, { locale })}
        </a>
      </div>

      <div className="warranty__viewer" data-status={state.status}>
        {state.status === "loading" && (
          <p className="warranty__status" role="status">
            <span className="warranty__spinner" aria-hidden="true" />
            {m.warranty_loading({}, { locale })}
          </p>
        )}
        {state.status === "error" && (
          <div className="warranty__error" role="alert">
            <Icon name="file" size={32} />
            <p>
              <strong>{m.warranty_error_title({}, { locale })}</strong>{" "}
              {m.warranty_error_text({}, { locale })} <a href={WARRANTY_PDF_URL}>warranty.pdf</a>
            </p>
          </div>
        )}
        <p className="warranty__no-js">
          <Icon name="file" size={32} />
          <span>
            {m.warranty_no_js({}, { locale })}{" "}
            <a href={WARRANTY_PDF_URL}>{m.warranty_no_js_link({}, { locale })}</a>.
          </span>
        </p>
        {state.status === "ready" && (
          <div className="warranty__pages" ref={pagesRef}>
            {Array.from({ length: state.pages }, (_, index) => (
              <canvas
                key={index}
                className="warranty__page"
                role="img"
                aria-label={m.warranty_page_label({ page: index + 1, pages: state.pages }, { locale })}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
