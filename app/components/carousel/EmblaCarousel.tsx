import { Children, useEffect, useState } from "react";
import { CarouselFrame } from "./CarouselFrame.tsx";
import type { CarouselProps, Engine } from "./types.ts";
import { type EmblaApi, useLazyEmbla } from "./useLazyEmbla.ts";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion.ts";

/** Embla's `duration` is not in ms; its spring settles in about 20 ms per unit (300 ms -> 15). */
export function emblaDuration(ms: number): number {
  return Math.max(1, Math.round(ms / 20));
}

/** Sliding carousels (plain and coverflow) on Embla. */
export function EmblaCarousel(props: CarouselProps) {
  const {
    children,
    effect = "slide",
    loop = false,
    align = "start",
    speed = 400,
    coverflowDepth = 100,
    coverflowRotate = 30,
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
    ready: api !== undefined,
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
  return <CarouselFrame {...props} items={items} engine={engine} viewportRef={viewportRef} />;
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
