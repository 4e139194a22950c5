/**
 * About page: partner logos, autoplaying every 2 s, 2 logos per view on small
 * screens up to 5 on wide ones, on the site's carousel.
 */
import { partners } from "../../../content/partners.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Image } from "../../components/Image.tsx";
import { Section } from "../../components/Section.tsx";
import { PARTNER_AUTOPLAY_MS } from "../../motion.ts";

export function Partners() {
  return (
    <Section
      alt
      className="partners"
      heading={{
        id: "partners-title",
        eyebrow: "Our partners",
        title: "Trusted suppliers behind our lifts",
        lead: "Machines, controllers, rails, glass and steel from manufacturers we have worked with for years.",
      }}
    >
      <Carousel
        label="Partner logos"
        loop
        autoplay={PARTNER_AUTOPLAY_MS}
        perView={{ 0: 2, 640: 3, 1024: 4, 1280: 5 }}
        slideLabel={(index, count) => `${partners[index]?.name ?? "Partner"}, ${index + 1} of ${count}`}
        className="partners__carousel"
      >
        {partners.map((partner) => (
          <div key={partner.logo} className="card partner">
            <Image
              src={partner.logo}
              alt={`${partner.name}, supplier of ${partner.supplies}`}
              className="partner__logo"
              sizes="240px"
            />
          </div>
        ))}
      </Carousel>
    </Section>
  );
}
