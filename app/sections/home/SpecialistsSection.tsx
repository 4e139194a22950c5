/** 9. 'Meet Our Specialist': three people; 'View more' leads to the About page's Leadership section. */
import type { Specialist } from "../../../content/specialists.ts";
import { m } from "../../../messages/compiled/messages.js";
import { headingOf } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import { SPECIALIST_CARDS_PER_VIEW } from "../../motion.ts";
import { HomeCardCarousel } from "./HomeCard.tsx";

export function SpecialistsSection({ specialists }: { specialists: Specialist[] }) {
  const locale = useLocale();
  return (
    <HomeCardCarousel
      className="specialists"
      heading={headingOf(
        "specialists-title",
        locale,
        m.home_specialists_eyebrow,
        m.home_specialists_title,
        m.home_specialists_lead,
      )}
      label={m.home_specialists_label({}, { locale })}
      perView={SPECIALIST_CARDS_PER_VIEW}
      shape="square"
      cardClassName="home-card--person"
      items={specialists}
    />
  );
}
