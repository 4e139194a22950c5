/**
 * Defers a below-the-fold section's JavaScript until the visitor scrolls near it.
 *
 *   const FaqSection = deferUntilVisible("home-faq", () => import("./FaqSection.tsx").then((m) => m.FaqSection));
 *   <FaqSection />
 *
 * The section is still prerendered into the HTML (the build renders it in full), so its content,
 * links and native form posts work at once; React hydrates it only when its code has arrived, which
 * starts when its wrapper comes within DEFER_MARGIN of the viewport. When the browser renders the
 * section itself (a client-side navigation: there is no prerendered wrapper on the page yet) the
 * code loads at once, and a section still waiting when its page is left stops waiting. Once the
 * section runs, its wrapper carries `data-ready="true"` (browser tests wait for it before they use
 * the section).
 */
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef } from "react";

/** How far ahead of the viewport a deferred section starts loading. */
export const DEFER_MARGIN = "600px 0px";

/** Sections whose prerendered wrapper is waiting to come near the viewport, by id. */
const waiting = new Map<string, () => void>();

function nearViewport(id: string): Promise<void> {
  // React hydrates a prerendered section after the page around it, so its wrapper is on the page by
  // now; without one, the browser is rendering the section itself and nothing is there to keep.
  const wrapper = document.querySelector(`[data-deferred="${id}"]`);
  if (!wrapper || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) stopWaiting();
      },
      { rootMargin: DEFER_MARGIN },
    );
    function stopWaiting() {
      observer.disconnect();
      waiting.delete(id);
      resolve();
    }
    waiting.set(id, stopWaiting);
    observer.observe(wrapper);
  });
}

/** Renders nothing; marks the wrapper once the section beside it has hydrated. */
function MarkReady({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-ready", "true");
  }, [wrapper]);
  return null;
}

export function deferUntilVisible<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined") await nearViewport(id);
    return { default: await load() };
  });
  function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Leaving the page before the section came near: the next page that shows it renders it anew
    // (the loaded code is shared by every page), so it must not wait for this wrapper any longer.
    useEffect(() => () => waiting.get(id)?.(), []);
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
