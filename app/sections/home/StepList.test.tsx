// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serviceSteps } from "../../../content/home.ts";
import { STEP_LIST_REVEAL_DELAY_MS, STEP_LIST_STEPS } from "../../motion.ts";
import { StepList } from "./StepList.tsx";

let trigger: (() => void) | undefined;

class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    trigger = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const shownNames = () =>
  [...document.querySelectorAll('.step[data-shown="true"] .step__name')].map((node) => node.textContent);

describe("StepList", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    trigger = undefined;
  });

  it("has six steps, listed newest first", () => {
    render(<StepList steps={serviceSteps} />);
    expect(serviceSteps).toHaveLength(STEP_LIST_STEPS);
    const names = [...document.querySelectorAll(".step__name")].map((node) => node.textContent);
    expect(names).toEqual([
      "Completion of Call",
      "Meet to Client",
      "Work On Site",
      "Site Visit & Meet",
      "Inform to Engineer",
      "Call from Customer",
    ]);
  });

  it("waits for the viewport, then reveals one more step every second until six", () => {
    render(<StepList steps={serviceSteps} />);
    expect(shownNames()).toEqual([]);
    act(() => vi.advanceTimersByTime(5000));
    expect(shownNames()).toEqual([]);
    act(() => trigger?.());
    expect(shownNames()).toEqual(["Call from Customer"]);
    act(() => vi.advanceTimersByTime(STEP_LIST_REVEAL_DELAY_MS - 1));
    expect(shownNames()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownNames()).toEqual(["Inform to Engineer", "Call from Customer"]);
    for (let count = 3; count <= 6; count++) {
      act(() => vi.advanceTimersByTime(STEP_LIST_REVEAL_DELAY_MS));
      expect(shownNames()).toHaveLength(count);
    }
    expect(shownNames()[0]).toBe("Completion of Call");
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownNames()).toHaveLength(6);
    expect(document.querySelectorAll('[aria-hidden="true"].step')).toHaveLength(0);
  });

  it("shows all six at once under reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<StepList steps={serviceSteps} />);
    expect(shownNames()).toHaveLength(6);
  });
});
