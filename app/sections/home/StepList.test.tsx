// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { serviceSteps } from "../../../content/home.ts";
import { STEP_LIST_REVEAL_DELAY_MS, STEP_LIST_STEPS } from "../../motion.ts";
import { StepList } from "./StepList.tsx";

/** Its texts are marked by the language of the page, read from the address. */
const inRouter = { wrapper: MemoryRouter };

describe("StepList", () => {
  afterEach(cleanup);

  it("has six steps, listed newest first", () => {
    render(<StepList steps={serviceSteps} />, inRouter);
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

  it("gives each step its place in the reveal (the oldest first) and the list the reveal delay", () => {
    render(<StepList steps={serviceSteps} />, inRouter);
    const list = document.querySelector<HTMLElement>(".steps");
    expect(list?.style.getPropertyValue("--step-reveal-delay")).toBe(`${STEP_LIST_REVEAL_DELAY_MS}ms`);
    const orders = [...document.querySelectorAll<HTMLElement>(".step")].map((step) =>
      step.style.getPropertyValue("--step-order"),
    );
    expect(orders).toEqual(["5", "4", "3", "2", "1", "0"]);
  });

  it("renders the same markup every time: nothing for hydration to hide and show again", () => {
    const first = render(<StepList steps={serviceSteps} />, inRouter).container.innerHTML;
    cleanup();
    expect(render(<StepList steps={serviceSteps} />, inRouter).container.innerHTML).toBe(first);
    expect(document.querySelectorAll(".step[aria-hidden], .step[data-shown]")).toHaveLength(0);
  });
});
