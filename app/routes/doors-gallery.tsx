/** The doors gallery: the door grid as a gallery, pointing to the door design page for the technical details. */
import { type Door, doorsIn } from "../../content/doors.ts";
import { m } from "../../messages/compiled/messages.js";
import { bannerPage } from "../banner-page.tsx";
import { ButtonLink } from "../components/Button.tsx";
import { useLocale } from "../i18n.ts";
import { contentIn, fixedPageLoader } from "../page-data.ts";
import { DoorGrid } from "../sections/doors/DoorGrid.tsx";

/** The doors in the page's language: in the HTML, not the JavaScript. */
export const loader = fixedPageLoader("doorsGallery", (locale, context) => ({
  doors: contentIn(context, "doors", locale, doorsIn),
}));

function DoorFinishes({ doors }: { doors: Door[] }) {
  const locale = useLocale();
  return (
    <DoorGrid
      doors={doors}
      eyebrow={m.doors_gallery_eyebrow}
      title={m.doors_gallery_title}
      lead={m.doors_gallery_lead}
    >
      <p>{m.doors_gallery_details_text({}, { locale })}</p>
      <ButtonLink to="/door-design" variant="outline">
        {m.doors_gallery_details_link({}, { locale })}
      </ButtonLink>
    </DoorGrid>
  );
}

const page = bannerPage<typeof loader>([DoorFinishes]);
export const meta = page.meta;
export default page.Page;
