/**
 * English · ગુજરાતી · हिन्दी: the same page in each language, each name in its own script and
 * marked with its language (screen readers pronounce it right). No flags, no automatic redirect.
 * A privacy link's pages show no switcher, so their token is never copied into more links. A
 * ticket's tracking page shows it: whoever holds the link (a relative who reads Hindi, say) may read
 * the ticket in any of the three languages (the page is no-store, no-referrer and noindex).
 */
import { useLocation } from "react-router";
import {
  LOCALE_NAMES,
  LOCALES,
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
  if (!showsSwitcher(pathname)) return null;
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
            <a
              href={`${localizedPath(pathname, locale)}${search}${hash}`}
              data-discover
              lang={locale}
              hrefLang={locale}
              className="language-switcher__link"
              aria-current={locale === current ? "true" : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}

/** Whether the page offers its other languages: every page but a privacy link's. */
export function showsSwitcher(pathname: string): boolean {
  return !holdsPersonalToken(pathname) || `${pathWithoutLocale(pathname)}/`.startsWith(TRACK_PATH_PREFIX);
}

/**
 * Whether the page is one whose URL holds a personal token (in any language's form of the path);
 * the bare prefix counts too, so a link without its token looks like one with an unknown token.
 */
export function holdsPersonalToken(pathname: string): boolean {
  const path = `${pathWithoutLocale(pathname)}/`;
  return path.startsWith(TRACK_PATH_PREFIX) || path.startsWith(PRIVACY_REQUEST_PREFIX);
}
