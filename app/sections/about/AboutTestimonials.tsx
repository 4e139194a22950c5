/** About page: the two testimonials, autoplaying every 3 s, on the site's carousel. */
import { Section } from "../../components/Section.tsx";
import { ABOUT_TESTIMONIAL_AUTOPLAY_MS } from "../../motion.ts";
import { TestimonialCarousel } from "../home/TestimonialCard.tsx";

export function AboutTestimonials() {
  return (
    <Section
      className="about-testimonials"
      heading={{
        id: "about-testimonials-title",
        eyebrow: "Testimonials",
        title: "What our customers say",
        lead: "Housing societies, builders and factories on working with our team.",
      }}
    >
      <TestimonialCarousel
        autoplay={ABOUT_TESTIMONIAL_AUTOPLAY_MS}
        className="about-testimonials__carousel"
      />
    </Section>
  );
}
