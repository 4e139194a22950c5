/**
 * The home page's introduction: who we are, with links to the About page and the services. In
 * English; the Gujarati and Hindi texts are in content/locales/<language>/home-intro.ts.
 */
import { company } from "./company.ts";
import { intro as gu } from "./locales/gu/home-intro.ts";
import { intro as hi } from "./locales/hi/home-intro.ts";
import { type Localized, localized } from "./localize.ts";

export const intro = {
  eyebrow: `About ${company.name}`,
  title: "One team from the first drawing to the hundredth service visit",
  paragraphs: [
    `Since ${company.foundedYear} we have helped home owners, architects and builders across Gujarat choose, install and look after the right lift. Our own engineers survey the site, draw the shaft and pit details with your architect, manufacture the cabin and doors at our Surat works, and install and commission the elevator on schedule.`,
    "After handover, the same team keeps it running: monthly preventive maintenance, annual maintenance contracts (AMC) for every make, genuine spares in stock and a 24/7 breakdown line. That is why builders who started with one lift come back to us for every new project.",
  ],
  readMore: { label: "Read More", href: "/about-us" },
  viewServices: { label: "View Services", href: "#services" },
};

export type Intro = typeof intro;

/** The introduction in a page's language. */
export const introIn: Localized<Intro> = localized("home-intro", intro, { gu, hi });
