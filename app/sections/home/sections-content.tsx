/**
 * Gives a home section below the hero its content (contracts/home-sections.ts). On the server the
 * content is read as published (sections-data.ts, with the load context of the request); in the
 * browser it is fetched once per language, when the first such
 * section comes near. If the fetch fails, the sections keep the prerendered HTML as it is (links,
 * FAQ answers and forms work without JavaScript) and the next render tries again.
 */
import { type ComponentType, use } from "react";
import { HOME_SECTIONS_PATH, type HomeSections } from "../../../contracts/home-sections.ts";
import { type Locale, localeOfPath, localizedPath } from "../../../contracts/locales.ts";
import { PhotosProvider } from "../../components/photos.tsx";
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

/** In the browser: the content of the page's language, fetched once. */
export function homeSectionsContent(locale: Locale): Promise<HomeSections> {
  let request = requests.get(locale);
  if (!request) {
    request = fetchSections(locale);
    requests.set(locale, request);
  }
  return request;
}

// On the server only (the browser's bundle leaves it out): what reads the content.
const serverContent = import.meta.env.SSR ? import("./sections-data.ts") : undefined;

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
    const locale = useLocale();
    // A constant of the build: the browser's bundle keeps the second branch only.
    const content = import.meta.env.SSR
      ? use(serverContent as NonNullable<typeof serverContent>).publishedHomeSections(locale)
      : use(homeSectionsContent(locale));
    return (
      <PhotosProvider photos={content.photos}>
        <Section {...content} />
      </PhotosProvider>
    );
  }
  SectionWithContent.displayName = `WithHomeSections(${Section.displayName ?? Section.name})`;
  return SectionWithContent;
}
