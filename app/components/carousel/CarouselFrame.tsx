import {
  type CSSProperties,
  type HTMLAttributes,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useState,
} from "react";
import { useChrome } from "../chrome.ts";
import { Icon } from "../Icon.tsx";
import type { CarouselProps, Engine, PerView } from "./types.ts";
import { useAutoplay } from "./useAutoplay.ts";
import "./carousel.css";

export function perViewStyle(perView: PerView | undefined): CSSProperties {
  const style: Record<string, number> = {};
  for (const [width, count] of Object.entries(perView ?? {})) style[`--per-view-${width}`] = count;
  return style as CSSProperties;
}

export function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

interface FrameProps extends Omit<CarouselProps, "children"> {
  /** The slides, as `Children.toArray` gives them. */
  items: ReactNode[];
  engine: Engine;
  /** Ref and handlers the effect puts on the viewport (Embla's root, swipe handlers). */
  viewportRef?: Ref<HTMLDivElement>;
  viewportHandlers?: HTMLAttributes<HTMLDivElement>;
  /** Slides stacked in one place (fade): once mounted, the ones not current are inert. */
  stacked?: boolean;
}

/** Region, viewport, slides, keyboard, autoplay, buttons: what every effect shares. */
export function CarouselFrame({
  label,
  items,
  className = "",
  effect = "slide",
  perView,
  speed,
  autoplay,
  hideControlsFrom,
  dots = false,
  dotLabel,
  slideLabel,
  engine,
  viewportRef,
  viewportHandlers,
  stacked = false,
}: FrameProps) {
  const viewportId = useId();
  const mounted = useMounted();
  const { t } = useChrome();
  const labelOfDot =
    dotLabel ??
    ((index: number, count: number) => t("common_carousel_dot_label", { number: index + 1, count }));
  const labelOfSlide =
    slideLabel ??
    ((index: number, count: number) => t("common_carousel_slide_label", { number: index + 1, count }));
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
      aria-roledescription={t("common_carousel_role")}
      aria-label={label}
      data-autoplay={enabled ? (running ? "running" : "paused") : undefined}
      data-ready={mounted && engine.ready ? "true" : undefined}
      style={style}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <div
        className="carousel__viewport"
        ref={viewportRef}
        id={viewportId}
        aria-live={running ? "off" : "polite"}
        // Before the script runs the strip scrolls by keyboard, so it takes focus; after, the
        // buttons move it, and -1 (not no tabindex) keeps the focus of a visitor who was on it.
        tabIndex={mounted ? -1 : 0}
        {...viewportHandlers}
      >
        <Slides
          items={items}
          selected={engine.selected}
          slideLabel={labelOfSlide}
          inertInactive={stacked && mounted}
        />
      </div>
      <div className="carousel__controls">
        <StepButton direction="prev" viewportId={viewportId} engine={engine} />
        {dots && engine.count > 1 && (
          <div className="carousel__dots" role="group" aria-label={t("common_carousel_choose_slide")}>
            {Array.from({ length: engine.count }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={labelOfDot(index, engine.count)}
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
            aria-label={stopped ? t("common_carousel_play") : t("common_carousel_pause")}
            onClick={toggle}
          >
            <Icon name={stopped ? "play" : "pause"} size={18} />
          </button>
        )}
        <StepButton direction="next" viewportId={viewportId} engine={engine} />
      </div>
    </section>
  );
}

/** "Previous slide" / "Next slide" in the page's language, disabled when there is nowhere to go. */
function StepButton({
  direction,
  viewportId,
  engine,
}: {
  direction: "prev" | "next";
  viewportId: string;
  engine: Engine;
}) {
  const prev = direction === "prev";
  const { t } = useChrome();
  return (
    <button
      type="button"
      className={`carousel__button carousel__button--${direction}`}
      aria-label={prev ? t("common_carousel_previous") : t("common_carousel_next")}
      aria-controls={viewportId}
      disabled={!(prev ? engine.canPrev : engine.canNext)}
      onClick={prev ? engine.prev : engine.next}
    >
      <Icon name={prev ? "chevronLeft" : "chevronRight"} size={22} />
    </button>
  );
}

function slideKey(child: ReactNode, index: number) {
  return isValidElement(child) && child.key != null ? child.key : index;
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
  const { t } = useChrome();
  return (
    <div className="carousel__container">
      {items.map((child, index) => {
        const active = index === selected;
        return (
          <div
            key={slideKey(child, index)}
            className="carousel__slide"
            role="group"
            aria-roledescription={t("common_carousel_slide_role")}
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
