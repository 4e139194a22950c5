/**
 * The site's one carousel (hero, testimonials, services, blogs, specialists, partners, type-page
 * images, "Other Services"). Sliding effects run on Embla (fetched when such a carousel mounts,
 * see useLazyEmbla.ts); the fade effect is a small state
 * machine. All of them share: prev/next buttons ("Previous slide" / "Next slide", disabled when
 * there is nowhere to go), ArrowLeft / ArrowRight while focus is inside, swipe on touch, slides
 * labelled "N of M", autoplay with a pause button that pauses on hover and keyboard focus and does
 * not start under reduced motion. Without JavaScript every slide is in the HTML, in a
 * horizontally scrollable strip.
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
 */
import {
  Children,
  type CSSProperties,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
} from "react";
import { Icon } from "../Icon.tsx";
import { useAutoplay } from "./useAutoplay.ts";
import { type EmblaApi, useLazyEmbla } from "./useLazyEmbla.ts";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion.ts";
import { useSwipe } from "./useSwipe.ts";
import "./carousel.css";

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
  /** Accessible label of each slide; defaults to "N of M". */
  slideLabel?: (index: number, count: number) => string;
  /** A row of dots, one per slide, that selects that slide (the current dot has aria-current). */
  dots?: boolean;
  /** Accessible label of each dot; defaults to "Show slide N of M". */
  dotLabel?: (index: number, count: number) => string;
  className?: string;
  /** Called with the index of the newly current slide. */
  onSelect?: (index: number) => void;
}

interface Engine {
  selected: number;
  count: number;
  goTo: (index: number) => void;
  canPrev: boolean;
  canNext: boolean;
  prev: () => void;
  next: () => void;
  /** Autoplay step: next, wrapping to the first slide at the end. */
  advance: () => void;
}

export const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;
export const defaultDotLabel = (index: number, count: number) => `Show slide ${index + 1} of ${count}`;

/** Embla's `duration` is not in ms; its spring settles in about 20 ms per unit (300 ms -> 15). */
export function emblaDuration(ms: number): number {
  return Math.max(1, Math.round(ms / 20));
}

export function perViewStyle(perView: PerView | undefined): CSSProperties {
  const style: Record<string, number> = {};
  for (const [width, count] of Object.entries(perView ?? {})) style[`--per-view-${width}`] = count;
  return style as CSSProperties;
}

function slideKey(child: ReactNode, index: number) {
  return isValidElement(child) && child.key != null ? child.key : index;
}

export function Carousel(props: CarouselProps) {
  return props.effect === "fade" ? <FadeCarousel {...props} /> : <EmblaCarousel {...props} />;
}

function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

interface FrameProps extends CarouselProps {
  engine: Engine;
  viewport: (options: { viewportId: string; live: "off" | "polite"; focusable: boolean }) => ReactNode;
}

/** Region, keyboard, autoplay, buttons: what every effect shares. */
function CarouselFrame({
  label,
  className = "",
  effect = "slide",
  perView,
  speed,
  autoplay,
  hideControlsFrom,
  dots = false,
  dotLabel = defaultDotLabel,
  engine,
  viewport,
}: FrameProps) {
  const viewportId = useId();
  const mounted = useMounted();
  const { enabled, running, stopped, toggle, handlers } = useAutoplay({
    interval: autoplay,
    index: engine.selected,
    onAdvance: engine.advance,
  });

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable='true']")) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      engine.prev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      engine.next();
    }
  }

  const style = {
    ...perViewStyle(perView),
    ...(speed !== undefined ? { "--carousel-speed": `${speed}ms` } : {}),
  } as CSSProperties;
  const classes = [
    "carousel",
    `carousel--${effect}`,
    hideControlsFrom ? `carousel--controls-until-${hideControlsFrom}` : "",
    className,
  ];

  return (
    <section
      className={classes.filter(Boolean).join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={enabled ? (running ? "running" : "paused") : undefined}
      style={style}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      {viewport({ viewportId, live: running ? "off" : "polite", focusable: !mounted })}
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button carousel__button--prev"
          aria-label="Previous slide"
          aria-controls={viewportId}
          disabled={!engine.canPrev}
          onClick={engine.prev}
        >
          <Icon name="chevronLeft" size={22} />
        </button>
        {dots && engine.count > 1 && (
          <div className="carousel__dots" role="group" aria-label="Choose a slide">
            {Array.from({ length: engine.count }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={dotLabel(index, engine.count)}
                aria-controls={viewportId}
                aria-current={index === engine.selected ? "true" : undefined}
                onClick={() => engine.goTo(index)}
              />
            ))}
          </div>
        )}
        {enabled && (
          <button
            type="button"
            className="carousel__button carousel__button--pause"
            aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
            onClick={toggle}
          >
            <Icon name={stopped ? "play" : "pause"} size={18} />
          </button>
        )}
        <button
          type="button"
          className="carousel__button carousel__button--next"
          aria-label="Next slide"
          aria-controls={viewportId}
          disabled={!engine.canNext}
          onClick={engine.next}
        >
          <Icon name="chevronRight" size={22} />
        </button>
      </div>
    </section>
  );
}

function Slides({
  items,
  selected,
  slideLabel,
  inertInactive,
}: {
  items: ReactNode[];
  selected: number;
  slideLabel: (index: number, count: number) => string;
  inertInactive: boolean;
}) {
  return (
    <div className="carousel__container">
      {items.map((child, index) => {
        const active = index === selected;
        return (
          <div
            key={slideKey(child, index)}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, items.length)}
            data-active={active ? "true" : undefined}
            inert={inertInactive && !active ? true : undefined}
          >
            <div className="carousel__slide-inner">{child}</div>
          </div>
        );
      })}
    </div>
  );
}

/** Cross-fade: slides stacked in one grid cell, the current one opaque. */
function FadeCarousel(props: CarouselProps) {
  const { children, loop = false, slideLabel = defaultSlideLabel, onSelect } = props;
  const items = Children.toArray(children);
  const count = items.length;
  const [selected, setSelected] = useState(0);
  const mounted = useMounted();

  const goTo = useCallback(
    (index: number) => {
      setSelected(index);
      onSelect?.(index);
    },
    [onSelect],
  );
  const canPrev = count > 1 && (loop || selected > 0);
  const canNext = count > 1 && (loop || selected < count - 1);
  const prev = () => canPrev && goTo((selected - 1 + count) % count);
  const next = () => canNext && goTo((selected + 1) % count);
  const advance = () => count > 1 && goTo((selected + 1) % count);
  const swipe = useSwipe(prev, next);

  const engine: Engine = { selected, count, goTo, canPrev, canNext, prev, next, advance };
  return (
    <CarouselFrame
      {...props}
      engine={engine}
      viewport={({ viewportId, live, focusable }) => (
        <div
          className="carousel__viewport"
          id={viewportId}
          aria-live={live}
          tabIndex={focusable ? 0 : undefined}
          {...swipe}
        >
          <Slides items={items} selected={selected} slideLabel={slideLabel} inertInactive={mounted} />
        </div>
      )}
    />
  );
}

/** Sliding carousels (plain and coverflow) on Embla. */
function EmblaCarousel(props: CarouselProps) {
  const {
    children,
    effect = "slide",
    loop = false,
    align = "start",
    speed = 400,
    coverflowDepth = 100,
    coverflowRotate = 30,
    slideLabel = defaultSlideLabel,
    onSelect,
  } = props;
  const items = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useLazyEmbla({
    loop,
    align,
    containScroll: loop ? false : "trimSnaps",
    duration: reducedMotion ? 0 : emblaDuration(speed),
  });
  const [state, setState] = useState({ selected: 0, canPrev: loop, canNext: items.length > 1 });

  useEffect(() => {
    if (!api) return;
    const update = () => {
      const selected = api.selectedScrollSnap();
      setState({ selected, canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    };
    const select = () => {
      update();
      onSelect?.(api.selectedScrollSnap());
    };
    update();
    api.on("select", select).on("reInit", update);
    return () => {
      api.off("select", select).off("reInit", update);
    };
  }, [api, onSelect]);

  useEffect(() => {
    if (!api || effect !== "coverflow") return;
    const apply = () => applyCoverflow(api, coverflowDepth, coverflowRotate);
    apply();
    api.on("scroll", apply).on("reInit", apply).on("slideFocus", apply);
    return () => {
      api.off("scroll", apply).off("reInit", apply).off("slideFocus", apply);
    };
  }, [api, effect, coverflowDepth, coverflowRotate]);

  const engine: Engine = {
    ...state,
    count: items.length,
    goTo: (index) => api?.scrollTo(index),
    prev: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
    advance: () => {
      if (!api) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    },
  };
  return (
    <CarouselFrame
      {...props}
      engine={engine}
      viewport={({ viewportId, live, focusable }) => (
        <div
          className="carousel__viewport"
          ref={viewportRef}
          id={viewportId}
          aria-live={live}
          tabIndex={focusable ? 0 : undefined}
        >
          <Slides items={items} selected={state.selected} slideLabel={slideLabel} inertInactive={false} />
        </div>
      )}
    />
  );
}

/**
 * Coverflow: each slide's inner box recedes `depth` px and turns `rotate` degrees per step away
 * from the centre (clamped at two steps), following the scroll position frame by frame.
 */
function applyCoverflow(api: EmblaApi, depth: number, rotate: number) {
  const engine = api.internalEngine();
  const progress = api.scrollProgress();
  const snaps = api.scrollSnapList();
  const step = snaps.length > 1 ? Math.abs((snaps[1] ?? 0) - (snaps[0] ?? 0)) || 1 : 1;
  const nodes = api.slideNodes();
  snaps.forEach((snap, snapIndex) => {
    for (const slideIndex of engine.slideRegistry[snapIndex] ?? []) {
      let distance = snap - progress;
      if (engine.options.loop) {
        // A looped slide shown one lap early or late sits a whole lap (1.0 progress) away.
        for (const point of engine.slideLooper.loopPoints) {
          if (point.index !== slideIndex) continue;
          const shift = point.target();
          if (shift < 0) distance -= 1;
          if (shift > 0) distance += 1;
        }
      }
      const offset = Math.max(-2, Math.min(2, distance / step));
      const inner = nodes[slideIndex]?.firstElementChild as HTMLElement | null;
      if (inner) {
        inner.style.transform = `translateZ(${(-depth * Math.abs(offset)).toFixed(1)}px) rotateY(${(-offset * rotate).toFixed(1)}deg)`;
      }
    }
  });
}
