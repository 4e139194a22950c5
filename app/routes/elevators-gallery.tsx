import { galleryItemsIn } from "../../content/gallery.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { GalleryGrid } from "../sections/elevators-gallery/GalleryGrid.tsx";
import type { Route } from "./+types/elevators-gallery";

/** The installations in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...fixedPageData("elevatorsGallery", request),
    items: galleryItemsIn(localeOfPath(new URL(request.url).pathname)),
  };
}

const page = bannerPage<typeof loader>([GalleryGrid]);
export const meta = page.meta;
export default page.Page;
