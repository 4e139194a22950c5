import { bannerPage } from "../banner-page.tsx";
import { ButtonLink } from "../components/Button.tsx";
import { fixedPageData } from "../page-data.ts";
import { DoorGrid } from "../sections/doors/DoorGrid.tsx";
import type { Route } from "./+types/doors-gallery";

/** The door grid as a gallery, pointing to the door design page for the technical details. */
function DoorFinishes() {
  return (
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
  );
}

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("doorsGallery", request);

const page = bannerPage([DoorFinishes]);
export const meta = page.meta;
export default page.Page;
