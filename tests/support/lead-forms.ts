/**
 * Helpers of the lead-form browser tests (tests/forms-*.e2e.ts): what each form should show and
 * send, how to fill it, and `describeEachForm`, which runs the same tests on every page that
 * renders a form. The expected texts are written out here on purpose, so a changed contract text
 * shows up as a failing test.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page, Route } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { type LeadKind, localToday, sendPath } from "../../contracts/leads/schema.ts";
import { run as runLeadsCommand } from "../../scripts/leads.ts";
import { SQLITE_FILE } from "../../server/data-dir.ts";
import { SqliteLeadRepository } from "../../server/db/sqlite.ts";
import { baseUrl, type OpenOptions, usePage, waitForHydration } from "./browser.ts";

/** A day `days` after the visitor's today, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const [year, month, day] = localToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface FormCase {
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
  await fieldOf(form, "Category").selectOption("Service and AMC");
  await fieldOf(form, "Your question").fill("How often should a home lift be serviced?");
  return {
    name: `Meera Shah ${tag}`,
    generalQuestions: "Service and AMC",
    email: `meera.${tag}@example.com`,
    questions: "How often should a home lift be serviced?",
  };
}

async function fillAppointment(form: Locator, tag: string) {
  const date = dayFromToday(7);
  await form.getByRole("radio", { name: "Company or firm" }).check();
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

export const CASES: FormCase[] = [
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
  },
];

/** The form of a case, as a CSS selector: the form that posts (without JavaScript) to its send page. */
export const formSelector = (formCase: FormCase) => `form[action="${sendPath(formCase.kind)}"]`;

/**
 * The forms a behaviour of the code every lead form shares (useLeadForm.ts, useSendingForm.ts,
 * LeadFormShell.tsx) is proven on: the home page's appointment form and the smallest, the
 * subscribe box. Each form's own fields, messages, payload and native post are tested on all four.
 */
export const SHARED_CODE_FORMS: ReadonlySet<LeadKind> = new Set(["appointment", "newsletter"]);

/** Which pages render their form (a form missing from its page skips its tests). */
export const rendered = new Set<LeadKind>();
for (const formCase of CASES) {
  const html = await (await fetch(baseUrl() + formCase.path)).text();
  if (html.includes(`action="${sendPath(formCase.kind)}"`)) rendered.add(formCase.kind);
}

let tagCount = 0;
/** A tag no other submission carries, to find this test's lead among the stored ones. */
export const uniqueTag = () => `${Date.now().toString(36)}${(tagCount++).toString(36)}`;

/** A field by its visible label; required fields' labels end in " *" (hidden from screen readers). */
export function fieldOf(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

/** The email field of any form (the subscribe box labels it differently). */
export const emailOf = (form: Locator, formCase: FormCase) =>
  fieldOf(form, formCase.kind === "newsletter" ? "Your email address" : "Email");

export function formOf(page: Page, formCase: FormCase): Locator {
  return page.locator(formSelector(formCase));
}

interface ExportedLead {
  id: string;
  kind: string;
  flagged: boolean;
  sourcePage: string | null;
  data: Record<string, unknown>;
}

/**
 * `npm run leads -- export --format json --type <kind>` against the test server's database: the
 * command's own code (`run` in scripts/leads.ts), called in this process on the server's SQLite
 * file. A separate `tsx` process per call cost about 2 s of CPU; the command's start-up (config,
 * data directory checks, exit codes) is tested in scripts/leads.test.ts.
 */
async function exportLeads(kind: LeadKind): Promise<ExportedLead[]> {
  const repository = new SqliteLeadRepository(path.join(inject("dataDir"), SQLITE_FILE));
  let output = "";
  try {
    await runLeadsCommand(["export", "--format", "json", "--type", kind], repository, {
      write: (chunk) => {
        output += chunk;
      },
      error: () => undefined,
    });
  } finally {
    await repository.close();
  }
  return JSON.parse(output) as ExportedLead[];
}

/** The stored leads of `kind` whose fields contain `tag`, found with `npm run leads -- export`. */
export async function storedLeads(kind: LeadKind, tag: string): Promise<ExportedLead[]> {
  return (await exportLeads(kind)).filter((lead) => JSON.stringify(lead.data).includes(tag));
}

/** A message the test SMTP server accepted (tests/support/global-setup.ts). */
export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  /** The decoded text of every part. */
  body: string;
}

/** Every message the site has sent so far to `address`. */
export function receivedMails(address: string): ReceivedMail[] {
  const dir = inject("mailDir");
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** Waits until React has hydrated the form itself (its effect turns the browser's own checks off). */
export async function waitForLiveForm(page: Page, formCase: FormCase) {
  await page.waitForFunction(
    (selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate === true,
    formSelector(formCase),
  );
}

/** Routes the form's API call to a handler; returns the requests it saw. */
export async function interceptApi(
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

/** The form's current values, as its FormData has them. */
export const formValues = (form: Locator) =>
  form.evaluate((element: HTMLFormElement) =>
    Object.fromEntries(new FormData(element) as unknown as Iterable<[string, string]>),
  );

export const statusText = (form: Locator) => form.getByRole("status").textContent();
export const submitButton = (form: Locator) => form.locator('button[type="submit"]');

/** vitest's expect.poll with room for a busy two-core machine. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Console errors and failed requests a test that makes the API fail expects. */
export const ERRORS_EXPECTED = ["Failed to load resource", "http 4", "http 5"];

/** Opens the form's page, scrolled to the form and (with JavaScript) once the form is live. */
export type OpenForm = (options?: OpenOptions) => Promise<{ page: Page; form: Locator }>;

/** Declares `tests` once per lead form, in a describe block named after the form and its page. */
export function describeEachForm(tests: (formCase: FormCase, openForm: OpenForm) => void) {
  for (const formCase of CASES) {
    describe.skipIf(!rendered.has(formCase.kind))(`${formCase.kind} form on ${formCase.path}`, () => {
      const open = usePage();
      tests(formCase, async (options = {}) => {
        const page = await open(formCase.path, options);
        if (options.javaScriptEnabled !== false) await waitForHydration(page);
        const form = formOf(page, formCase);
        await form.scrollIntoViewIfNeeded();
        // Sections below the fold may hydrate when scrolled near; the form sets noValidate once live.
        if (options.javaScriptEnabled !== false) await waitForLiveForm(page, formCase);
        return { page, form };
      });
    });
  }
}
