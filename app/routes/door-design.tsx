import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { DoorStandards } from "../sections/door-design/DoorStandards.tsx";
import { DoorGrid } from "../sections/doors/DoorGrid.tsx";
import type { Route } from "./+types/door-design";

/** The door grid as this page introduces it: for choosing a finish. */
function DoorDesigns() {
  return (
    <DoorGrid
      eyebrow="Door design"
      title="Eight door designs in 304 stainless steel"
      lead="Landing and car doors are the first thing people see of a lift. Choose a finish for your lobby; zoom in on any door to see it up close."
    />
  );
}

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("doorDesign", request);

const page = bannerPage([DoorDesigns, DoorStandards]);
export const meta = page.meta;
export default page.Page;
