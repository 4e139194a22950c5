/**
 * The English pages' web font (Manrope, app/styles/fonts.css) from the visitor's next page load on.
 *
 * A first visit is drawn in the system's sans-serif (`<html class="system-font">`): its first
 * paint waits for the HTML and the stylesheet alone, and no 25 KiB font shares the connection with
 * them and the first image. Asked for by the stylesheet, the font cost the first paint a round trip
 * on a slow connection (a font a stylesheet asks for counts as render-blocking); preloaded, it
 * delayed the largest paint by about half a second (docs/benchmarks.md). Two seconds after the page has
 * loaded (well after its first and largest paints, so that a font asked for at the highest priority
 * never joins what they wait for), the font is fetched into the HTTP cache and `localStorage` notes it (`web-font`: no personal
 * data); from then on every page load of the site, this visit's and later ones', sets its text in
 * Manrope from the first paint. A page never changes font while shown, so text never shifts.
 * Gujarati and Hindi pages use the system's fonts anyway and fetch nothing. Without JavaScript
 * the stylesheet asks for the font as before (`font-display: optional`).
 */

/** JavaScript for the root's inline script (backticks, not quotes: see JS_FLAG there). */
export const WEB_FONT_SCRIPT =
  "if(document.documentElement.lang===`en`){let known;" +
  "try{known=localStorage.getItem(`web-font`)}catch(e){}" +
  "if(!known){document.documentElement.classList.add(`system-font`);" +
  "addEventListener(`load`,function(){setTimeout(function(){" +
  "document.fonts.load(`1em Manrope Variable`).then(function(faces){" +
  "if(faces.length)try{localStorage.setItem(`web-font`,`cached`)}catch(e){}},function(){})},2000)})}}";
