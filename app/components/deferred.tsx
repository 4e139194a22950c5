/**
 * Defers a below-the-fold section's JavaScript past the page's start.
 *
 *   const FaqSection = deferUntilVisible("home-faq", () => import("./FaqSection.tsx").then((m) => m.FaqSection));
 *   <FaqSection />
 *
 * The section is still prerendered into the HTML (the build renders it in full), so its content,
 * links and native form posts work at once. React hydrates it when its code has arrived, which
 * starts at the first of:
 * - its wrapper coming within DEFER_MARGIN of the viewport;
 * - its turn: once the page has started, the waiting sections are loaded one at a time, each when
 *   the browser is idle after the one before has hydrated, so no long task blocks the page;
 * - the visitor's first touch, click, key or focus: every waiting section loads then.
 * Until a section has hydrated, an update of the page above it would make React drop its
 * prerendered HTML and draw it anew (empty until its code arrives). Following an in-page link
 * (`#appointment`) is such an update, as React Router hears of every change of address, so until
 * every section runs such a link is followed here: the address changes without telling the router,
 * and the page scrolls to the section (and moves keyboard focus there) as the browser would.
 * When the browser renders the section itself (a client-side navigation: there is no prerendered
 * wrapper on the page yet) the code loads at once, and a section still waiting when its page is
 * left stops waiting. Once the section runs, its wrapper carries `data-ready="true"` (browser tests
 * wait for it before they use the section).
 */
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef } from "react";

/** How far ahead of the viewport a deferred section starts loading. */
export const DEFER_MARGIN = "600px 0px";

/** Sections whose prerendered wrapper waits for its turn, in the page's order, by id. */
const waiting = new Map<string, () => void>();
/** Sections on the page whose prerendered HTML React has not hydrated yet. */
const unhydrated = new Set<string>();

let turnScheduled = false;

/** Lets the first waiting section load when the browser is next idle. */
function scheduleNextTurn() {
  if (turnScheduled || waiting.size === 0) return;
  turnScheduled = true;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 100));
  whenIdle(
    () => {
      turnScheduled = false;
      waiting.values().next().value?.();
    },
    { timeout: 2000 },
  );
}

function releaseAll() {
  for (const release of [...waiting.values()]) release();
}

/** Follows an in-page link without an update of the page, while a section has not hydrated. */
function followInPageLink(event: MouseEvent) {
  if (unhydrated.size === 0 || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
  const id = decodeURIComponent(link?.getAttribute("href")?.slice(1) ?? "");
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  window.history.pushState(window.history.state, "", `#${id}`);
  target.scrollIntoView();
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: true });
}

if (typeof window !== "undefined") {
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) {
    window.addEventListener(type, releaseAll, { capture: true, passive: true });
  }
  window.addEventListener("click", followInPageLink);
}

function whenItsTurn(id: string): Promise<void> {
  // React hydrates a prerendered section after the page around it, so its wrapper is on the page by
  // now; without one, the browser is rendering the section itself and nothing is there to keep.
  const wrapper = document.querySelector(`[data-deferred="${id}"]`);
  if (!wrapper || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: DEFER_MARGIN },
    );
    function release() {
      observer.disconnect();
      waiting.delete(id);
      resolve();
    }
    waiting.set(id, release);
    unhydrated.add(id);
    observer.observe(wrapper);
    scheduleNextTurn();
  });
}

/** Renders nothing; marks the wrapper once the section beside it has hydrated, and passes the turn on. */
function MarkReady({ id, wrapper }: { id: string; wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-ready", "true");
    unhydrated.delete(id);
    scheduleNextTurn();
  }, [id, wrapper]);
  return null;
}

export function deferUntilVisible<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined") await whenItsTurn(id);
    return { default: await load() };
  });
  function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Leaving the page before the section's turn: the next page that shows it renders it anew (the
    // loaded code is shared by every page), so it must not wait for this wrapper any longer.
    useEffect(
      () => () => {
        waiting.get(id)?.();
        unhydrated.delete(id);
      },
      [],
    );
    return (
      <div data-deferred={id} ref={wrapper}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <MarkReady id={id} wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${id})`;
  return Deferred;
}
