/**
 * Embla for the sliding carousels, loaded on demand: the engine (about 7 KiB brotli) is fetched
 * when a sliding carousel mounts, not with the page's first JavaScript. Until it arrives the
 * slides are already in place (CSS lays them out), so nothing moves when it takes over.
 * Same shape as embla-carousel-react's hook: [viewport ref callback, api once ready].
 */
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useState } from "react";

export type EmblaApi = EmblaCarouselType;

export function useLazyEmbla(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaApi | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (!node) return;
    let cancelled = false;
    let instance: EmblaApi | undefined;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(node, JSON.parse(optionsKey) as EmblaOptionsType);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, optionsKey]);

  return [setNode, api];
}
