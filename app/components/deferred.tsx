/**
 * Defers a below-the-fold section's JavaScript past the page's start.
 *
 *   const FaqSection = deferHydration("home-faq", () => import("./FaqSection.tsx").then((m) => m.FaqSection));
 *   <FaqSection />
 *
 * The section is still prerendered into the HTML (the build renders it in full), so its content,
 * links and native form posts work at once. React hydrates the sections one at a time, in the
 * page's order, each when the browser is idle after the one before has hydrated: no long task
 * blocks the page's start, as one burst of them all did.
 *
 * Until a section has hydrated, an update of the page above it would make React drop its
 * prerendered HTML and draw it anew (empty until its code arrives). Following an in-page link
 * (`#appointment`) is such an update, as React Router hears of every change of address, so until
 * every section runs such a link is followed here: the address changes without telling the router,
 * and the page scrolls to the target (and moves keyboard focus there) as the browser would; Back
 * and Forward between those addresses are kept from the router as well.
 *
 * When the browser renders the section itself (a client-side navigation: there is no prerendered
 * wrapper on the page yet) the code loads at once, and a section still waiting when its page is
 * left stops waiting. Once the section runs, its wrapper carries `data-ready="true"`.
 *
 * On a page opened at its top a waiting section is also laid out only when it comes near the screen
 * (app/components/fresh-page.ts), so the first layout is about the first screen's.
 */
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef } from "react";
import { layOutInFull } from "./fresh-page.ts";

/** Sections whose prerendered wrapper waits for its turn, in the page's order: what lets each go. */
const waiting = new Map<string, () => void>();
let turnScheduled = false;

/** Lets the first waiting section load when the browser is next idle. */
function scheduleNextTurn() {
  if (turnScheduled || waiting.size === 0) return;
  turnScheduled = true;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 50));
  whenIdle(() => {
    turnScheduled = false;
    waiting.values().next().value?.();
  });
}

function whenItsTurn(id: string): Promise<void> {
  // React hydrates a prerendered section after the page around it, so its wrapper is on the page by
  // now; without one, the browser is rendering the section itself and nothing is there to keep.
  if (!document.querySelector(`[data-deferred="${id}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.set(id, () => {
      waiting.delete(id);
      resolve();
    });
    scheduleNextTurn();
  });
}

/** Sections of this page are still to come: waiting for their turn, their code or their content. */
export const sectionsToCome = () => document.querySelector("[data-deferred]:not([data-ready])") !== null;
/** The address (path and query) of the page whose in-page links were followed here, while it shows. */
let followedOn = "";
const pageAddress = () => window.location.pathname + window.location.search;

if (typeof window !== "undefined") {
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const id = (event.target as Element).closest?.("a[href^='#']")?.getAttribute("href")?.slice(1);
    const target = id && document.getElementById(id);
    if (!target || !sectionsToCome()) return;
    event.preventDefault();
    layOutInFull();
    followedOn = pageAddress();
    window.history.pushState(window.history.state, "", `#${id}`);
    target.scrollIntoView();
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  });
  // Back and Forward between those addresses are kept from the router too: this listener comes
  // before the router's (this module runs before the router starts), and the browser restores
  // the position by itself.
  window.addEventListener("popstate", (event) => {
    if (pageAddress() === followedOn && sectionsToCome()) event.stopImmediatePropagation();
  });
}

/** Renders nothing; marks the wrapper once the section beside it has hydrated, and passes the turn on. */
function MarkReady({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-ready", "true");
    scheduleNextTurn();
  }, [wrapper]);
  return null;
}

export function deferHydration<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
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
        followedOn = "";
        waiting.get(id)?.();
      },
      [],
    );
    return (
      <div data-deferred={id} ref={wrapper}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <MarkReady wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${id})`;
  return Deferred;
}
