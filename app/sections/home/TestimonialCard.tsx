/** One testimonial: stars (whole number, with an accessible label), review, logo, company, position. */
import type { Testimonial } from "../../../content/testimonials.ts";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import "./testimonials.css";

export function Stars({ rating }: { rating: number }) {
  const whole = Math.floor(rating);
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: whole }, (_, star) => (
        <Icon key={`star-${star + 1}`} name="star" size={20} />
      ))}
    </p>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <Icon name="quote" size={36} className="testimonial__mark" />
      <Stars rating={testimonial.rating} />
      <blockquote className="testimonial__review">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        <Image src={testimonial.logo} alt={testimonial.alt} className="testimonial__logo" sizes="160px" />
        <span>
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__position">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
