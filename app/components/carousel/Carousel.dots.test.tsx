// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { namedSlides, renderFadeCarousel } from "./test-carousel.tsx";

const slides = namedSlides("Alpha", "Beta", "Gamma", "Delta");

describe("Carousel dots", () => {
  afterEach(cleanup);

  it("renders no dots unless asked", () => {
    renderFadeCarousel(slides);
    expect(screen.queryByRole("group", { name: "Choose a slide" })).toBeNull();
  });

  it("has one labelled dot per slide; a dot selects its slide and is marked current", () => {
    renderFadeCarousel(slides, { label: "Pictures", dots: true });
    const dots = screen.getAllByRole("button", { name: /^Show slide \d of 4$/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]?.getAttribute("aria-current")).toBe("true");
    fireEvent.click(dots[2] as HTMLElement);
    expect(document.querySelector('.carousel__slide[data-active="true"]')?.getAttribute("aria-label")).toBe(
      "3 of 4",
    );
    expect(dots[2]?.getAttribute("aria-current")).toBe("true");
    expect(dots[0]?.getAttribute("aria-current")).toBeNull();
  });

  it("uses a custom dot label", () => {
    renderFadeCarousel(slides, {
      label: "Pictures",
      dots: true,
      dotLabel: (index) => `Picture pair ${index + 1}`,
    });
    expect(screen.getByRole("button", { name: "Picture pair 4" })).toBeTruthy();
  });

  it("speaks the page's language: Gujarati on /gu, Hindi on /hi", () => {
    renderFadeCarousel(slides, { label: "Pictures", dots: true }, "/gu/doors");
    expect(screen.getByRole("group", { name: "સ્લાઇડ પસંદ કરો" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "4માંથી સ્લાઇડ 2 બતાવો" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "આગળની સ્લાઇડ" })).toBeTruthy();
    expect(document.querySelector(".carousel__slide")?.getAttribute("aria-label")).toBe("4માંથી 1");
    cleanup();
    renderFadeCarousel(slides, { label: "Pictures", dots: true, autoplay: 5000 }, "/hi/doors");
    expect(screen.getByRole("button", { name: "पिछली स्लाइड" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "स्लाइडशो रोकें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "4 में से स्लाइड 3 दिखाएँ" })).toBeTruthy();
  });
});
