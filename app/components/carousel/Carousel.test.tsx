// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { perViewStyle } from "./CarouselFrame.tsx";
import { emblaDuration } from "./EmblaCarousel.tsx";
import { namedSlides, renderFadeCarousel } from "./test-carousel.tsx";

const slides = namedSlides("Alpha", "Beta", "Gamma");

function current() {
  const active = document.querySelector('.carousel__slide[data-active="true"]');
  return active?.getAttribute("aria-label");
}

/** The slide shown once `ms` more have passed on the fake clock. */
function shownAfter(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  return current();
}

/** A looping slideshow that moves on every 5 seconds. */
const SLIDESHOW = { loop: true, autoplay: 5000 };

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("Carousel (fade)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("labels the region and every slide 'N of M', with named buttons", () => {
    renderFadeCarousel(slides, { label: "Customer testimonials" });
    expect(screen.getByRole("region", { name: "Customer testimonials" })).toBeTruthy();
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /slideshow/ })).toBeNull();
  });

  it("without loop disables Previous on the first slide and Next on the last", () => {
    renderFadeCarousel(slides);
    const prev = screen.getByRole("button", { name: "Previous slide" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next slide" }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(current()).toBe("3 of 3");
    expect(next.disabled).toBe(true);
    expect(prev.disabled).toBe(false);
  });

  it("with loop wraps both ways, by buttons and arrow keys", () => {
    renderFadeCarousel(slides, { loop: true });
    const prev = screen.getByRole("button", { name: "Previous slide" });
    fireEvent.click(prev);
    expect(current()).toBe("3 of 3");
    fireEvent.keyDown(prev, { key: "ArrowRight" });
    expect(current()).toBe("1 of 3");
    fireEvent.keyDown(prev, { key: "ArrowLeft" });
    expect(current()).toBe("3 of 3");
  });

  it("makes inactive slides inert once hydrated", () => {
    renderFadeCarousel(slides);
    const groups = screen.getAllByRole("group", { hidden: true });
    expect(groups[0]?.hasAttribute("inert")).toBe(false);
    expect(groups[1]?.hasAttribute("inert")).toBe(true);
  });

  it("autoplays every interval, wrapping from last to first", () => {
    renderFadeCarousel(slides, SLIDESHOW);
    expect(shownAfter(4999)).toBe("1 of 3");
    expect(shownAfter(1)).toBe("2 of 3");
    expect(shownAfter(5000)).toBe("3 of 3");
    expect(shownAfter(5000)).toBe("1 of 3");
  });

  it("restarts the countdown after manual navigation", () => {
    renderFadeCarousel(slides, SLIDESHOW);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.pointerLeave(screen.getByRole("region"));
    expect(shownAfter(4999)).toBe("2 of 3");
    expect(shownAfter(1)).toBe("3 of 3");
  });

  it("pauses with the pause button and plays again", () => {
    renderFadeCarousel(slides, SLIDESHOW);
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    expect(shownAfter(20_000)).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    expect(shownAfter(5000)).toBe("2 of 3");
  });

  it("pauses while hovered and resumes when the pointer leaves", () => {
    renderFadeCarousel(slides, SLIDESHOW);
    const region = screen.getByRole("region");
    fireEvent.pointerEnter(region);
    expect(shownAfter(12_000)).toBe("1 of 3");
    expect(region.dataset.autoplay).toBe("paused");
    fireEvent.pointerLeave(region);
    expect(shownAfter(5000)).toBe("2 of 3");
  });

  it("pauses while keyboard focus is inside", () => {
    renderFadeCarousel(slides, SLIDESHOW);
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.focus(next);
    expect(shownAfter(12_000)).toBe("1 of 3");
    fireEvent.blur(next, { relatedTarget: document.body });
    expect(shownAfter(5000)).toBe("2 of 3");
  });

  it("does not autoplay under reduced motion; the play button starts it", () => {
    stubReducedMotion(true);
    renderFadeCarousel(slides, SLIDESHOW);
    expect(shownAfter(20_000)).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    expect(shownAfter(5000)).toBe("2 of 3");
  });

  it("swipes on touch, not on mouse drags", () => {
    renderFadeCarousel(slides);
    const viewport = document.querySelector(".carousel__viewport") as HTMLElement;
    fireEvent.pointerDown(viewport, { pointerType: "touch", clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: "touch", clientX: 150, clientY: 110 });
    expect(current()).toBe("2 of 3");
    fireEvent.pointerDown(viewport, { pointerType: "mouse", clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: "mouse", clientX: 100, clientY: 100 });
    expect(current()).toBe("2 of 3");
    fireEvent.pointerDown(viewport, { pointerType: "touch", clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: "touch", clientX: 300, clientY: 100 });
    expect(current()).toBe("1 of 3");
  });

  it("sets the transition speed and slides per view as CSS variables", () => {
    renderFadeCarousel(slides, { speed: 1000, perView: { 0: 1, 512: 2 } });
    const region = screen.getByRole("region");
    expect(region.style.getPropertyValue("--carousel-speed")).toBe("1000ms");
    expect(region.style.getPropertyValue("--per-view-512")).toBe("2");
  });
});

describe("helpers", () => {
  it("maps a speed in ms to Embla's duration units", () => {
    expect(emblaDuration(300)).toBe(15);
    expect(emblaDuration(0)).toBe(1);
  });

  it("writes one custom property per breakpoint", () => {
    expect(perViewStyle({ 0: 1, 512: 2, 1024: 3, 1560: 4 })).toEqual({
      "--per-view-0": 1,
      "--per-view-512": 2,
      "--per-view-1024": 3,
      "--per-view-1560": 4,
    });
  });
});
