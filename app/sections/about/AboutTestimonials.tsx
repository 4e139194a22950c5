/** About page: the two testimonials, autoplaying every 3 s, on the site's carousel. */
import type { Testimonial } from "../../../content/testimonials.ts";
import { m } from "../../../messages/compiled/messages.js";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import { ABOUT_TESTIMONIAL_AUTOPLAY_MS } from "../../motion.ts";
import { TestimonialCarousel } from "../home/TestimonialCard.tsx";

export function AboutTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const locale = useLocale();
  return (
    <Section
      className="about-testimonials"
      heading={headingOf(
        "about-testimonials-title",
        locale,
        m.about_testimonials_eyebrow,
        m.about_testimonials_title,
        m.about_testimonials_lead,
      )}
    >
      <TestimonialCarousel
        testimonials={testimonials}
        autoplay={ABOUT_TESTIMONIAL_AUTOPLAY_MS}
        className="about-testimonials__carousel"
      />
    </Section>
  );
}
