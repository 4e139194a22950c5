/** 9. 'Meet Our Specialist': three people; 'View more' leads to the About page's Leadership section. */
import { specialists } from "../../../content/specialists.ts";
import { SPECIALIST_CARDS_PER_VIEW } from "../../motion.ts";
import { HomeCardCarousel } from "./HomeCard.tsx";

export function SpecialistsSection() {
  return (
    <HomeCardCarousel
      className="specialists"
      heading={{
        id: "specialists-title",
        eyebrow: "Our team",
        title: "Meet Our Specialist",
        lead: "The people who lead our design, installation and service work.",
      }}
      label="Our specialists"
      perView={SPECIALIST_CARDS_PER_VIEW}
      shape="square"
      cardClassName="home-card--person"
      items={specialists}
    />
  );
}
