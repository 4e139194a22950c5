/**
 * Autoplay for a carousel. Calls `onAdvance` `interval` ms after the current
 * slide became current, unless:
 * - the visitor pressed the pause button (`toggle`), or prefers reduced motion (then it starts
 *   stopped, and the same button starts it),
 * - the pointer is over the carousel, or keyboard focus is inside it (spread `handlers` on the root).
 * Manual navigation restarts the countdown because `index` changes.
 */
import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion.ts";

interface AutoplayOptions {
  /** Milliseconds between advances; 0 or undefined turns autoplay off. */
  interval?: number;
  /** The current slide: a change restarts the countdown. */
  index: number;
  onAdvance: () => void;
}

/** Focus that follows a pointer press within this long is a click, not keyboard focus. */
const POINTER_FOCUS_WINDOW_MS = 800;

export function useAutoplay({ interval = 0, index, onAdvance }: AutoplayOptions) {
  const reducedMotion = usePrefersReducedMotion();
  /** The visitor's own choice; `null` until they press the button. */
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const lastPointerDown = useRef(Number.NEGATIVE_INFINITY);
  const advance = useRef(onAdvance);
  advance.current = onAdvance;

  const enabled = interval > 0;
  const stopped = userStopped ?? reducedMotion;
  const running = enabled && !stopped && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the countdown
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => advance.current(), interval);
    return () => clearTimeout(timer);
  }, [running, interval, index]);

  const toggle = useCallback(() => setUserStopped(!stopped), [stopped]);

  const handlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onPointerDown: () => {
      lastPointerDown.current = performance.now();
    },
    onFocus: () => {
      if (performance.now() - lastPointerDown.current > POINTER_FOCUS_WINDOW_MS) setFocused(true);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
    },
  };

  return { enabled, running, stopped, toggle, handlers };
}
