/**
 * Back and Forward return to where each page was left. Each history entry keeps its own position
 * (`y` in its state), stored once scrolling pauses: the browser restores a position by itself too,
 * but on the page being left, which may be too short to reach it, and which it would show there
 * until the next page comes.
 *
 * After Back or Forward the address names the page coming while the one being left still shows
 * (the new page's data may be on the way over a slow network), and the page coming may be shorter
 * at first than where it was left (its lower sections' code or content still on the way). Neither
 * may overwrite the position kept for it.
 */
import { sectionsToCome } from "./deferred.tsx";

/** The path of the page on the screen, told by the router once it shows. */
let shownPath = typeof window === "undefined" ? "" : window.location.pathname;
/** Where the page on the screen is scrolled to. */
let shownY = 0;
/** A return to a kept position is under way: the positions it passes are not kept. */
let returning = false;

export function pageShown(path: string): void {
  shownPath = path;
}

const showsAnotherPage = () => window.location.pathname !== shownPath;

/** Keeps the page's position in its history entry once scrolling pauses; returns how to stop. */
export function rememberScroll(): () => void {
  let pause = 0;
  const store = () => {
    if (returning || showsAnotherPage()) return;
    window.history.replaceState({ ...window.history.state, y: window.scrollY }, "");
  };
  // Back or Forward to another page: the browser scrolls the page still shown to the position of
  // the one coming, just after the popstate event, before or after the next frame; it is put back
  // on that frame, or on the scroll it causes.
  let putBack = false;
  const keepShownPage = () => {
    if (!showsAnotherPage()) return;
    putBack = true;
    requestAnimationFrame(() => {
      if (showsAnotherPage()) window.scrollTo(0, shownY);
    });
  };
  const wait = () => {
    if (putBack && showsAnotherPage()) {
      putBack = false;
      window.scrollTo(0, shownY);
    }
    if (returning || showsAnotherPage()) return;
    shownY = window.scrollY;
    clearTimeout(pause);
    pause = window.setTimeout(store, 150);
  };
  window.addEventListener("scroll", wait);
  window.addEventListener("popstate", keepShownPage);
  return () => {
    window.removeEventListener("scroll", wait);
    window.removeEventListener("popstate", keepShownPage);
  };
}

/**
 * Calls `run` once the visitor acts by themselves (one of the events `inputs`), so the site's own
 * scrolling gives way to theirs; returns how to stop listening.
 */
export function onVisitorInput(inputs: readonly string[], run: () => void): () => void {
  const stop = () => {
    for (const type of inputs) window.removeEventListener(type, act, { capture: true });
  };
  const act = () => {
    stop();
    run();
  };
  for (const type of inputs) window.addEventListener(type, act, { capture: true, passive: true });
  return stop;
}

/**
 * Returns to where the page now shown was left. Until the position is reached and every section of
 * the page is in (one coming in above would move the view), it is set again on each frame, for at
 * most about five seconds; the visitor's own scrolling, or another page, ends the return at once.
 */
export function returnToWhereLeft(): void {
  const y = window.history.state?.y ?? 0;
  const path = window.location.pathname;
  let frames = 300;
  // Any of these ends the return: scrolling, or a tap or key that may scroll or move the view.
  const stopListening = onVisitorInput(["wheel", "touchstart", "pointerdown", "keydown"], () => {
    frames = 0;
  });
  returning = true;
  const attempt = () => {
    if (frames-- > 0 && window.location.pathname === path) {
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) >= 1 || sectionsToCome()) {
        requestAnimationFrame(attempt);
        return;
      }
    }
    returning = false;
    stopListening();
  };
  attempt();
}
