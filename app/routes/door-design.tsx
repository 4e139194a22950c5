/** The door design page: the eight doors for choosing a finish, then what every door includes. */
import { type Door, doorStandardsIn, doorsIn } from "../../content/doors.ts";
import { m } from "../../messages/compiled/messages.js";
import { bannerPage } from "../banner-page.tsx";
import { contentIn, fixedPageLoader } from "../page-data.ts";
import { DoorStandards } from "../sections/door-design/DoorStandards.tsx";
import { DoorGrid } from "../sections/doors/DoorGrid.tsx";

/** The doors and their standard equipment in the page's language: in the HTML, not the JavaScript. */
export const loader = fixedPageLoader("doorDesign", (locale, context) => ({
  doors: contentIn(context, "doors", locale, doorsIn),
  standards: contentIn(context, "door-standards", locale, doorStandardsIn),
}));

/** The door grid as this page introduces it: for choosing a finish. */
const DoorDesigns = ({ doors }: { doors: Door[] }) => (
  <DoorGrid
    doors={doors}
    eyebrow={m.doors_design_eyebrow}
    title={m.doors_design_title}
    lead={m.doors_design_lead}
  />
);

const page = bannerPage<typeof loader>([DoorDesigns, DoorStandards]);
export const meta = page.meta;
export default page.Page;
