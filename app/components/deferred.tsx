/**
 * Defers a below-the-fold section's JavaScript until the visitor scrolls near it.
 *
 *   const FaqSection = deferUntilVisible("home-faq", () => import("./FaqSection.tsx").then((m) => m.FaqSection));
 *   <FaqSection />
 *
 * The section is still prerendered into the HTML (the build renders it in full), so its content,
 * links and native form posts work at once; React hydrates it only when its code has arrived, which
 * starts when its wrapper comes within DEFER_MARGIN of the viewport. On client-side navigation
 * (the page is already running) the code loads immediately. Once the section runs, its wrapper
 * carries `data-ready="true"` (browser tests wait for it before they use the section).
 */
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef } from "react";

/** How far ahead of the viewport a deferred section starts loading. */
export const DEFER_MARGIN = "600px 0px";

function nearViewport(id: string): Promise<void> {
  if (document.documentElement.dataset.hydrated === "true" || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const watch = (attempt: number) => {
      const element = document.querySelector(`[data-deferred="${id}"]`);
      if (!element) {
        if (attempt < 10) requestAnimationFrame(() => watch(attempt + 1));
        else resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: DEFER_MARGIN },
      );
      observer.observe(element);
    };
    watch(0);
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
