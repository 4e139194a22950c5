/** 4. Testimonials: advance every 5 s with a 0.5 s transition, wrapping both ways. */
import { testimonials } from "../../../content/testimonials.ts";
import { Section } from "../../components/Section.tsx";
import { HOME_TESTIMONIAL_AUTO_ADVANCE_MS } from "../../motion.ts";
import { TestimonialCarousel } from "./TestimonialCard.tsx";

export function TestimonialsSection() {
  return (
    <Section
      alt
      className="testimonials"
      heading={{
        id: "testimonials-title",
        eyebrow: "Testimonials",
        title: "What our customers say",
        lead: "Builders, housing societies and factories across Gujarat on working with us.",
      }}
    >
      <TestimonialCarousel
        testimonials={testimonials}
        autoplay={HOME_TESTIMONIAL_AUTO_ADVANCE_MS}
        className="testimonials__carousel"
      />
    </Section>
  );
}
