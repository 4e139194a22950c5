/** 4. Testimonials: advance every 5 s with a 0.5 s transition, wrapping both ways. */
import type { Testimonial } from "../../../content/testimonials.ts";
import { m } from "../../../messages/compiled/messages.js";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import { HOME_TESTIMONIAL_AUTO_ADVANCE_MS } from "../../motion.ts";
import { TestimonialCarousel } from "./TestimonialCard.tsx";

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  const locale = useLocale();
  return (
    <Section
      alt
      className="testimonials"
      heading={headingOf(
        "testimonials-title",
        locale,
        m.home_testimonials_eyebrow,
        m.home_testimonials_title,
        m.home_testimonials_lead,
      )}
    >
      <TestimonialCarousel
        testimonials={testimonials}
        autoplay={HOME_TESTIMONIAL_AUTO_ADVANCE_MS}
        className="testimonials__carousel"
      />
    </Section>
  );
}
