/**
 * Everything the home page's sections below the hero show (contracts/home-sections.ts), in a
 * page's language, as the company published it (with the load context; else as written). Read on
 * the server only: by /home-sections.json and by the sections when the page is rendered.
 */
import { use } from "react";
import { homeContentIn } from "../../../content/home.ts";
import { introIn } from "../../../content/home-intro.ts";
import { specialistsIn } from "../../../content/specialists.ts";
import { testimonialsIn } from "../../../content/testimonials.ts";
import { valueCardsIn } from "../../../content/value-cards.ts";
import type { HomeSections } from "../../../contracts/home-sections.ts";
import type { Locale } from "../../../contracts/locales.ts";
import type { PageContext } from "../../../contracts/page-context.ts";
import { contentIn } from "../../page-data.ts";
import { withPhotos } from "../../page-photos.ts";
import { ContentContext } from "../../published-content.ts";

export function homeSectionsIn(locale: Locale, context: PageContext | undefined): HomeSections {
  return withPhotos(context, {
    intro: contentIn(context, "home-intro", locale, introIn),
    valueCards: contentIn(context, "value-cards", locale, valueCardsIn),
    testimonials: contentIn(context, "testimonials", locale, testimonialsIn),
    specialists: contentIn(context, "specialists", locale, specialistsIn),
    ...contentIn(context, "home", locale, homeContentIn),
  });
}

/** While a page renders on the server: the content of the request (entry.server.tsx gives it). */
export const publishedHomeSections = (locale: Locale): HomeSections =>
  homeSectionsIn(locale, use(ContentContext));
