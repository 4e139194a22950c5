// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RefusalSummary } from "./RefusalSummary.tsx";

afterEach(cleanup);

const refusal = { values: {}, errors: { name: "Too short", email: "Not an email" }, message: "Not sent yet" };

describe("RefusalSummary", () => {
  it("names why in an alert: the title, the message and each field's message under its label", () => {
    render(<RefusalSummary refusal={refusal} title="Not sent" labels={{ name: "Name" }} />);
    const alert = screen.getByRole("alert", { name: "Not sent" });
    expect(alert.querySelector("h2")?.textContent).toBe("Not sent");
    expect(alert.textContent).toContain("Not sent yet");
    expect([...alert.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Name: Too short",
      "email: Not an email",
    ]);
  });

  it("adds no colon after a label that is a question", () => {
    const errors = { problem: "Choose one", floor: "Required" };
    render(
      <RefusalSummary
        refusal={{ ...refusal, errors }}
        title="Not sent"
        labels={{ problem: "क्या हुआ?", floor: "Floor" }}
      />,
    );
    expect([...screen.getByRole("alert").querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "क्या हुआ? Choose one",
      "Floor: Required",
    ]);
  });

  it("takes the page's heading level and writes the message with its links", () => {
    render(
      <RefusalSummary
        refusal={{ ...refusal, errors: {} }}
        title="Not sent"
        level={3}
        labels={{}}
        render={(message) => <a href="tel:1">{message}</a>}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.querySelector("h3")).not.toBeNull();
    expect(alert.querySelector("a")?.textContent).toBe("Not sent yet");
    expect(alert.querySelector("ul")).toBeNull();
  });

  it("lists the messages in the order of the fields on the page, each a link to its field", () => {
    const errors = { email: "Not an email", description: "Too short", problem: "Choose one", extra: "Odd" };
    const fields = [
      ["problem", "f-problem-stopped"],
      ["description", "f-description"],
      ["name", "f-name"],
      ["email", "f-email"],
    ] as const;
    render(<RefusalSummary refusal={{ ...refusal, errors }} title="Not sent" labels={{}} fields={fields} />);
    const items = [...screen.getByRole("alert").querySelectorAll("li")];
    expect(items.map((item) => item.querySelector("a")?.getAttribute("href") ?? null)).toEqual([
      "#f-problem-stopped",
      "#f-description",
      "#f-email",
      // A message for a field the form does not show comes last, without a link.
      null,
    ]);
    expect(items.map((item) => item.textContent)).toEqual([
      "problem: Choose one",
      "description: Too short",
      "email: Not an email",
      "extra: Odd",
    ]);
  });
});
