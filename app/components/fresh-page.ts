/**
 * `<html class="fresh">`: the page was opened at its top, by a new visit (not Back, Forward, a
 * reload or a link to an #anchor, where the browser restores or seeks a position). While it is
 * there, a section below the first screen, and the footer of every page, is laid out only when it
 * comes near (global.css), its height an estimate until then, so the first layout is about the
 * first screen's, not the whole page's in one long task (the footer is a third of a short page
 * such as /service).
 *
 * The root's inline script (app/root.tsx) sets it before the first paint; from the moment the HTML
 * is parsed, without waiting for any download, the same script lays the sections out one at a time,
 * each when the browser is idle (a short task each), and removes the mark after the last: until
 * then a skipped section is missing from what a screen reader reads. A section that hydrates is laid
 * out too. The mark goes at once before anything could take the visitor far down: the End key, a
 * new width, an in-page link (deferred.tsx), and the first move to another page (app/root.tsx), so
 * pages rendered in the browser never wait.
 */

/** JavaScript for the root's inline script (backticks, not quotes: see JS_FLAG there). */
export const FRESH_PAGE_SCRIPT =
  "if(performance.getEntriesByType(`navigation`)[0]?.type===`navigate`&&!location.hash){" +
  "let root=document.documentElement,idle=window.requestIdleCallback||function(run){setTimeout(run,50)};" +
  "let next=function(){" +
  "let section=root.querySelector(`.fresh [data-deferred]:not([data-laid-out]),.fresh .site-footer:not([data-laid-out])`);" +
  "if(section){section.setAttribute(`data-laid-out`,``);idle(next)}else root.classList.remove(`fresh`)};" +
  "root.classList.add(`fresh`);" +
  "addEventListener(`DOMContentLoaded`,function(){idle(next)})}";

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
