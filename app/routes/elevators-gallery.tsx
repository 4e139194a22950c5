import { galleryItemsIn } from "../../content/gallery.ts";
import { bannerPage } from "../banner-page.tsx";
import { contentIn, fixedPageLoader } from "../page-data.ts";
import { GalleryGrid } from "../sections/elevators-gallery/GalleryGrid.tsx";

/** The installations in the page's language. */
export const loader = fixedPageLoader("elevatorsGallery", (locale, context) => ({
  items: contentIn(context, "gallery", locale, galleryItemsIn),
}));

const page = bannerPage<typeof loader>([GalleryGrid]);
export const meta = page.meta;
export default page.Page;
