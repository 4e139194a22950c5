/**
 * The lead forms without JavaScript (or when the validation code cannot load): a native POST that
 * lands on the confirmation page and stores the lead, the API's error page with a link back to
 * the form, and the browser's own checks on an empty submit.
 */
import { expect, it } from "vitest";
import { baseUrl } from "./support/browser.ts";
import {
  describeEachForm,
  ERRORS_EXPECTED,
  emailOf,
  fieldOf,
  storedLeads,
  submitButton,
  uniqueTag,
} from "./support/lead-forms.ts";

describeEachForm((formCase, openForm) => {
  it("without JavaScript posts natively, shows the confirmation page and stores the lead", async () => {
    const { page, form } = await openForm({ javaScriptEnabled: false, width: 375 });
    const tag = uniqueTag();
    const payload = await formCase.fill(form, tag);
    await Promise.all([page.waitForURL(/\/thank-you\?type=/), submitButton(form).click()]);
    expect(new URL(page.url()).searchParams.get("type")).toBe(formCase.kind);
    expect(await page.getByRole("status").textContent()).toBe(formCase.success);
    const stored = storedLeads(formCase.kind, tag);
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
    expect(storedLeads(formCase.kind, tag).map((lead) => lead.data)).toStrictEqual([payload]);
  });

  it("without JavaScript an invalid entry gets the API's error page with a link back to the form", async () => {
    const { page, form } = await openForm({ javaScriptEnabled: false, allowErrors: ERRORS_EXPECTED });
    await formCase.fill(form, uniqueTag());
    // The browser's own check accepts this address; the contract does not.
    await emailOf(form, formCase).fill("asha@example");
    await Promise.all([page.waitForURL(`${baseUrl()}${formCase.api}`), submitButton(form).click()]);
    expect(await page.getByRole("alert").textContent()).toContain("not valid");
    expect(await page.locator("li").allTextContents()).toContain("Email: Please enter a valid email address");
    const back = page.getByRole("link", { name: "Go back to the form" });
    expect(await back.getAttribute("href")).toBe(formCase.back);
  });

  it("without JavaScript the browser's own checks stop an empty submit", async () => {
    const { page, form } = await openForm({ javaScriptEnabled: false });
    await submitButton(form).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(baseUrl() + formCase.path);
    expect(await fieldOf(form, formCase.required[0]![0]).evaluate((el) => el.matches(":invalid"))).toBe(true);
  });
});
