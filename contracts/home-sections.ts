/**
 * The content of the home page's sections below its first screen travels as a JSON file per
 * language (prerendered from app/routes/home-sections.ts), fetched with the sections' code when the
 * visitor scrolls near them, not inline in the page: the first response stays small.
 */
import type { HomeContent } from "../content/home.ts";
import type { Intro } from "../content/home-intro.ts";
import type { Specialist } from "../content/specialists.ts";
import type { Testimonial } from "../content/testimonials.ts";
import type { ValueCard } from "../content/value-cards.ts";
import type { PagePhotos } from "./page-photo.ts";

/** The English file's path; the Gujarati and Hindi ones are under /gu and /hi. */
export const HOME_SECTIONS_PATH = "/home-sections.json";

export type HomeSections = HomeContent & {
  intro: Intro;
  valueCards: ValueCard[];
  testimonials: Testimonial[];
  specialists: Specialist[];
  /** The photos these name, as the sections show them (contracts/page-photo.ts); none without. */
  photos?: PagePhotos;
};
