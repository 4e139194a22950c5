/**
 * Entrance animation when a block scrolls into view, items one after the other. Usage:
 *   const ref = useReveal<HTMLUListElement>();
 *   <ul ref={ref}>
 *     {items.map((item, index) => (
 *       <li key={item.id} className="reveal-item" style={revealDelay(index, SAFETY_ITEM_STAGGER_MS)}>…</li>
 *     ))}
 *   </ul>
 * Only blocks that start below the fold are hidden (then faded and lifted in); content stays visible
 * without JavaScript, under reduced motion, without IntersectionObserver and when already on screen.
 */
import { type CSSProperties, useEffect, useRef } from "react";
import "./reveal.css";

/** Inline style that starts item `index`'s entrance `index × staggerMs` after the first. */
export function revealDelay(index: number, staggerMs: number): CSSProperties {
  return { "--reveal-delay": `${index * staggerMs}ms` } as CSSProperties;
}

export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
