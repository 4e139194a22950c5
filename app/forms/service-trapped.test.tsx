// @vitest-environment happy-dom
/**
 * "Someone is trapped" refused by the rate limit: the alert under the choice no longer says the
 * form still sends the report (the error says it cannot), and the 24/7 number in the error is a
 * tel: link. Also after the same refusal without JavaScript (the page shown again with the values).
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { company } from "../../content/company.ts";
import { ServiceDesk } from "../sections/service/ServiceDesk.tsx";
import { ServiceForm } from "./ServiceForm.tsx";

beforeAll(() => import("./service-client.ts"), 20_000);
afterEach(cleanup);

const { support } = company.phones;
const REFUSED = `Someone trapped? Call our 24/7 emergency number now: ${support.display}. We cannot take more reports online from this connection just now. Do not force the lift doors open.`;

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** In a data router, as on the site (the 24/7 number comes from the root route's data). */
function renderRouted(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/service"] });
  return render(<RouterProvider router={router} />);
}

const alertText = () => document.querySelector(".service-form__trapped")?.textContent ?? "";

describe("a trapped report the rate limit refused", () => {
  it("says the report was not sent, and the error's number is a tel: link (with JavaScript)", async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: REFUSED }), {
          status: 429,
          headers: { "content-type": "application/json" },
        }),
    );
    renderRouted(<ServiceForm labelledBy="x" send={{ fetchImpl: fetchImpl as unknown as typeof fetch }} />);
    fireEvent.click(screen.getByRole("radio", { name: "Someone is trapped" }));
    expect(alertText()).toContain("This form still sends your report");
    type(/What happened/, "Two people inside");
    type(/^Floor/, "3");
    type(/Building or society/, "Shanti Residency");
    type(/^City/, "Surat");
    type(/^Address/, "A wing");
    fireEvent.click(screen.getByRole("radio", { name: "Yes" }));
    type(/^Name/, "Kiran Desai");
    type(/Mobile number/, "9825012345");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "SEND REQUEST" }));
    });
    await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("We cannot take more reports"),
    );
    expect(alertText()).not.toContain("still sends");
    expect(alertText()).toContain("Your report was not sent");
    const link = screen.getByRole("status").querySelector("a");
    expect(link?.getAttribute("href")).toBe(`tel:${support.tel}`);
    expect(link?.textContent).toBe(support.display);
  });

  it("says the same on the page shown again after the refusal without JavaScript", () => {
    renderRouted(<ServiceDesk refusal={{ values: { problem: "trapped" }, errors: {}, message: REFUSED }} />);
    expect(alertText()).toContain("Your report was not sent");
    const summary = document.querySelector(".lead-result__summary");
    expect(summary?.querySelector(`a[href="tel:${support.tel}"]`)?.textContent).toBe(support.display);
  });
});
