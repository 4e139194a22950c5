/** About page: the two testimonials, autoplaying every 3 s, on the site's carousel. */
import { testimonials } from "../../../content/testimonials.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Section } from "../../components/Section.tsx";
import { ABOUT_TESTIMONIAL_AUTOPLAY_MS, HOME_TESTIMONIAL_TRANSITION_MS } from "../../motion.ts";
import { TestimonialCard } from "../home/TestimonialCard.tsx";

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
      <Carousel
        label="Customer testimonials"
        effect="fade"
        loop
        autoplay={ABOUT_TESTIMONIAL_AUTOPLAY_MS}
        speed={HOME_TESTIMONIAL_TRANSITION_MS}
        className="about-testimonials__carousel"
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </Carousel>
    </Section>
  );
}
