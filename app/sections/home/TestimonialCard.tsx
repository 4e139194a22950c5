/**
 * One testimonial: stars (whole number, with an accessible label), review, logo, company, position;
 * and every testimonial in a looping, fading carousel (home and About pages).
 */
import type { Testimonial } from "../../../content/testimonials.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import { useLocale } from "../../i18n.ts";
import { HOME_TESTIMONIAL_TRANSITION_MS } from "../../motion.ts";
import "./testimonials.css";
import { ContentText } from "../../components/content-text.tsx";

export function Stars({ rating }: { rating: number }) {
  const whole = Math.floor(rating);
  const locale = useLocale();
  return (
    <p className="stars" role="img" aria-label={m.home_rating_label({ rating }, { locale })}>
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
        <ContentText as="p">{testimonial.review}</ContentText>
      </blockquote>
      <figcaption className="testimonial__by">
        <Image src={testimonial.logo} alt={testimonial.alt} className="testimonial__logo" sizes="160px" />
        <span>
          <ContentText as="span" className="testimonial__name">
            {testimonial.name}
          </ContentText>
          <ContentText as="span" className="testimonial__position">
            {testimonial.position}
          </ContentText>
        </span>
      </figcaption>
    </figure>
  );
}

interface TestimonialCarouselProps {
  /** In the page's language. */
  testimonials: readonly Testimonial[];
  autoplay: number;
  className: string;
}

/** Every testimonial, one at a time, fading to the next every `autoplay` milliseconds. */
export function TestimonialCarousel({ testimonials, autoplay, className }: TestimonialCarouselProps) {
  const locale = useLocale();
  return (
    <Carousel
      label={m.home_testimonials_label({}, { locale })}
      effect="fade"
      loop
      autoplay={autoplay}
      speed={HOME_TESTIMONIAL_TRANSITION_MS}
      className={className}
    >
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </Carousel>
  );
}
