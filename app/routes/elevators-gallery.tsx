import { galleryItemsIn } from "../../content/gallery.ts";
import { bannerPage } from "../banner-page.tsx";
import { fixedPageData, localeOfRequest } from "../page-data.ts";
import { GalleryGrid } from "../sections/elevators-gallery/GalleryGrid.tsx";
import type { Route } from "./+types/elevators-gallery";

/** The installations in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...fixedPageData("elevatorsGallery", request),
    items: galleryItemsIn(localeOfRequest(request)),
  };
}

const page = bannerPage<typeof loader>([GalleryGrid]);
export const meta = page.meta;
export default page.Page;
