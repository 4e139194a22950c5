import "./styles/fonts.css";
import "../design/tokens.css";
import "./styles/global.css";
import "./styles/layout.css";
import { Suspense, useEffect, useLayoutEffect, useRef } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
} from "react-router";
import { localeOfPath, localizedPath } from "../contracts/locales.ts";
import type { PagePhotos } from "../contracts/page-photo.ts";
import type { Route } from "./+types/root";
import { useChrome } from "./components/chrome.ts";
import { Footer } from "./components/Footer.tsx";
import { FRESH_PAGE_SCRIPT, layOutInFull } from "./components/fresh-page.ts";
import { Header } from "./components/Header.tsx";
import { pageShown, rememberScroll, returnToWhereLeft } from "./components/history-scroll.ts";
import { followSiteLinks, glideToTop } from "./components/Link.tsx";
import { PhotosProvider } from "./components/photos.tsx";
import { linkWebAppManifest } from "./components/web-app-manifest.ts";
import { WEB_FONT_SCRIPT } from "./components/web-font.ts";
import { useLocale } from "./i18n.ts";
import { useNonce } from "./page-context.ts";
import { chromeData } from "./page-data.ts";

/**
 * Marks the document as scripted before first paint, so no-JS fallbacks apply only without JS; as
 * `fresh` when it opens at its top (app/components/fresh-page.ts); and as `system-font` on an English
 * page until the web font is known to be cached (app/components/web-font.ts).
 */
// Backticks, not quotes: React escapes quotes in text, and a script's text is not unescaped.
const JS_FLAG = `document.documentElement.className=\`js\`;${FRESH_PAGE_SCRIPT};${WEB_FONT_SCRIPT}`;

/** The header's and footer's texts in the page's language. */
export const loader = ({ request, context }: Route.LoaderArgs) => chromeData(request, context);

/** They change only with the language: not for every step within a page (the planner's typing). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Pages rendered on request name their inline scripts by this nonce; prerendered ones by hash.
  const nonce = useNonce();
  const locale = useLocale();
  const { t } = useChrome();
  return (
    <html lang={locale} className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        {/* A constant text child: React writes it as the script's source (its hash or nonce is in the CSP). */}
        <script nonce={nonce}>{JS_FLAG}</script>
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("skip_to_content")}
        </a>
        <Header />
        {children}
        {/* Its own boundary, like the page's content (App): see HydratedMark. */}
        <Suspense>
          <Footer />
        </Suspense>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Whenever the path changes the page smooth-scrolls to the top (instantly under reduced motion), or
 * to the part of the page the link names (`#leadership`).
 * Back and Forward return to where that page was left (components/history-scroll.ts).
 */
function useScrollOnPathChange(main: React.RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    pageShown(pathname);
    // Only the page the visitor opened may have sections waiting to be laid out: the positions
    // restored or scrolled to below are measured on the whole page.
    layOutInFull();
    if (navigation === "POP") return returnToWhereLeft();
    // Screen readers and keyboard users start reading the new page, not the link they left.
    main.current?.focus({ preventScroll: true });
    if (hash) {
      // A link to a part of the page (/about-us#leadership): that part may come with the page's
      // deferred code, so it is looked for on each frame for about five seconds, while the
      // address still names it.
      let tries = 300;
      const find = () => {
        const target = document.getElementById(hash.slice(1));
        if (target) target.scrollIntoView();
        else if (tries-- && location.hash === hash) requestAnimationFrame(find);
      };
      return find();
    }
    // The new page is never drawn far down where the old one was left: it starts at most one
    // screen from its top and glides the rest.
    if (window.scrollY > window.innerHeight) window.scrollTo(0, window.innerHeight);
    glideToTop();
  }, [pathname, hash, navigation, main]);
}

/** The photos the page's loaders give (app/page-photos.ts), for its images. */
function usePagePhotos(): PagePhotos | undefined {
  const given = useMatches().flatMap((match) => {
    const photos = (match.data as { photos?: PagePhotos } | null | undefined)?.photos;
    return photos ? [photos] : [];
  });
  // One route's (a page's) as it is: the same object while the page's data is.
  return given.length <= 1 ? given[0] : Object.assign({}, ...given);
}

export default function App() {
  const main = useRef<HTMLElement>(null);
  const photos = usePagePhotos();
  const locale = useLocale();
  const navigate = useNavigate();
  useScrollOnPathChange(main);
  useEffect(() => {
    linkWebAppManifest();
    const stops = [followSiteLinks(navigate), rememberScroll()];
    // Once only: development's strict mode runs an effect twice.
    return () => {
      for (const stop of stops) stop();
    };
  }, [navigate]);
  return (
    <main id="main" ref={main} tabIndex={-1}>
      {/* Another language is another page: nothing typed or shown (a form's messages) carries over. */}
      <Suspense>
        <PhotosProvider photos={photos}>
          <Outlet key={locale} />
        </PhotosProvider>
        <HydratedMark />
      </Suspense>
    </main>
  );
}

/**
 * Marks <html data-hydrated="true"> once the page's content runs: a signal for browser tests (and
 * anyone curious) that the page is interactive.
 * The content and the footer each sit in a Suspense boundary that never suspends. React hydrates
 * such a prerendered boundary in a pass of its own after the header's, so the page's start is
 * several short tasks instead of one long commit of the whole page (which Lighthouse counts as
 * blocking time on a slow phone). The mark sits inside the content's boundary, so it is set once
 * the content runs; the footer, plain links, may hydrate a moment later.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * A page that could not be rendered (a request no route answers, a method a page does not take, a
 * failure): the same words in the page's language whatever went wrong; the status is the response's.
 */
export function ErrorBoundary() {
  const locale = useLocale();
  const { t } = useChrome();
  return (
    <main id="main" className="container section error-page">
      <h1>{t("error_title")}</h1>
      <p>
        {t("error_back_before")}
        <a href={localizedPath("/", locale)}>{t("error_back_link")}</a>
        {t("error_back_after")}
      </p>
    </main>
  );
}
