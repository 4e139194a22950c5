import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { ButtonLink } from "../components/Button.tsx";
import { DoorGrid } from "../sections/doors/DoorGrid.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.doorsGallery, breadcrumbName: "Doors Gallery" });

export default function DoorsGallery() {
  return (
    <>
      <BreadcrumbBanner title="Doors Gallery" subtitle="Stainless steel door finishes" />
      <DoorGrid
        eyebrow="Gallery"
        title="Our door finishes, up close"
        lead="The same eight 304 stainless steel designs we fit across Gujarat. Open any door in a larger view."
      >
        <p>Safety features, opening types and clear widths of every door are on the door design page.</p>
        <ButtonLink to="/door-design" variant="outline">
          Door design details
        </ButtonLink>
      </DoorGrid>
    </>
  );
}
