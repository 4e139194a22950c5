/**
 * About page: partner logos, autoplaying every 2 s, 2 logos per view on small
 * screens up to 5 on wide ones, on the site's carousel.
 */
import type { Partner } from "../../../content/partners.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Image } from "../../components/Image.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import { PARTNER_AUTOPLAY_MS } from "../../motion.ts";

export function Partners({ partners }: { partners: Partner[] }) {
  const locale = useLocale();
  return (
    <Section
      alt
      className="partners"
      heading={headingOf(
        "partners-title",
        locale,
        m.about_partners_eyebrow,
        m.about_partners_title,
        m.about_partners_lead,
      )}
    >
      <Carousel
        label={m.about_partners_label({}, { locale })}
        loop
        autoplay={PARTNER_AUTOPLAY_MS}
        perView={{ 0: 2, 640: 3, 1024: 4, 1280: 5 }}
        slideLabel={(index, count) =>
          m.about_partners_slide(
            { name: partners[index]?.name ?? "", position: index + 1, count },
            { locale },
          )
        }
        className="partners__carousel"
      >
        {partners.map((partner) => (
          <div key={partner.logo} className="card partner">
            <Image
              src={partner.logo}
              alt={m.about_partners_logo_alt({ name: partner.name, supplies: partner.supplies }, { locale })}
              className="partner__logo"
              sizes="240px"
            />
          </div>
        ))}
      </Carousel>
    </Section>
  );
}
