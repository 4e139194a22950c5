/**
 * The lead forms without JavaScript (or when the validation code cannot load): a native POST to
 * the form's send page that lands on the confirmation page in the site's layout and stores the
 * lead; a refused form shown again in that layout with every typed value kept and the message
 * next to its field, ready to send again; the rate limit's and a failing database's messages on
 * that page (from a server of its own); and the browser's own checks on an empty submit.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendPath } from "../contracts/leads/forms.ts";
import { startServer } from "../server/testing/server-process.ts";
import { freePort } from "../server/testing/smtp.ts";
import { baseUrl, usePage } from "./support/browser.ts";
import {
  CASES,
  describeEachForm,
  ERRORS_EXPECTED,
  emailOf,
  fieldOf,
  formOf,
  formValues,
  rendered,
  SHARED_CODE_FORMS,
  storedLeads,
  submitButton,
  uniqueTag,
} from "./support/lead-forms.ts";

/** The site's layout around a page: header with its navigation, breadcrumb, footer. */
async function expectSiteLayout(page: Page) {
  expect(await page.locator("header.site-header nav").count()).toBeGreaterThan(0);
  expect(
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).count(),
  ).toBe(1);
  expect(await page.getByRole("contentinfo").count()).toBe(1);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
}

/**
 * What a refused form shows again: what was typed, and the page it was first sent from (a hidden
 * field, so the lead records that page when it is sent again from the send page).
 */
const keptFrom = (typed: Record<string, string>, formPath: string) => ({
  ...typed,
  sourcePage: new URL(formPath, "http://site.invalid").pathname,
});

/** The refusal summary at the top of the send page. */
const summaryOf = (page: Page) => page.getByRole("alert");

describeEachForm((formCase, openForm) => {
  it("without JavaScript posts natively and shows the confirmation page in the site's layout", async () => {
    const { page, form } = await openForm({ javaScriptEnabled: false, width: 375 });
    const tag = uniqueTag();
    const payload = await formCase.fill(form, tag);
    await Promise.all([page.waitForURL(/\/thank-you\?type=/), submitButton(form).click()]);
    expect(new URL(page.url()).searchParams.get("type")).toBe(formCase.kind);
    expect(await page.getByRole("status").textContent()).toBe(formCase.success);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Thank you");
    await expectSiteLayout(page);
    const stored = await storedLeads(formCase.kind, tag);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toStrictEqual(payload);
    expect(stored[0]!.flagged).toBe(false);
  });

  it("without JavaScript a refused form comes back in the layout, every value kept, and sends again", async () => {
    const { page, form } = await openForm({ javaScriptEnabled: false, allowErrors: ERRORS_EXPECTED });
    const tag = uniqueTag();
    const payload = await formCase.fill(form, tag);
    // The browser's own check accepts this address; the contract does not.
    await emailOf(form, formCase).fill("asha@example");
    const typed = await formValues(form);
    await Promise.all([
      page.waitForURL(`${baseUrl()}${sendPath(formCase.kind)}`),
      submitButton(form).click(),
    ]);
    await expectSiteLayout(page);
    const again = formOf(page, formCase);
    expect(await formValues(again)).toEqual(keptFrom(typed, formCase.path));
    expect(await summaryOf(page).textContent()).toContain("Some details are missing or not valid.");
    expect(await summaryOf(page).locator("li").allTextContents()).toEqual([
      "Email: Please enter a valid email address",
    ]);
    const email = emailOf(again, formCase);
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const messageId = await email.getAttribute("aria-describedby");
    expect(await page.locator(`#${messageId}`).textContent()).toBe("Please enter a valid email address");

    await email.fill(payload.email!);
    await Promise.all([page.waitForURL(/\/thank-you\?type=/), submitButton(again).click()]);
    expect(await page.getByRole("status").textContent()).toBe(formCase.success);
    expect((await storedLeads(formCase.kind, tag)).map((lead) => lead.data)).toStrictEqual([payload]);
  });

  it("without JavaScript the browser's own checks stop an empty submit", async () => {
    const { page, form } = await openForm({ javaScriptEnabled: false });
    await submitButton(form).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(baseUrl() + formCase.path);
    expect(await fieldOf(form, formCase.required[0]![0]).evaluate((el) => el.matches(":invalid"))).toBe(true);
  });

  // The fallback lives in the code every form shares; each form's native post is tested above.
  if (!SHARED_CODE_FORMS.has(formCase.kind)) return;
  it("posts natively when the validation code cannot load, and the lead is stored", async () => {
    const { page, form } = await openForm({ allowErrors: ["lead-client", "Failed to load resource"] });
    await page.route("**/assets/lead-client-*.js", (route) => route.abort());
    const tag = uniqueTag();
    const payload = await formCase.fill(form, tag);
    await Promise.all([page.waitForURL(/\/thank-you\?type=/), submitButton(form).click()]);
    expect(await page.getByRole("status").textContent()).toBe(formCase.success);
    expect((await storedLeads(formCase.kind, tag)).map((lead) => lead.data)).toStrictEqual([payload]);
  });
});

// A server of its own: one submission per 10 minutes, and a disk that can be made to refuse writes.
const contact = CASES.find((formCase) => formCase.kind === "webInquiry")!;
describe.skipIf(!rendered.has(contact.kind))("the send page's refusals without JavaScript", () => {
  const open = usePage();
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-refusals-"));
    const port = await freePort();
    server = await startServer(
      {
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LEADS_RATE_LIMIT: "1",
        LOG_LEVEL: "fatal",
      },
      port,
    );
  });
  afterAll(() => {
    server?.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens the contact form on this server without JavaScript, fills it and sends it. */
  async function sendContact() {
    const page = await open("/robots.txt", { javaScriptEnabled: false, allowErrors: ERRORS_EXPECTED });
    await page.goto(server.url + contact.path);
    const form = formOf(page, contact);
    await contact.fill(form, uniqueTag());
    const typed = await formValues(form);
    await submitButton(form).click();
    await page.waitForLoadState("load");
    return { page, typed };
  }

  it("shows the storage failure's message in the layout, with the form kept", async () => {
    // The kernel refuses every write of the server process to a file, as a full disk would. (It
    // runs before the rate limit's test, whose first submission would otherwise count here.)
    const pid = String(server.child.pid);
    execFileSync("prlimit", ["--pid", pid, "--fsize=0:"]);
    try {
      const { page, typed } = await sendContact();
      await expectSiteLayout(page);
      expect(await summaryOf(page).textContent()).toMatch(
        /We could not save your request just now\. .*call us on/,
      );
      expect(await formValues(formOf(page, contact))).toEqual(keptFrom(typed, contact.path));
    } finally {
      execFileSync("prlimit", ["--pid", pid, "--fsize=unlimited:"]);
    }
  });

  it("shows the rate limit's message in the layout, with the form kept", async () => {
    const first = await sendContact();
    expect(new URL(first.page.url()).pathname).toBe("/thank-you");
    const { page, typed } = await sendContact();
    expect(new URL(page.url()).pathname).toBe(sendPath(contact.kind));
    await expectSiteLayout(page);
    expect(await summaryOf(page).textContent()).toContain(
      "Too many submissions from your connection. Please wait a few minutes and try again.",
    );
    expect(await formValues(formOf(page, contact))).toEqual(keptFrom(typed, contact.path));
  });
});
