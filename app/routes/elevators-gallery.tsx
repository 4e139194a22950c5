import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { GalleryGrid } from "../sections/elevators-gallery/GalleryGrid.tsx";
import type { Route } from "./+types/elevators-gallery";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("elevatorsGallery", request);

const page = bannerPage([GalleryGrid]);
export const meta = page.meta;
export default page.Page;
