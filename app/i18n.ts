/**
 * The language of the page being rendered, read from its path (`/gu/...`, `/hi/...`, else
 * English), the same on the server and in the browser. Interface texts are messages (messages/,
 * compiled by Paraglide JS into messages/compiled/): call them with this locale,
 * `m.footer_office({}, { locale })`.
 */
import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "../contracts/locales.ts";

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
