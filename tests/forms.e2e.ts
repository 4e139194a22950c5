/**
 * The lead forms in the browser, on the pages that render them: validation messages (SPEC 5), the
 * exact JSON payload (SPEC 7), idle -> loading -> success | error (SPEC 4, 8), accessibility
 * wiring, keyboard-only use, and real submissions with and without JavaScript, each then found
 * with `npm run leads -- export`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { type LeadKind, localToday } from "../contracts/leads.ts";
import { baseUrl, usePage, waitForHydration } from "./support/browser.ts";

/** A day `days` after the visitor's today, as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const [year, month, day] = localToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

interface FormCase {
  kind: LeadKind;
  /** The page that renders the form. */
  path: string;
  api: string;
  submit: string;
  busy: string;
  success: string;
  fallback: string;
  /** Field label -> message after an empty submit, in the form's order. */
  required: [label: string, message: string][];
  /** Fills every field (JS on or off) with values carrying `tag`; returns the exact JSON payload. */
  fill(form: Locator, tag: string): Promise<Record<string, string>>;
  hasMobile: boolean;
  /** Where the no-JS error page's "Go back to the form" link leads. */
  back: string;
}

async function fillContact(form: Locator, tag: string) {
  await fieldOf(form, "Name").fill(`  Ravi Desai ${tag} `);
  await fieldOf(form, "Email").fill(`ravi.${tag}@example.com`);
  await fieldOf(form, "Mobile number").fill("98250 12345");
  await fieldOf(form, "Subject").fill("Annual maintenance for two lifts");
  await fieldOf(form, "Message").fill("Two 8-passenger lifts in Adajan, G+7, installed 2016.");
  return {
    name: `Ravi Desai ${tag}`,
    mobileNo: "9825012345",
    email: `ravi.${tag}@example.com`,
    subject: "Annual maintenance for two lifts",
    message: "Two 8-passenger lifts in Adajan, G+7, installed 2016.",
  };
}

async function fillQuestion(form: Locator, tag: string) {
  await fieldOf(form, "Name").fill(`Meera Shah ${tag}`);
  await fieldOf(form, "Email").fill(`meera.${tag}@example.com`);
  await fieldOf(form, "Category").selectOption("General Questions Two");
  await fieldOf(form, "Your question").fill("How often should a home lift be serviced?");
  return {
    name: `Meera Shah ${tag}`,
    generalQuestions: "General Questions Two",
    email: `meera.${tag}@example.com`,
    questions: "How often should a home lift be serviced?",
  };
}

async function fillAppointment(form: Locator, tag: string) {
  const date = dayFromToday(7);
  await form.getByRole("radio", { name: "Corporate" }).check();
  await fieldOf(form, "Name").fill(`Asha Patel ${tag}`);
  await fieldOf(form, "Mobile number").fill("98250-12345");
  await fieldOf(form, "Email").fill(`asha.${tag}@example.com`);
  await fieldOf(form, "Company name").fill("Patel Builders");
  await fieldOf(form, "Job title").selectOption("Developers");
  await fieldOf(form, "Project type").selectOption("New Construction");
  await fieldOf(form, "Timeframe").selectOption("3-6 months");
  await fieldOf(form, "Preferred date").fill(date);
  await fieldOf(form, "Comments").fill("G+12 residential tower in Vesu, two passenger lifts.");
  return {
    name: `Asha Patel ${tag}`,
    mobileNo: "9825012345",
    email: `asha.${tag}@example.com`,
    jobTitle: "Developers",
    category: "Corporate",
    projectType: "New Construction",
    timeframe: "3-6 months",
    companyName: "Patel Builders",
    comments: "G+12 residential tower in Vesu, two passenger lifts.",
    appointmentDate: date,
  };
}

async function fillSubscribe(form: Locator, tag: string) {
  await fieldOf(form, "Your email address").fill(`reader.${tag}@example.com`);
  return { email: `reader.${tag}@example.com` };
}

const CASES: FormCase[] = [
  {
    kind: "appointment",
    path: "/",
    api: "/api/appointment/insert",
    submit: "BOOK NOW",
    busy: "Submitting...",
    success: "Appointment scheduled successfully!",
    fallback: "Failed to schedule appointment. Please try again.",
    required: [
      ["Name", "Name is required"],
      ["Mobile number", "Mobile number is required"],
      ["Email", "Email is required"],
    ],
    fill: fillAppointment,
    hasMobile: true,
    back: "/#appointment",
  },
  {
    kind: "webInquiry",
    path: "/contact-us",
    api: "/api/webInquiry/insert",
    submit: "SEND MESSAGE",
    busy: "Sending...",
    success: "Message sent successfully!",
    fallback: "Failed to send message. Please try again.",
    required: [
      ["Name", "Name is required"],
      ["Email", "Email is required"],
      ["Mobile number", "Mobile number is required"],
      ["Subject", "Subject is required"],
      ["Message", "Message is required"],
    ],
    fill: fillContact,
    hasMobile: true,
    back: "/contact-us",
  },
  {
    kind: "question",
    path: "/faq",
    api: "/api/faqs/insert",
    submit: "SUBMIT QUESTION",
    busy: "Submitting...",
    success: "Question submitted successfully!",
    fallback: "Failed to submit question. Please try again.",
    required: [
      ["Name", "Name is required"],
      ["Email", "Email is required"],
      ["Category", "Please select a category"],
      ["Your question", "Question is required"],
    ],
    fill: fillQuestion,
    hasMobile: false,
    back: "/faq",
  },
  {
    kind: "newsletter",
    path: "/about-us",
    api: "/api/newsletter/subscribe",
    submit: "SUBSCRIBE",
    busy: "Subscribing...",
    success: "Thank you for subscribing!",
    fallback: "Failed to subscribe. Please try again.",
    required: [["Your email address", "Email is required"]],
    fill: fillSubscribe,
    hasMobile: false,
    back: "/about-us",
  },
];

/** Which pages already render their form (the pages are built by other engineers in parallel). */
const rendered = new Set<LeadKind>();
for (const formCase of CASES) {
  const html = await (await fetch(baseUrl() + formCase.path)).text();
  if (html.includes(`action="${formCase.api}"`)) rendered.add(formCase.kind);
}

let tagCount = 0;
const uniqueTag = () => `${Date.now().toString(36)}${(tagCount++).toString(36)}`;

/** A field by its visible label; required fields' labels end in " *" (hidden from screen readers). */
function fieldOf(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

function formOf(page: Page, formCase: FormCase): Locator {
  return page.locator(`form[action="${formCase.api}"]`);
}

interface ExportedLead {
  id: string;
  kind: string;
  flagged: boolean;
  sourcePage: string | null;
  data: Record<string, unknown>;
}

/** `npm run leads -- export --format json` against the test server's data directory. */
function exportLeads(kind: LeadKind): ExportedLead[] {
  const result = spawnSync(
    "npm",
    ["run", "-s", "leads", "--", "export", "--format", "json", "--type", kind],
    {
      env: { ...process.env, DATA_DIR: inject("dataDir"), DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as ExportedLead[];
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** axe-core on the form alone (the rest of each page is checked by routes.e2e.ts). */
async function axeOnForm(page: Page, formCase: FormCase): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document.querySelector(selector), {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations.map(
      (violation: { id: string; nodes: { target: string[] }[] }) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, `form[action="${formCase.api}"]`);
}

/** Waits until React has hydrated the form itself (its effect turns the browser's own checks off). */
async function waitForLiveForm(page: Page, formCase: FormCase) {
  await page.waitForFunction(
    (selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate === true,
    `form[action="${formCase.api}"]`,
  );
}

/** Routes the form's API call to a handler; returns the requests it saw. */
async function interceptApi(
  page: Page,
  formCase: FormCase,
  handler: (route: Route, index: number) => Promise<void>,
) {
  const seen: { body: unknown; headers: Record<string, string> }[] = [];
  await page.route(`**${formCase.api}`, async (route) => {
    const request = route.request();
    seen.push({ body: request.postDataJSON(), headers: request.headers() });
    await handler(route, seen.length - 1);
  });
  return seen;
}

const statusText = (form: Locator) => form.getByRole("status").textContent();
const submitButton = (form: Locator) => form.locator('button[type="submit"]');

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 150) {
  for (let presses = 0; presses < max; presses++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** vitest's expect.poll with room for a busy two-core machine. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const ERRORS_EXPECTED = ["Failed to load resource", "http 4", "http 5"];

for (const formCase of CASES) {
  describe.skipIf(!rendered.has(formCase.kind))(`${formCase.kind} form on ${formCase.path}`, () => {
    const open = usePage();

    async function openForm(options: Parameters<typeof open>[1] = {}) {
      const page = await open(formCase.path, options);
      if (options.javaScriptEnabled !== false) await waitForHydration(page);
      const form = formOf(page, formCase);
      await form.scrollIntoViewIfNeeded();
      // Sections below the fold may hydrate when scrolled near; the form sets noValidate once live.
      if (options.javaScriptEnabled !== false) await waitForLiveForm(page, formCase);
      return { page, form };
    }

    it("an empty submit shows every required message, marks the fields and focuses the first", async () => {
      const { page, form } = await openForm({ width: 375 });
      const requests = await interceptApi(page, formCase, (route) => route.abort());
      await submitButton(form).click();
      // Validation loads on first use (focus), so the messages appear a moment after the click.
      await eventually(() => form.locator(".field__error").count()).toBe(formCase.required.length);
      for (const [label, message] of formCase.required) {
        const field = fieldOf(form, label);
        expect(await field.getAttribute("aria-invalid"), label).toBe("true");
        const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
        const descriptions = await page.evaluate(
          (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? ""),
          describedBy.split(" "),
        );
        expect(descriptions, label).toContain(message);
      }
      const errors = await form.locator(".field__error").allTextContents();
      expect(errors).toEqual(formCase.required.map(([, message]) => message));
      const [firstLabel] = formCase.required[0]!;
      await eventually(() => fieldOf(form, firstLabel).evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      expect(requests).toHaveLength(0);
      expect(await axeOnForm(page, formCase)).toEqual([]);

      // Corrected as the visitor types.
      await fieldOf(form, firstLabel).fill(firstLabel === "Your email address" ? "a@b.in" : "A");
      await eventually(() => form.locator(".field__error").count()).toBe(formCase.required.length - 1);
    });

    it("rejects an invalid email (and mobile number) with the spec's messages", async () => {
      const { form } = await openForm();
      await formCase.fill(form, uniqueTag());
      const email = fieldOf(form, formCase.kind === "newsletter" ? "Your email address" : "Email");
      await email.fill("asha@example");
      if (formCase.hasMobile) await fieldOf(form, "Mobile number").fill("98250 1234");
      await submitButton(form).click();
      await eventually(() => form.locator(".field__error").count()).toBe(formCase.hasMobile ? 2 : 1);
      const errors = await form.locator(".field__error").allTextContents();
      expect(errors).toContain("Please enter a valid email address");
      if (formCase.hasMobile) expect(errors).toContain("Please enter a valid 10-digit mobile number");
      expect(errors).toHaveLength(formCase.hasMobile ? 2 : 1);
      await email.fill("asha@example.com");
      await eventually(() => form.locator(".field__error").allTextContents()).not.toContain(
        "Please enter a valid email address",
      );
    });

    it("sends exactly the spec's JSON with an Idempotency-Key, shows the loading state, then succeeds and resets", async () => {
      const { page, form } = await openForm();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const requests = await interceptApi(page, formCase, async (route) => {
        await gate;
        await route.fulfill({ status: 201, json: { id: "x", message: "stored" } });
      });
      const payload = await formCase.fill(form, uniqueTag());
      await submitButton(form).click();
      await eventually(() => submitButton(form).textContent()).toBe(formCase.busy);
      expect(await submitButton(form).isDisabled()).toBe(true);
      expect(await form.getAttribute("aria-busy")).toBe("true");
      await submitButton(form).click({ force: true }); // a second click while loading sends nothing
      expect(requests).toHaveLength(1);
      expect(requests[0]!.body).toStrictEqual(payload);
      expect(requests[0]!.headers["content-type"]).toBe("application/json");
      expect(requests[0]!.headers["idempotency-key"]).toMatch(/^[\x21-\x7e]{8,200}$/);

      release();
      await eventually(() => statusText(form)).toBe(formCase.success);
      expect(await submitButton(form).textContent()).toBe(formCase.submit);
      expect(await submitButton(form).isDisabled()).toBe(false);
      const values = await form.evaluate((element: HTMLFormElement) =>
        Object.fromEntries(new FormData(element) as unknown as Iterable<[string, string]>),
      );
      for (const [field, value] of Object.entries(values)) {
        if (field === "category") expect(value).toBe("Individual");
        else expect(value, field).toBe("");
      }
      expect(requests).toHaveLength(1);
    });

    it("shows the server's message and keeps the input on error", async () => {
      const { page, form } = await openForm({ allowErrors: ERRORS_EXPECTED });
      const message = "Too many submissions from your connection. Please wait a few minutes and try again.";
      const requests = await interceptApi(page, formCase, (route) =>
        route.fulfill({ status: 429, json: { message } }),
      );
      const payload = await formCase.fill(form, uniqueTag());
      await submitButton(form).click();
      await eventually(() => statusText(form)).toBe(message);
      expect(await form.locator(".form-status--error").count()).toBe(1);
      const values = await form.evaluate((element: HTMLFormElement) =>
        Object.fromEntries(new FormData(element) as unknown as Iterable<[string, string]>),
      );
      const firstField = Object.keys(payload)[0]!;
      expect(values[firstField]?.trim()).toBe(payload[firstField]);
      expect(await submitButton(form).textContent()).toBe(formCase.submit);

      // A retry of the same content carries the same key, so the server stores one lead.
      await submitButton(form).click();
      await eventually(() => requests.length).toBe(2);
      expect(requests[1]!.headers["idempotency-key"]).toBe(requests[0]!.headers["idempotency-key"]);
    });

    it("falls back to the spec's text when the error has no message", async () => {
      const { page, form } = await openForm({ allowErrors: ERRORS_EXPECTED });
      await interceptApi(page, formCase, (route, index) =>
        index === 0
          ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal error</h1>" })
          : route.fulfill({ status: 503, json: { error: "unavailable" } }),
      );
      await formCase.fill(form, uniqueTag());
      await submitButton(form).click();
      await eventually(() => statusText(form)).toBe(formCase.fallback);
      await submitButton(form).click();
      await eventually(() => submitButton(form).isDisabled()).toBe(false);
      expect(await statusText(form)).toBe(formCase.fallback);
    });

    it("gives up after 15 s with a clear message and keeps the input", async () => {
      const { page } = await openForm();
      // The fake clock takes over the page's timers from the next load on.
      await page.clock.install();
      await page.reload({ waitUntil: "networkidle" });
      await waitForHydration(page);
      const form = formOf(page, formCase);
      await form.scrollIntoViewIfNeeded();
      await waitForLiveForm(page, formCase);
      await interceptApi(page, formCase, () => new Promise(() => {}));
      const payload = await formCase.fill(form, uniqueTag());
      await submitButton(form).click();
      await eventually(() => submitButton(form).textContent()).toBe(formCase.busy);
      await page.clock.fastForward(14_000);
      expect(await submitButton(form).textContent()).toBe(formCase.busy);
      await page.clock.fastForward(1_500);
      await eventually(() => statusText(form)).toContain("did not answer in time");
      const firstField = Object.keys(payload)[0]!;
      expect((await form.locator(`[name="${firstField}"]`).first().inputValue()).trim()).toBe(
        payload[firstField],
      );
    });

    it("hides the honeypot from people, keyboards and assistive technology; targets are 44 px", async () => {
      const { form } = await openForm({ width: 375 });
      const trap = form.locator('input[name="website"]');
      expect(await trap.getAttribute("tabindex")).toBe("-1");
      expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
      const box = await trap.boundingBox();
      expect(box === null || box.x + box.width <= 0 || box.width <= 1).toBe(true);
      const targets = form.locator(
        ".field__control, .field__choice, button[type='submit'], input:not([type='radio']):not([name='website'])",
      );
      for (const target of await targets.all()) {
        const targetBox = await target.boundingBox();
        expect(
          targetBox?.height,
          await target.evaluate((el) => el.outerHTML.slice(0, 80)),
        ).toBeGreaterThanOrEqual(44);
      }
    });

    it("can be completed with the keyboard alone and stores the lead (found with npm run leads -- export)", async () => {
      const { page, form } = await openForm({ width: 375 });
      const tag = uniqueTag();
      const firstControl = `form[action="${formCase.api}"] :is(input:not([type=hidden]), select, textarea)`;
      await page.locator("body").focus();
      await tabTo(page, firstControl);
      const typeAndTab = async (text: string) => {
        await page.keyboard.type(text);
        await page.keyboard.press("Tab");
      };
      let expected: Record<string, string>;
      switch (formCase.kind) {
        case "appointment": {
          await page.keyboard.press("ArrowRight"); // Individual -> Corporate
          await page.keyboard.press("Tab");
          await typeAndTab(`Kiran Joshi ${tag}`);
          await typeAndTab("9825012345");
          await typeAndTab(`kiran.${tag}@example.com`);
          await typeAndTab("Joshi Associates");
          await page.keyboard.press("ArrowDown"); // Job title: Architects / Engineers
          await page.keyboard.press("Tab");
          await page.keyboard.press("ArrowDown"); // Project type: New Construction
          await page.keyboard.press("Tab");
          await page.keyboard.press("ArrowDown");
          await page.keyboard.press("ArrowDown"); // Timeframe: 3-6 months
          await page.keyboard.press("Tab");
          const date = dayFromToday(3);
          const [year, month, day] = date.split("-");
          await page.keyboard.type(`${month}${day}${year}`);
          // Tab first walks the date's own parts (and its picker button), then leaves it.
          for (let presses = 0; presses < 5; presses++) {
            if (
              (await page.evaluate(() => document.activeElement?.getAttribute("name"))) !== "appointmentDate"
            ) {
              break;
            }
            await page.keyboard.press("Tab");
          }
          await typeAndTab("Site visit for a bungalow lift, G+2.");
          expected = {
            name: `Kiran Joshi ${tag}`,
            mobileNo: "9825012345",
            email: `kiran.${tag}@example.com`,
            jobTitle: "Architects / Engineers",
            category: "Corporate",
            projectType: "New Construction",
            timeframe: "3-6 months",
            companyName: "Joshi Associates",
            comments: "Site visit for a bungalow lift, G+2.",
            appointmentDate: date,
          };
          break;
        }
        case "webInquiry":
          await typeAndTab(`Nisha Rao ${tag}`);
          await typeAndTab(`nisha.${tag}@example.com`);
          await typeAndTab("9876543210");
          await typeAndTab("Goods lift quotation");
          await typeAndTab("A 2000 kg goods lift for our Sachin GIDC unit.");
          expected = {
            name: `Nisha Rao ${tag}`,
            mobileNo: "9876543210",
            email: `nisha.${tag}@example.com`,
            subject: "Goods lift quotation",
            message: "A 2000 kg goods lift for our Sachin GIDC unit.",
          };
          break;
        case "question":
          await typeAndTab(`Farhan Ali ${tag}`);
          await typeAndTab(`farhan.${tag}@example.com`);
          await page.keyboard.press("ArrowDown"); // General Questions
          await page.keyboard.press("Tab");
          await typeAndTab("Do you offer AMC for lifts installed by others?");
          expected = {
            name: `Farhan Ali ${tag}`,
            generalQuestions: "General Questions",
            email: `farhan.${tag}@example.com`,
            questions: "Do you offer AMC for lifts installed by others?",
          };
          break;
        case "newsletter":
          await typeAndTab(`keyboard.${tag}@example.com`);
          expected = { email: `keyboard.${tag}@example.com` };
          break;
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("submit");
      await page.keyboard.press("Enter");
      await eventually(() => statusText(form)).toBe(formCase.success);

      const stored = exportLeads(formCase.kind).filter((lead) => JSON.stringify(lead.data).includes(tag));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.data).toStrictEqual(expected);
      expect(stored[0]!.flagged).toBe(false);
      expect(stored[0]!.sourcePage).toBe(formCase.path);
    });

    it("stores one lead when the response to the first attempt is lost and the visitor retries", async () => {
      const { page, form } = await openForm({ allowErrors: ERRORS_EXPECTED });
      await interceptApi(page, formCase, async (route, index) => {
        if (index > 0) return route.continue();
        await route.fetch(); // reaches the real API and is stored...
        await route.fulfill({ status: 503, json: { message: "Network glitch" } }); // ...but the answer is lost
      });
      const tag = uniqueTag();
      await formCase.fill(form, tag);
      await submitButton(form).click();
      await eventually(() => statusText(form)).toBe("Network glitch");
      await submitButton(form).dblclick();
      await eventually(() => statusText(form)).toBe(formCase.success);
      const stored = exportLeads(formCase.kind).filter((lead) => JSON.stringify(lead.data).includes(tag));
      expect(stored).toHaveLength(1);
    });

    it("without JavaScript posts natively, shows the confirmation page and stores the lead", async () => {
      const { page, form } = await openForm({ javaScriptEnabled: false, width: 375 });
      const tag = uniqueTag();
      const payload = await formCase.fill(form, tag);
      await Promise.all([page.waitForURL(/\/thank-you\?type=/), submitButton(form).click()]);
      expect(new URL(page.url()).searchParams.get("type")).toBe(formCase.kind);
      expect(await page.getByRole("status").textContent()).toBe(formCase.success);
      const stored = exportLeads(formCase.kind).filter((lead) => JSON.stringify(lead.data).includes(tag));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.data).toStrictEqual(payload);
      expect(stored[0]!.flagged).toBe(false);
    });

    it("posts natively when the validation code cannot load, and the lead is stored", async () => {
      const { page, form } = await openForm({ allowErrors: ["lead-client", "Failed to load resource"] });
      await page.route("**/assets/lead-client-*.js", (route) => route.abort());
      const tag = uniqueTag();
      const payload = await formCase.fill(form, tag);
      await Promise.all([page.waitForURL(/\/thank-you\?type=/), submitButton(form).click()]);
      expect(await page.getByRole("status").textContent()).toBe(formCase.success);
      const stored = exportLeads(formCase.kind).filter((lead) => JSON.stringify(lead.data).includes(tag));
      expect(stored.map((lead) => lead.data)).toStrictEqual([payload]);
    });

    it("without JavaScript an invalid entry gets the API's error page with a link back to the form", async () => {
      const { page, form } = await openForm({ javaScriptEnabled: false, allowErrors: ERRORS_EXPECTED });
      await formCase.fill(form, uniqueTag());
      // The browser's own check accepts this address; the contract does not.
      await fieldOf(form, formCase.kind === "newsletter" ? "Your email address" : "Email").fill(
        "asha@example",
      );
      await Promise.all([page.waitForURL(`${baseUrl()}${formCase.api}`), submitButton(form).click()]);
      expect(await page.getByRole("alert").textContent()).toContain("not valid");
      expect(await page.locator("li").allTextContents()).toContain(
        "Email: Please enter a valid email address",
      );
      const back = page.getByRole("link", { name: "Go back to the form" });
      expect(await back.getAttribute("href")).toBe(formCase.back);
    });

    it("without JavaScript the browser's own checks stop an empty submit", async () => {
      const { page, form } = await openForm({ javaScriptEnabled: false });
      await submitButton(form).click();
      await page.waitForTimeout(500);
      expect(page.url()).toBe(baseUrl() + formCase.path);
      expect(await fieldOf(form, formCase.required[0]![0]).evaluate((el) => el.matches(":invalid"))).toBe(
        true,
      );
    });
  });
}

describe("appointment date", () => {
  const open = usePage();
  it.runIf(rendered.has("appointment"))("refuses past days (min is the visitor's today)", async () => {
    const page = await open("/");
    await waitForHydration(page);
    const date = page.locator('form[action="/api/appointment/insert"] input[name="appointmentDate"]');
    await date.scrollIntoViewIfNeeded();
    await waitForLiveForm(page, CASES[0]!);
    expect(await date.getAttribute("min")).toBe(localToday());
    await date.fill(dayFromToday(-1));
    await page.locator('form[action="/api/appointment/insert"] button[type="submit"]').click();
    await eventually(() => page.locator(".field__error").allTextContents()).toContain(
      "Please choose today or a later date",
    );
  });
});
