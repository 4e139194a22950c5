/**
 * Test support for the carousel's tests (not used by the site): slides that are one named
 * paragraph each, and a fade carousel of them rendered with only the props a test is about.
 */
import { render } from "@testing-library/react";
import { Carousel, type CarouselProps } from "./Carousel.tsx";

export const namedSlides = (...names: string[]) => names.map((name) => <p key={name}>{name}</p>);

/** Renders `slides` in a fade carousel labelled "Slides", with `props` on top. */
export function renderFadeCarousel(slides: CarouselProps["children"], props: Partial<CarouselProps> = {}) {
  return render(
    <Carousel label="Slides" effect="fade" {...props}>
      {slides}
    </Carousel>,
  );
}
