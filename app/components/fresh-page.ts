/**
 * `<html class="fresh">`: the page was opened at its top, by a new visit (not Back, Forward, a
 * reload or a link to an #anchor, where the browser restores or seeks a position). Set by the root's
 * inline script before the first paint; while it is there, a section below the first screen that
 * has not hydrated yet is laid out only when it comes near (global.css, app/components/deferred.tsx),
 * its height an estimate until then. It goes, and the whole page is laid out, before anything could
 * take the visitor far down at once: the End key, a new width, an in-page link (deferred.tsx), and
 * the first move to another page (app/root.tsx), so pages rendered in the browser never wait.
 */

/** JavaScript, for the inline script: whether the page opens at its top. */
export const OPENS_AT_TOP =
  "performance.getEntriesByType(`navigation`)[0]?.type===`navigate`&&!location.hash";

/** Lays out every section of the page from now on, however far from the screen. */
export const layOutInFull = () => document.documentElement.classList.remove("fresh");

if (typeof window !== "undefined") {
  // A new width reflows every section (a phone's address bar coming and going changes only the height).
  const width = window.innerWidth;
  window.addEventListener("resize", () => {
    if (window.innerWidth !== width) layOutInFull();
  });
  window.addEventListener("keydown", (event) => {
    if (event.key === "End") layOutInFull();
  });
}
