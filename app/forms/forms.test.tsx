// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { company } from "../../content/company.ts";
import { JOB_TITLES, QUESTION_CATEGORIES } from "../../contracts/leads/fields.ts";
import { sendPath } from "../../contracts/leads/forms.ts";
import { LOCALES } from "../../contracts/locales.ts";
import { formNotice, privacyLink } from "../../contracts/privacy/notices.ts";
import { AppointmentForm } from "./AppointmentForm.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { QuestionForm } from "./QuestionForm.tsx";
import { SubscribeForm } from "./SubscribeForm.tsx";

afterEach(cleanup);
// The forms load their validation on first use; loaded once here, a test's first submit does not
// wait for the messages of three languages to be transformed.
beforeAll(() => import("./lead-client.ts"), 20_000);

/** Renders a form on a page at `path` (its language comes from the path), in a data router as the site's. */
function renderForm(form: ReactElement, path = "/") {
  const router = createMemoryRouter([{ path: "*", element: form }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

type Fetch = typeof fetch;

function deferredFetch() {
  const calls: { url: string; init: RequestInit; resolve: (response: Response) => void }[] = [];
  const fetchImpl = vi.fn(
    (url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => calls.push({ url: String(url), init: init ?? {}, resolve })),
  );
  return { calls, fetchImpl: fetchImpl as unknown as Fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(name: RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** Fills the contact form as a valid visitor would, with this subject and message, and sends it. */
function sendContactForm(subject: string, message: string) {
  type(/^Name/, "Ravi");
  type(/Email/, "ravi@example.com");
  type(/Mobile number/, "9825012345");
  type(/Subject/, subject);
  type(/Message/, message);
  submit(/SEND MESSAGE/);
}

describe("the forms without JavaScript's help", () => {
  it.each([
    ["AppointmentForm", AppointmentForm, sendPath("appointment")],
    ["ContactForm", ContactForm, sendPath("webInquiry")],
    ["QuestionForm", QuestionForm, sendPath("question")],
    ["SubscribeForm", SubscribeForm, sendPath("newsletter")],
  ])("%s is a real POST form to %s", (_name, Form, action) => {
    const { container } = renderForm(<Form />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(action);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });
});

describe("the privacy notice by each form's button", () => {
  const forms = [
    ["AppointmentForm", AppointmentForm, "appointment"],
    ["ContactForm", ContactForm, "webInquiry"],
    ["QuestionForm", QuestionForm, "question"],
    ["SubscribeForm", SubscribeForm, "newsletter"],
  ] as const;
  const cases = forms.flatMap(([name, Form, notice]) =>
    LOCALES.map((locale) => [name, Form, notice, locale] as const),
  );

  it.each(cases)(
    "%s says in %s what it collects, links to the full notice and describes the button",
    (_name, Form, notice, locale) => {
      const { container } = renderForm(<Form />, locale === "en" ? "/" : `/${locale}`);
      const text = formNotice(notice, locale, company.privacy.retentionMonths);
      const paragraph = [...container.querySelectorAll("p")].find((p) => p.textContent?.startsWith(text))!;
      expect(paragraph.getAttribute("lang")).toBe(locale);
      const link = paragraph.querySelector("a")!;
      expect(link.getAttribute("href")).toBe(privacyLink(locale).href);
      expect(link.textContent).toBe(privacyLink(locale).text);
      const button = container.querySelector('button[type="submit"]')!;
      expect(button.getAttribute("aria-describedby")).toBe(paragraph.id);
    },
  );

  it("is English unless the page says otherwise, and the planner's booking names the lift plan", () => {
    const { container } = renderForm(<AppointmentForm notice="plannerBooking" />);
    expect(container.textContent).toContain(
      formNotice("plannerBooking", "en", company.privacy.retentionMonths),
    );
    expect(formNotice("plannerBooking", "en", company.privacy.retentionMonths)).toContain("lift plan");
    expect(privacyLink("gu").href).toBe("/gu/privacy");
  });
});

describe("a form shown again after the server refused it", () => {
  it("starts with every value sent, each field's message and the page's hidden fields", () => {
    const values = {
      category: "Corporate",
      name: "Asha",
      mobileNo: "12345",
      email: "asha@example.com",
      companyName: "Patel & Sons",
      jobTitle: "Developers",
      projectType: "Building Renovation",
      timeframe: "3-6 months",
      appointmentDate: "2031-01-02",
      comments: "G+3",
      plan: "Home lift, 4 stops",
      sourcePage: "/lift-planner?type=home",
    };
    const { container } = renderForm(
      <AppointmentForm
        initial={{ values, errors: { mobileNo: "Please enter a valid 10-digit mobile number" } }}
      />,
    );
    const form = container.querySelector("form")!;
    const sent = Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);
    expect(sent).toEqual({ ...values, website: "" });
    const mobile = screen.getByLabelText(/Mobile number/);
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid 10-digit mobile number").id).toBe(
      mobile.getAttribute("aria-describedby"),
    );
  });
});

describe("AppointmentForm", () => {
  it("has the contract's fields, options and defaults", () => {
    renderForm(<AppointmentForm />);
    expect(screen.getByRole("radio", { name: "Private person" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Company or firm" })).toHaveProperty("checked", false);
    const jobTitles = Array.from(
      (screen.getByLabelText("Job title") as HTMLSelectElement).options,
      (option) => option.value,
    );
    expect(jobTitles).toEqual(["", ...JOB_TITLES]);
    expect(screen.getByLabelText("Company name").getAttribute("placeholder")).not.toContain("*");
    expect(screen.getByLabelText(/Mobile number/).getAttribute("inputmode")).toBe("tel");
    expect(screen.getByLabelText(/Email/).getAttribute("autocomplete")).toBe("email");
    expect(screen.getByRole("button", { name: "BOOK NOW" })).toBeTruthy();
  });

  it("shows each required message on submit, focuses the first, and clears them as the visitor types", async () => {
    const { fetchImpl } = deferredFetch();
    renderForm(<AppointmentForm send={{ fetchImpl }} />);
    submit(/BOOK NOW/);
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Mobile number is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const describedBy = name.getAttribute("aria-describedby")!;
    expect(document.getElementById(describedBy)?.textContent).toBe("Name is required");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchImpl).not.toHaveBeenCalled();

    type(/^Name/, "Asha");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(name.getAttribute("aria-invalid")).toBeNull();
    type(/Mobile number/, "98250");
    expect(screen.getByText("Please enter a valid 10-digit mobile number")).toBeTruthy();
    type(/Mobile number/, "98250 12345");
    expect(screen.queryByText("Please enter a valid 10-digit mobile number")).toBeNull();
  });

  it("goes loading -> success, then resets (category back to Individual)", async () => {
    const { calls, fetchImpl } = deferredFetch();
    renderForm(<AppointmentForm send={{ fetchImpl }} />);
    type(/^Name/, "Asha Patel");
    type(/Mobile number/, "9825012345");
    type(/Email/, "asha@example.com");
    fireEvent.click(screen.getByRole("radio", { name: "Company or firm" }));
    submit(/BOOK NOW/);
    const button = (await screen.findByRole("button", { name: "Submitting..." })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ category: "Corporate" });
    await act(async () => calls[0]!.resolve(json(201, { id: "1", message: "stored" })));
    expect(screen.getByRole("status").textContent).toBe("Appointment scheduled successfully!");
    expect((screen.getByRole("button", { name: "BOOK NOW" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("radio", { name: "Private person" })).toHaveProperty("checked", true);
  });
});

describe("ContactForm", () => {
  it("keeps the input on error, shows the server's message, and retries with the same Idempotency-Key", async () => {
    const { calls, fetchImpl } = deferredFetch();
    renderForm(<ContactForm send={{ fetchImpl }} />);
    sendContactForm("AMC", "Two lifts in Adajan");
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeTruthy();
    await act(async () =>
      calls[0]!.resolve(json(503, { message: "We cannot save your submission right now." })),
    );
    expect(screen.getByRole("status").textContent).toBe("We cannot save your submission right now.");
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe("AMC");

    submit(/SEND MESSAGE/);
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.resolve(json(500, {})));
    expect(screen.getByRole("status").textContent).toBe("Failed to send message. Please try again.");
    const key = (index: number) => (calls[index]!.init.headers as Record<string, string>)["idempotency-key"];
    expect(key(1)).toBe(key(0));

    type(/Subject/, "AMC for two lifts");
    submit(/SEND MESSAGE/);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(key(2)).not.toBe(key(0));
  });

  it("shows the server's field errors on the fields", async () => {
    const { calls, fetchImpl } = deferredFetch();
    renderForm(<ContactForm send={{ fetchImpl }} />);
    sendContactForm("AMC", "Hello");
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0]!.resolve(json(400, { message: "Please check", errors: { subject: "Too short" } })),
    );
    expect(screen.getByText("Too short")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Subject/)));
  });
});

describe("QuestionForm", () => {
  it("requires a category and lists the four", async () => {
    renderForm(<QuestionForm />);
    const options = Array.from(
      (screen.getByLabelText(/Category/) as HTMLSelectElement).options,
      (option) => option.value,
    );
    expect(options).toEqual(["", ...QUESTION_CATEGORIES]);
    submit(/SUBMIT QUESTION/);
    expect(await screen.findByText("Please select a category")).toBeTruthy();
    expect(screen.getByText("Question is required")).toBeTruthy();
  });
});

describe("SubscribeForm", () => {
  it("validates the address and confirms the subscription", async () => {
    const { calls, fetchImpl } = deferredFetch();
    renderForm(<SubscribeForm send={{ fetchImpl }} />);
    type(/email/i, "not-an-address");
    submit(/SUBSCRIBE/);
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    type(/email/i, "reader@example.com");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    submit(/SUBSCRIBE/);
    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeTruthy();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: "reader@example.com" });
    await act(async () => calls[0]!.resolve(json(201, {})));
    expect(screen.getByRole("status").textContent).toBe("Thank you for subscribing!");
  });
});

describe("the forms on a Gujarati or Hindi page", () => {
  it("label, offer and submit in Gujarati, keeping the API's English option values", async () => {
    const { calls, fetchImpl } = deferredFetch();
    const { container } = renderForm(<AppointmentForm send={{ fetchImpl }} />, "/gu");
    expect(container.querySelector("form")!.getAttribute("action")).toBe("/gu/send/appointment");
    const corporate = screen.getByRole("radio", { name: "કંપની કે ફર્મ તરફથી" }) as HTMLInputElement;
    expect(corporate.value).toBe("Corporate");
    const roles = Array.from((screen.getByLabelText("તમારી ભૂમિકા") as HTMLSelectElement).options);
    expect(roles.map((option) => option.value)).toEqual(["", ...JOB_TITLES]);
    expect(roles.map((option) => option.textContent)).toContain("ડેવલપર / બિલ્ડર");
    expect(screen.getByLabelText(/^નામ/).getAttribute("placeholder")).toBe("તમારું પૂરું નામ");

    submit(/^મુલાકાત બુક કરો$/);
    expect(await screen.findByText("નામ લખવું જરૂરી છે")).toBeTruthy();
    expect(screen.getByText("મોબાઇલ નંબર લખવો જરૂરી છે")).toBeTruthy();
    type(/^નામ/, "આશા પટેલ");
    type(/મોબાઇલ નંબર/, "9825012345");
    type(/ઈમેલ/, "asha@example.com");
    submit(/^મુલાકાત બુક કરો$/);
    expect(await screen.findByRole("button", { name: "મોકલી રહ્યા છીએ..." })).toBeTruthy();
    await act(async () => calls[0]!.resolve(json(201, { id: "1", message: "stored" })));
    expect(screen.getByRole("status").textContent).toBe(
      "મુલાકાતની તમારી વિનંતી મળી ગઈ છે! સમય નક્કી કરવા અમે તમને કૉલ કરીશું.",
    );
  });

  it("validates the subscribe box in Hindi", async () => {
    renderForm(<SubscribeForm />, "/hi/about-us");
    type("आपका ईमेल पता *", "not-an-address");
    submit(/सब्सक्राइब करें/);
    expect(await screen.findByText("कृपया सही ईमेल पता लिखें")).toBeTruthy();
  });
});
