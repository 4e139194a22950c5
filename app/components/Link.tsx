/**
 * Links to the site's pages, kept in the page's language: a path such as `/faq` written in a
 * component leads to `/gu/faq` on a Gujarati page. Paths outside the pages (files, the API) and
 * other sites are left as they are.
 *
 * They are plain anchors, marked `data-discover` as React Router marks its own (its route discovery
 * looks for that mark), and one click listener for the whole document (`followSiteLinks`, started
 * by the root) opens them without reloading the page. React Router's Link does the same per link,
 * with a dozen hooks each; the header and footer alone hold about eighty links, and hydrating them
 * was a good part of every page's start.
 */
import type { ComponentProps } from "react";
import { type NavigateFunction, useLocation } from "react-router";
import { isLocale, type Locale, localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { useLocale } from "../i18n.ts";
import { onVisitorInput } from "./history-scroll.ts";

const NOT_A_PAGE = /^\/(api|uploads|assets|og|inbox)(\/|$)|\.[a-z0-9]+$/i;

/** Whether `to` is a page of this site (a path React Router renders), not a file or another site. */
function isPage(to: string) {
  return to.startsWith("/") && !to.startsWith("//") && !NOT_A_PAGE.test(to);
}

/** `to` in the page's language. */
export function localizedTo(to: string, locale: Locale): string {
  return isPage(to) ? localizedPath(to, locale) : to;
}

type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

export function Link({ to, ...props }: LinkProps) {
  return <a href={localizedTo(to, useLocale())} data-discover={isPage(to) || undefined} {...props} />;
}

/** A menu's link: marked as the current page (class "active", aria-current) on its own path only. */
export function NavLink({ to, className, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const href = localizedTo(to, localeOfPath(pathname));
  const current = pathname === href;
  return (
    <a
      href={href}
      data-discover={isPage(to) || undefined}
      className={current ? `${className} active` : className}
      aria-current={current ? "page" : undefined}
      {...props}
    />
  );
}

/** To the page's top: smoothly, or at once for a visitor who asks for less motion. */
export function glideToTop() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  if (!reduce) letVisitorTakeOver();
}

/**
 * The visitor's own wheel or touch ends the glide where the page is (the glide would win over
 * them; the keys' scrolling already wins over it).
 */
function letVisitorTakeOver() {
  const stopListening = onVisitorInput(["wheel", "touchstart"], () =>
    window.scrollTo({ top: window.scrollY, behavior: "instant" }),
  );
  // A glide lasts well under a second.
  window.setTimeout(stopListening, 1_000);
}

/**
 * Opens the site's own links (`data-discover`) within the app. A click with a modifier key or
 * another button, on a link with a target or a download, or one a handler has already taken, is
 * left to the browser; so is every click before the page's code runs.
 *
 * The language switcher's links load the other language's page as a document, as a first visit
 * does: its HTML is complete (every section prerendered in that language), while drawn here the
 * new page's sections below the first screen stayed empty until their code and that language's
 * content came, 1-3 s on a slow phone. The header, footer, texts and fonts all change anyway.
 */
export function followSiteLinks(navigate: NavigateFunction): () => void {
  const follow = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-discover]");
    if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey) return;
    if (event.shiftKey || event.altKey || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    if (isLocale(link.hreflang)) {
      // The page's own language (the menu and footer list all three): to its top, as below.
      if (link.hreflang === localeOfPath(pathname)) return glideToTop();
      // The address as it is now: the planner writes its inputs into the query as they are typed,
      // and a first load's #fragment is not in the prerendered link, so the other language opens
      // the same view.
      return window.location.assign(localizedPath(pathname, link.hreflang) + search + hash);
    }
    // A link to the page already shown takes the visitor to its top, as the browser's reload would.
    if (!link.hash && link.pathname + link.search === pathname + search) return glideToTop();
    const here = pathname + search + hash;
    const path = link.pathname + link.search + link.hash;
    // As React Router's own links do: the page's own address replaces its history entry.
    navigate(path, { replace: path === here });
  };
  document.addEventListener("click", follow);
  return () => document.removeEventListener("click", follow);
}
