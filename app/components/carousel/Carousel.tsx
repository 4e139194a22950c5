/**
 * The site's one carousel (hero, testimonials, services, blogs, specialists, partners, type-page
 * images, "Other Services"). Sliding effects run on Embla (fetched when such a carousel mounts,
 * see useLazyEmbla.ts); the fade effect is a small state
 * machine. All of them share: prev/next buttons ("Previous slide" / "Next slide", disabled when
 * there is nowhere to go), ArrowLeft / ArrowRight while focus is inside, swipe on touch, slides
 * labelled "N of M", autoplay with a pause button that pauses on hover and keyboard focus and does
 * not start under reduced motion. Without JavaScript every slide is in the HTML, in a
 * horizontally scrollable strip. Once it runs (hydrated, and a sliding carousel's Embla loaded) its
 * region carries `data-ready="true"`.
 *
 * Usage:
 *   <Carousel
 *     label="Our services"                 // accessible name of the carousel region
 *     effect="coverflow"                   // "slide" (default) | "fade" | "coverflow"
 *     loop                                 // wrap around (prev/next never disabled)
 *     align="center"                       // "start" (default) | "center"
 *     perView={{ 0: 1, 512: 2, 1024: 3 }}  // slides per view from each min-width (see BREAKPOINTS)
 *     speed={300}                          // transition in ms (fade duration, or slide speed)
 *     autoplay={5000}                      // ms between advances; omit for none
 *     coverflowDepth={100}
 *     hideControlsFrom={1024}              // hide the buttons from this width up
 *     dots                                 // a dot per slide that selects it
 *   >
 *     {items.map((item) => <Card key={item.id} {...item} />)}
 *   </Carousel>
 * Style the controls from the caller's CSS through `.your-class .carousel__controls` etc.
 * The frame every effect shares is CarouselFrame.tsx; each effect only supplies an Engine.
 */
import { EmblaCarousel } from "./EmblaCarousel.tsx";
import { FadeCarousel } from "./FadeCarousel.tsx";
import type { CarouselProps } from "./types.ts";

export type { CarouselProps, PerView } from "./types.ts";

export function Carousel(props: CarouselProps) {
  return props.effect === "fade" ? <FadeCarousel {...props} /> : <EmblaCarousel {...props} />;
}
