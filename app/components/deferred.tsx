/**
 * Defers a below-the-fold section's JavaScript until the visitor scrolls near it.
 *
 *   const FaqSection = deferUntilVisible("home-faq", () => import("./FaqSection.tsx").then((m) => m.FaqSection));
 *   <FaqSection />
 *
 * The section is still prerendered into the HTML (the build renders it in full), so its content,
 * links and native form posts work at once; React hydrates it only when its code has arrived, which
 * starts when its wrapper comes within DEFER_MARGIN of the viewport. On client-side navigation
 * (the page is already running) the code loads immediately.
 */
import { type ComponentType, lazy, Suspense } from "react";

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

export function deferUntilVisible<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined") await nearViewport(id);
    return { default: await load() };
  });
  function Deferred(props: P) {
    return (
      <div data-deferred={id}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${id})`;
  return Deferred;
}
