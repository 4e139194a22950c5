import { pages } from "../../content/pages.ts";
import { bannerPage } from "../banner-page.tsx";
import { GalleryGrid } from "../sections/elevators-gallery/GalleryGrid.tsx";

const banner = { title: "Elevators Gallery", subtitle: "Lifts we have installed" };
const page = bannerPage(pages.elevatorsGallery, banner, [GalleryGrid]);
export const meta = page.meta;
export default page.Page;
