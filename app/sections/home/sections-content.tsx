/**
 * Gives a home section below the hero its content (contracts/home-sections.ts). On the server the
 * content is read directly; in the browser it is fetched once per language, when the first such
 * section comes near. If the fetch fails, the sections keep the prerendered HTML as it is (links,
 * FAQ answers and forms work without JavaScript) and the next render tries again.
 */
import { type ComponentType, use } from "react";
import { HOME_SECTIONS_PATH, type HomeSections } from "../../../contracts/home-sections.ts";
import { type Locale, localeOfPath, localizedPath } from "../../../contracts/locales.ts";
import { useLocale } from "../../i18n.ts";

const requests = new Map<Locale, Promise<HomeSections>>();
const never = new Promise<never>(() => {});

function fetchSections(locale: Locale): Promise<HomeSections> {
  return fetch(localizedPath(HOME_SECTIONS_PATH, locale))
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<HomeSections>;
    })
    .catch(() => {
      requests.delete(locale);
      return never;
    });
}

export function homeSectionsContent(locale: Locale): Promise<HomeSections> {
  let request = requests.get(locale);
  if (!request) {
    request = import.meta.env.SSR
      ? import("../../../content/home.ts").then((module) => module.homeSectionsIn(locale))
      : fetchSections(locale);
    requests.set(locale, request);
  }
  return request;
}

/** Starts loading the content of the page being shown (in the browser), beside the sections' code. */
export function prefetchHomeSections(): void {
  if (typeof window !== "undefined") void homeSectionsContent(localeOfPath(window.location.pathname));
}

/**
 * The section, given the content in the page's language as its props (it declares the part it
 * reads, by the content's names: `{ intro }`, `{ serviceCards }`).
 */
export function withHomeSections(Section: ComponentType<HomeSections>): ComponentType {
  function SectionWithContent() {
    return <Section {...use(homeSectionsContent(useLocale()))} />;
  }
  SectionWithContent.displayName = `WithHomeSections(${Section.displayName ?? Section.name})`;
  return SectionWithContent;
}
