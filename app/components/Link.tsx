/**
 * React Router's Link and NavLink, kept in the page's language: a path such as `/faq` written in
 * a component leads to `/gu/faq` on a Gujarati page. Paths outside the pages (files, the API) and
 * other sites are left as they are.
 */
import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type To } from "react-router";
import { type Locale, localizedPath } from "../../contracts/locales.ts";
import { useLocale } from "../i18n.ts";

const NOT_A_PAGE = /^\/(api|uploads|assets|og|inbox)(\/|$)|\.[a-z0-9]+$/i;

/** `to` in the page's language. */
export function localizedTo(to: To, locale: Locale): To {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || NOT_A_PAGE.test(to)) return to;
  return localizedPath(to, locale);
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localizedTo(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localizedTo(to, useLocale())} {...props} />;
}
