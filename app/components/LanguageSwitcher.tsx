/**
 * English · ગુજરાતી · हिन्दी: the same page in each language, each name in its own script and
 * marked with its language (screen readers pronounce it right). No flags, no automatic redirect.
 */
import { Link, useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES, localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { m } from "../paraglide/messages.js";
import "./language-switcher.css";

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <nav
      className={`language-switcher ${className}`}
      aria-label={m.language_switcher_label({}, { locale: current })}
    >
      <ul className="language-switcher__list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={`${localizedPath(pathname, locale)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              className="language-switcher__link"
              aria-current={locale === current ? "true" : undefined}
            >
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
