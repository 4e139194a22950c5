/**
 * The navigation bar hides when the visitor scrolls down and reappears when scrolling up.
 * Stays visible near the top, while `pinned` (menu open) and while focus is inside it.
 */
import { type RefObject, useEffect, useState } from "react";

const TOLERANCE_PX = 6;

export function useHideOnScroll(ref: RefObject<HTMLElement | null>, pinned: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (pinned) {
      setHidden(false);
      return;
    }
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const header = ref.current;
      const threshold = header?.offsetHeight ?? 72;
      if (Math.abs(y - lastY) < TOLERANCE_PX) return;
      const focusInside = header?.contains(document.activeElement) ?? false;
      setHidden(y > lastY && y > threshold && !focusInside);
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onFocusIn = () => setHidden(false);
    const header = ref.current;
    window.addEventListener("scroll", onScroll, { passive: true });
    header?.addEventListener("focusin", onFocusIn);
    return () => {
      window.removeEventListener("scroll", onScroll);
      header?.removeEventListener("focusin", onFocusIn);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, pinned]);

  return hidden;
}
