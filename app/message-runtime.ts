/**
 * What the compiled messages (messages/compiled/messages/) import from Paraglide's runtime, for the
 * browser and server bundles (vite.config.ts resolves their `../runtime.js` here). Every call
 * passes its page's locale (`m.key(inputs, { locale })`), so the runtime's locale detection
 * (URL patterns, cookies, async storage: about 2.3 KiB brotli on every page) never runs. A call
 * without a locale gets the base locale, as with the real runtime's `baseLocale` strategy.
 */
import { DEFAULT_LOCALE, type Locale } from "../contracts/locales.ts";

export const experimentalStaticLocale: Locale | undefined = undefined;

export function getLocale(): Locale {
  return DEFAULT_LOCALE;
}
