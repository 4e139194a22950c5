/**
 * The web app manifest (public/site.webmanifest: the name and icons a phone puts on its home
 * screen) is linked once the page runs, not in its HTML. Chromium asks
 * for a linked manifest as soon as a page has loaded, which on our pages comes before their first
 * paint is shown: on a slow connection the request shared the first images' round trips, and
 * Lighthouse counted it in the largest paint (150 ms more on the home page, docs/benchmarks.md).
 * A phone offers to install the site long after the page has run. Without JavaScript, "Add to
 * home screen" takes the apple-touch-icon and the page's title instead.
 */
export const WEB_APP_MANIFEST = "/site.webmanifest";

export function linkWebAppManifest() {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = WEB_APP_MANIFEST;
  document.head.append(link);
}
