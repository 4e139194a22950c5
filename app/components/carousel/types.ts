import type { ReactNode } from "react";

/** The min-widths (px) `perView` and `hideControlsFrom` may use; carousel.css has a rule for each. */
export const BREAKPOINTS = [512, 640, 768, 1024, 1280, 1560] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
export type PerView = Partial<Record<0 | Breakpoint, number>>;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Customer testimonials". */
  label: string;
  children: ReactNode;
  effect?: "slide" | "fade" | "coverflow";
  loop?: boolean;
  align?: "start" | "center";
  perView?: PerView;
  /** Transition length in ms. */
  speed?: number;
  /** Autoplay interval in ms; omit for none. */
  autoplay?: number;
  /** Coverflow: how far (px) each step away from the centre recedes. */
  coverflowDepth?: number;
  /** Coverflow: rotation (deg) per step away from the centre. */
  coverflowRotate?: number;
  hideControlsFrom?: Breakpoint;
  /** Accessible label of each slide; defaults to "N of M" in the page's language. */
  slideLabel?: (index: number, count: number) => string;
  /** A row of dots, one per slide, that selects that slide (the current dot has aria-current). */
  dots?: boolean;
  /** Accessible label of each dot; defaults to "Show slide N of M" in the page's language. */
  dotLabel?: (index: number, count: number) => string;
  className?: string;
  /** Called with the index of the newly current slide. */
  onSelect?: (index: number) => void;
}

/** What an effect gives the shared frame: where it is and how to move. */
export interface Engine {
  selected: number;
  count: number;
  goTo: (index: number) => void;
  canPrev: boolean;
  canNext: boolean;
  prev: () => void;
  next: () => void;
  /** Autoplay step: next, wrapping to the first slide at the end. */
  advance: () => void;
  /** False while the engine's code is still loading (prev/next do nothing yet). */
  ready: boolean;
}
