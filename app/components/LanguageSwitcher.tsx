/**
 * English · ગુજરાતી · हिन्दी: the same page in each language, each name in its own script and
 * marked with its language (screen readers pronounce it right). No flags, no automatic redirect.
 * Pages whose URL holds a personal token (a ticket's tracking page, a privacy link's page) show no
 * switcher, so the token is never copied into more links.
 */
import { type MouseEvent, useCallback } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
} from "../../contracts/locales.ts";
import { PRIVACY_REQUEST_PREFIX, TRACK_PATH_PREFIX } from "../../contracts/paths.ts";
import { useChrome } from "./chrome.ts";
import "./language-switcher.css";

interface LanguageSwitcherProps {
  className?: string;
  /** Only the other languages (the header, where space is short); the menu and footer list all three. */
  othersOnly?: boolean;
  /**
   * The header's is the page's language navigation landmark; the copies in the mobile menu and the
   * footer are groups under the same name, so landmarks stay unique.
   */
  landmark?: boolean;
}

export function LanguageSwitcher({
  className = "",
  othersOnly = false,
  landmark = false,
}: LanguageSwitcherProps) {
  const { pathname, search, hash } = useLocation();
  const label = useChrome().t("language_switcher_label");
  const followLiveAddress = useFollowLiveAddress();
  if (holdsPersonalToken(pathname)) return null;
  const current = localeOfPath(pathname);
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper
      className={`language-switcher ${className}`}
      aria-label={label}
      role={landmark ? undefined : "group"}
    >
      <ul className="language-switcher__list">
        {LOCALES.filter((locale) => !othersOnly || locale !== current).map((locale) => (
          <li key={locale}>
            <Link
              to={`${localizedPath(pathname, locale)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              className="language-switcher__link"
              aria-current={locale === current ? "true" : undefined}
              onClick={(event) => followLiveAddress(event, locale)}
            >
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}

/**
 * The address can change without the router: the planner writes its inputs into the query as they
 * are typed, and a first load's #fragment is not in the prerendered links. A plain click takes the
 * address as it is at that moment, so the other language opens the same view.
 */
function useFollowLiveAddress() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const { pathname, search, hash } = window.location;
      event.preventDefault();
      navigate(`${localizedPath(pathname, locale)}${search}${hash}`);
    },
    [navigate],
  );
}

/**
 * Whether the page is one whose URL holds a personal token (in any language's form of the path);
 * the bare prefix counts too, so a link without its token looks like one with an unknown token.
 */
export function holdsPersonalToken(pathname: string): boolean {
  const path = `${pathWithoutLocale(pathname)}/`;
  return path.startsWith(TRACK_PATH_PREFIX) || path.startsWith(PRIVACY_REQUEST_PREFIX);
}
