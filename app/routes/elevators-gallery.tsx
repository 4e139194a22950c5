import { bannerPage } from "../banner-page.tsx";
import { GalleryGrid } from "../sections/elevators-gallery/GalleryGrid.tsx";

const page = bannerPage("elevatorsGallery", [GalleryGrid]);
export const meta = page.meta;
export default page.Page;
