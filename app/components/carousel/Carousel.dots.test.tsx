// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Carousel } from "./Carousel.tsx";

const slides = ["Alpha", "Beta", "Gamma", "Delta"].map((name) => <p key={name}>{name}</p>);

describe("Carousel dots", () => {
  afterEach(cleanup);

  it("renders no dots unless asked", () => {
    render(
      <Carousel label="Slides" effect="fade">
        {slides}
      </Carousel>,
    );
    expect(screen.queryByRole("group", { name: "Choose a slide" })).toBeNull();
  });

  it("has one labelled dot per slide; a dot selects its slide and is marked current", () => {
    render(
      <Carousel label="Pictures" effect="fade" dots>
        {slides}
      </Carousel>,
    );
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
    render(
      <Carousel label="Pictures" effect="fade" dots dotLabel={(index) => `Picture pair ${index + 1}`}>
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole("button", { name: "Picture pair 4" })).toBeTruthy();
  });
});
