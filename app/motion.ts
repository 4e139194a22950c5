/**
 * Timings that JavaScript needs: autoplay intervals, carousel speeds, entrance staggers, timers.
 *
 * Each timing is written once. A duration only CSS uses is a custom property in
 * design/tokens.css (zeroed there under `prefers-reduced-motion`). A timing JavaScript needs
 * lives here; when CSS needs the same value, the component hands it to CSS as an inline custom
 * property (Carousel's --carousel-speed, ImageModal's --duration-modal-out, useReveal's
 * --reveal-delay) and honours reduced motion itself. JavaScript never reads tokens.css back.
 */

/** Hero slideshow: current slide advances every 5 s, wrapping last → first. */
export const HERO_AUTOPLAY_MS = 5000;
/** Hero slide change fades over 1 s. */
export const HERO_SLIDE_FADE_MS = 1000;

/** Home testimonial carousel: auto-advance every 5 s, wrapping both ways. */
export const HOME_TESTIMONIAL_AUTO_ADVANCE_MS = 5000;
/** Home testimonial transition: 0.5 s. */
export const HOME_TESTIMONIAL_TRANSITION_MS = 500;
/** About page testimonial carousel: autoplay every 3 s. */
export const ABOUT_TESTIMONIAL_AUTOPLAY_MS = 3000;
/** About page partner carousel: autoplay every 2 s. */
export const PARTNER_AUTOPLAY_MS = 2000;

/** Services slider: speed 300 ms, coverflow depth 100, breakpoints 512 / 1024 / 1560. */
export const SERVICES_SLIDER_SPEED_MS = 300;
export const SERVICES_COVERFLOW_DEPTH = 100;
/** Slides per view by minimum viewport width (px): 1 below 512, 2 from 512, 3 from 1024, 4 from 1560. */
export const SERVICES_SLIDES_PER_VIEW = { 0: 1, 512: 2, 1024: 3, 1560: 4 } as const;

/** Latest blogs carousel: cards per view 1, 2 or 3 by width; buttons only below the large breakpoint. */
export const LARGE_BREAKPOINT = 1024;
export const BLOG_CARDS_PER_VIEW = { 0: 1, 768: 2, [LARGE_BREAKPOINT]: 3 } as const;
/** Specialists carousel: same layout as the blog cards. */
export const SPECIALIST_CARDS_PER_VIEW = BLOG_CARDS_PER_VIEW;

/** Step list ("Amazing Solutions"): one more step every 1 s, newest first, until six are shown. */
export const STEP_LIST_REVEAL_DELAY_MS = 1000;
export const STEP_LIST_STEPS = 6;

/** Entrance stagger of the home page's grids and card rows: each item 0.2 s after the one before it. */
const ENTRANCE_STAGGER_MS = 200;
/** Safety features: the entrance stagger × the item index. */
export const SAFETY_ITEM_STAGGER_MS = ENTRANCE_STAGGER_MS;
/** Value cards. */
export const VALUE_CARDS_STAGGER_MS = ENTRANCE_STAGGER_MS;
/** Blog and specialist cards (each fades in over --duration-card-fade). */
export const CARD_FADE_STAGGER_MS = ENTRANCE_STAGGER_MS;

/** Image modal: fades out over 0.2 s before it closes (it fades in over --duration-modal-in). */
export const MODAL_OUT_MS = 200;

/** About page counters count up over about 2 s. */
export const COUNTER_DURATION_MS = 2000;
