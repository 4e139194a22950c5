/** 4. Testimonials: advance every 5 s with a 0.5 s transition, wrapping both ways. */
import { testimonials } from "../../../content/testimonials.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import { HOME_TESTIMONIAL_AUTO_ADVANCE_MS, HOME_TESTIMONIAL_TRANSITION_MS } from "../../motion.ts";
import { TestimonialCard } from "./TestimonialCard.tsx";

export function TestimonialsSection() {
  return (
    <section className="section section--alt testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What our customers say"
          lead="Builders, housing societies and factories across Gujarat on working with us."
        />
        <Carousel
          label="Customer testimonials"
          effect="fade"
          loop
          autoplay={HOME_TESTIMONIAL_AUTO_ADVANCE_MS}
          speed={HOME_TESTIMONIAL_TRANSITION_MS}
          className="testimonials__carousel"
        >
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
