/**
 * Every timing and motion constant of the site, named after the spec's terms (SPEC 4 and 9).
 * Components read them from here; CSS durations that mirror them live in app/styles/tokens.css
 * (which also zeroes them under `prefers-reduced-motion`).
 */

/** Hero slideshow: current slide advances every 5 s, wrapping last → first (SPEC 4, 9). */
export const HERO_AUTOPLAY_MS = 5000;
/** Hero slide change fades over 1 s. */
export const HERO_SLIDE_FADE_MS = 1000;
/** Hero slides: four. */
export const HERO_SLIDES = 4;

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
export const BLOG_CARDS_PER_VIEW = { 0: 1, 768: 2, 1024: 3 } as const;
export const LARGE_BREAKPOINT = 1024;
/** Specialists carousel: same layout as the blog cards. */
export const SPECIALIST_CARDS_PER_VIEW = { 0: 1, 768: 2, 1024: 3 } as const;

/** Step list ("Amazing Solutions"): one more step every 1 s, newest first, until six are shown. */
export const STEP_LIST_REVEAL_DELAY_MS = 1000;
export const STEP_LIST_STEPS = 6;

/** Safety features: nine; entrance stagger 0.2 s × the item index. */
export const SAFETY_FEATURES = 9;
export const SAFETY_ITEM_STAGGER_MS = 200;
/** Value cards: entrance stagger 0.2 s. */
export const VALUE_CARDS_STAGGER_MS = 200;
/** Blog and specialist cards fade in over 0.8 s with a 0.2 s stagger per card. */
export const CARD_FADE_IN_MS = 800;
export const CARD_FADE_STAGGER_MS = 200;

/** FAQ answers animate open and closed over 0.3 s. */
export const FAQ_ANSWER_MS = 300;

/** Navigation bar hide/show animation. */
export const NAV_HIDE_SHOW_MS = 500;
/** Modal transition: 300 ms in, 200 ms out. */
export const MODAL_IN_MS = 300;
export const MODAL_OUT_MS = 200;
/** About page counters count up over about 2 s. */
export const COUNTER_DURATION_MS = 2000;
