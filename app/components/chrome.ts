/**
 * The texts on (nearly) every page, in the page's language: the header's, the footer's and the
 * carousels' controls. They travel as data rather than as code: an English page uses the English messages and menus its bundle holds
 * (only the messages named here, nothing of the other languages); a Gujarati or Hindi page gets
 * its texts from the root loader (app/page-data.ts) and lays them over those. A message compiled
 * into the JavaScript would carry all three languages to every page.
 */
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { company, openingTimes } from "../../content/company.ts";
import { overlay } from "../../content/localize.ts";
import { navigation } from "../../content/navigation.ts";
import { fillText } from "../../contracts/fill-text.ts";
import * as english from "../../messages/en.json";
import type { RootData } from "../page-data.ts";

/** The chrome's messages in English; their keys are the ones the root loader sends in other languages. */
export const CHROME_MESSAGES = {
  breadcrumb_label: english.breadcrumb_label,
  common_carousel_choose_slide: english.common_carousel_choose_slide,
  common_carousel_dot_label: english.common_carousel_dot_label,
  common_carousel_next: english.common_carousel_next,
  common_carousel_pause: english.common_carousel_pause,
  common_carousel_play: english.common_carousel_play,
  common_carousel_previous: english.common_carousel_previous,
  common_carousel_role: english.common_carousel_role,
  common_carousel_slide_label: english.common_carousel_slide_label,
  common_carousel_slide_role: english.common_carousel_slide_role,
  error_back_after: english.error_back_after,
  error_back_before: english.error_back_before,
  error_back_link: english.error_back_link,
  error_title: english.error_title,
  footer_about: english.footer_about,
  footer_hours: english.footer_hours,
  footer_office: english.footer_office,
  footer_our_lifts: english.footer_our_lifts,
  footer_privacy: english.footer_privacy,
  footer_rights: english.footer_rights,
  footer_site_map: english.footer_site_map,
  footer_whatsapp: english.footer_whatsapp,
  header_logo_alt: english.header_logo_alt,
  hours_closed: english.hours_closed,
  language_switcher_label: english.language_switcher_label,
  nav_close_menu: english.nav_close_menu,
  nav_home: english.nav_home,
  nav_main_label: english.nav_main_label,
  nav_menu: english.nav_menu,
  nav_mobile_label: english.nav_mobile_label,
  nav_open_menu: english.nav_open_menu,
  skip_to_content: english.skip_to_content,
};
export type ChromeMessage = keyof typeof CHROME_MESSAGES;

const ENGLISH_OPENING_TIMES = openingTimes("en");

function chromeOf(data: RootData | null | undefined) {
  const messages = data?.messages ?? CHROME_MESSAGES;
  // The company's English: as published when it differs from the one this JavaScript holds.
  const english = data?.publishedCompany ?? company;
  return {
    navigation: data?.navigation ? overlay(navigation, data.navigation) : navigation,
    /** The company in the page's language, as published: every fact a page shows comes from here. */
    company: data?.company ? overlay(english, data.company) : english,
    /** The company's English (structured data names and addresses as the company registers them). */
    englishCompany: english,
    /** The working hours' times, one per slot of `company.hours` (null: closed). */
    openingTimes: data?.openingTimes ?? ENGLISH_OPENING_TIMES,
    t: (key: ChromeMessage, values?: Record<string, string | number>) =>
      fillText(messages[key], values ?? {}),
  };
}

export function useChrome() {
  const data = useRouteLoaderData<RootData | null>("root");
  return useMemo(() => chromeOf(data), [data]);
}

/**
 * The company in the page's language as the company published it (the root's data), else as
 * content/company.ts holds it: what every component that shows a company fact reads.
 */
export const useCompany = () => useChrome().company;

/** What a route's `meta` gets as `matches`, as far as it is read here. */
export type RouteMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The same for a route's `meta` (the breadcrumb's structured data names the home page). */
export function chromeOfMeta(matches: RouteMatches) {
  return chromeOf(matches.find((match) => match?.id === "root")?.data as RootData | null | undefined);
}

/** The company as a route's `meta` shows it (the name in a page's title), as `useCompany` does. */
export const companyOfMeta = (matches: RouteMatches) => chromeOfMeta(matches).company;
