import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { GalleryGrid } from "../sections/elevators-gallery/GalleryGrid.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.elevatorsGallery, breadcrumbName: "Elevators Gallery" });

export default function ElevatorsGallery() {
  return (
    <>
      <BreadcrumbBanner title="Elevators Gallery" subtitle="Lifts we have installed" />
      <GalleryGrid />
    </>
  );
}
