import { Children, useCallback, useState } from "react";
import { CarouselFrame } from "./CarouselFrame.tsx";
import type { CarouselProps, Engine } from "./types.ts";
import { useSwipe } from "./useSwipe.ts";

/** Cross-fade: slides stacked in one grid cell, the current one opaque. */
export function FadeCarousel(props: CarouselProps) {
  const { children, loop = false, onSelect } = props;
  const items = Children.toArray(children);
  const count = items.length;
  const [selected, setSelected] = useState(0);

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

  const engine: Engine = { selected, count, goTo, canPrev, canNext, prev, next, advance, ready: true };
  return <CarouselFrame {...props} items={items} engine={engine} viewportHandlers={swipe} stacked />;
}
