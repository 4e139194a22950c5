// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, type AccordionItem } from "./Accordion.tsx";

/** Its texts are marked by the language of the page, read from the address. */
const inRouter = { wrapper: MemoryRouter };

const items: AccordionItem[] = [
  { id: "one", question: "First question?", answer: <p>First answer.</p> },
  { id: "two", question: "Second question?", answer: <p>Second answer.</p> },
  { id: "three", question: "Third question?", answer: <p>Third answer.</p> },
];

const expanded = () =>
  screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded") === "true");

afterEach(cleanup);

function TwoGroups() {
  const [openId, setOpenId] = useState<string | null>(null);
  const onToggle = (id: string) => setOpenId((open) => (open === id ? null : id));
  const other = items.map((item) => ({ ...item, id: `general-${item.id}` }));
  return (
    <>
      <Accordion items={items} openId={openId} onToggle={onToggle} />
      <Accordion items={other} openId={openId} onToggle={onToggle} />
    </>
  );
}

describe("Accordion", () => {
  it("renders every answer in the HTML, none open at first, buttons wired to their panels", () => {
    render(<Accordion items={items} />, inRouter);
    expect(expanded()).toEqual([false, false, false]);
    for (const button of screen.getAllByRole("button")) {
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(panel?.textContent).toMatch(/answer\.$/);
    }
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("opens one at a time and closes the open one on a second click", () => {
    render(<Accordion items={items} />, inRouter);
    const [first, second] = screen.getAllByRole("button");
    fireEvent.click(first as HTMLElement);
    expect(expanded()).toEqual([true, false, false]);
    fireEvent.click(second as HTMLElement);
    expect(expanded()).toEqual([false, true, false]);
    fireEvent.click(second as HTMLElement);
    expect(expanded()).toEqual([false, false, false]);
  });

  it("controlled: one open item across several groups, ids unique", () => {
    render(<TwoGroups />, inRouter);
    const buttons = screen.getAllByRole("button");
    fireEvent.click(buttons[0] as HTMLElement);
    expect(expanded()).toEqual([true, false, false, false, false, false]);
    fireEvent.click(buttons[3] as HTMLElement);
    expect(expanded()).toEqual([false, false, false, true, false, false]);
    const ids = [...document.querySelectorAll("[id]")].map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
