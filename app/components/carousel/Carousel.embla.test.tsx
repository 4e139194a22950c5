// @vitest-environment happy-dom
/** The Embla-driven effects, with Embla replaced by a scripted stand-in (happy-dom has no layout). */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onPage } from "./test-carousel.tsx";

type Handler = () => void;
const fake = vi.hoisted(() => {
  const state = { selected: 0, count: 4, loop: false, handlers: {} as Record<string, Handler[]> };
  const api = {
    selectedScrollSnap: () => state.selected,
    scrollSnapList: () => Array.from({ length: state.count }, (_, i) => i / (state.count - 1)),
    canScrollPrev: () => state.loop || state.selected > 0,
    canScrollNext: () => state.loop || state.selected < state.count - 1,
    scrollTo: (index: number) => {
      state.selected = index;
      for (const handler of state.handlers.select ?? []) handler();
    },
    scrollNext: () => api.scrollTo((state.selected + 1) % state.count),
    scrollPrev: () => api.scrollTo((state.selected - 1 + state.count) % state.count),
    scrollProgress: () => state.selected / (state.count - 1),
    slideNodes: () => [...document.querySelectorAll<HTMLElement>(".carousel__slide")],
    internalEngine: () => ({
      options: { loop: state.loop },
      slideRegistry: Array.from({ length: state.count }, (_, i) => [i]),
      slideLooper: { loopPoints: [] },
    }),
    on(event: string, handler: Handler) {
      state.handlers[event] = [...(state.handlers[event] ?? []), handler];
      return api;
    },
    off(event: string, handler: Handler) {
      state.handlers[event] = (state.handlers[event] ?? []).filter((h) => h !== handler);
      return api;
    },
  };
  const options: unknown[] = [];
  return { state, api, options };
});

vi.mock("./useLazyEmbla.ts", () => ({
  useLazyEmbla: (options: unknown) => {
    fake.options.push(options);
    return [() => {}, fake.api];
  },
}));

const { Carousel } = await import("./Carousel.tsx");

const cards = ["One", "Two", "Three", "Four"].map((name) => <article key={name}>{name}</article>);
const current = () =>
  document.querySelector('.carousel__slide[data-active="true"]')?.getAttribute("aria-label");

describe("Carousel (slide, coverflow)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fake.state.selected = 0;
    fake.state.loop = false;
    fake.state.handlers = {};
    fake.options.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("passes loop, alignment and the speed to Embla", () => {
    render(
      <Carousel label="Services" effect="coverflow" loop align="center" speed={300}>
        {cards}
      </Carousel>,
      onPage(),
    );
    expect(fake.options.at(-1)).toMatchObject({
      loop: true,
      align: "center",
      duration: 15,
      containScroll: false,
    });
  });

  it("disables the buttons at the ends and moves with them and the arrow keys", () => {
    render(<Carousel label="Blogs">{cards}</Carousel>, onPage());
    const prev = screen.getByRole("button", { name: "Previous slide" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next slide" }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    act(() => fireEvent.click(next));
    expect(current()).toBe("2 of 4");
    act(() => fireEvent.keyDown(next, { key: "ArrowRight" }));
    act(() => fireEvent.keyDown(next, { key: "ArrowRight" }));
    expect(current()).toBe("4 of 4");
    expect(next.disabled).toBe(true);
    act(() => fireEvent.keyDown(next, { key: "ArrowLeft" }));
    expect(current()).toBe("3 of 4");
  });

  it("autoplays and wraps to the first slide after the last", () => {
    render(
      <Carousel label="Testimonials" autoplay={5000}>
        {cards}
      </Carousel>,
      onPage(),
    );
    for (const expected of ["2 of 4", "3 of 4", "4 of 4"]) {
      act(() => vi.advanceTimersByTime(5000));
      expect(current()).toBe(expected);
    }
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe("1 of 4");
  });

  it("coverflow recedes and turns the slides away from the centre", () => {
    fake.state.selected = 1;
    render(
      <Carousel label="Services" effect="coverflow" coverflowDepth={100} coverflowRotate={30}>
        {cards}
      </Carousel>,
      onPage(),
    );
    const inners = [...document.querySelectorAll<HTMLElement>(".carousel__slide-inner")];
    expect(inners[1]?.style.transform).toBe("translateZ(0.0px) rotateY(0.0deg)");
    expect(inners[2]?.style.transform).toBe("translateZ(-100.0px) rotateY(-30.0deg)");
    expect(inners[0]?.style.transform).toBe("translateZ(-100.0px) rotateY(30.0deg)");
  });
});
