/**
 * The lead forms' validation in the browser: the required and invalid-value messages, how they
 * are wired for assistive technology (aria-invalid, aria-describedby, focus on the first), and
 * the appointment date that cannot be in the past.
 */
import { describe, expect, it } from "vitest";
import { localToday } from "../contracts/leads/schema.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import {
  CASES,
  dayFromToday,
  describeEachForm,
  emailOf,
  eventually,
  fieldOf,
  formSelector,
  interceptApi,
  rendered,
  submitButton,
  uniqueTag,
  waitForLiveForm,
} from "./support/lead-forms.ts";

describeEachForm((formCase, openForm) => {
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
    // Only the form: the rest of each page is checked by routes.e2e.ts.
    expect(await axeViolations(page, formSelector(formCase))).toEqual([]);

    // Corrected as the visitor types.
    await fieldOf(form, firstLabel).fill(firstLabel === "Your email address" ? "a@b.in" : "A");
    await eventually(() => form.locator(".field__error").count()).toBe(formCase.required.length - 1);
  });

  it("rejects an invalid email (and mobile number) with the contract's messages", async () => {
    const { form } = await openForm();
    await formCase.fill(form, uniqueTag());
    const email = emailOf(form, formCase);
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
});

describe("appointment date", () => {
  const open = usePage();
  it.runIf(rendered.has("appointment"))("refuses past days (min is the visitor's today)", async () => {
    const page = await open("/");
    await waitForHydration(page);
    const date = page.locator('form[action="/send/appointment"] input[name="appointmentDate"]');
    await date.scrollIntoViewIfNeeded();
    await waitForLiveForm(page, CASES[0]!);
    expect(await date.getAttribute("min")).toBe(localToday());
    await date.fill(dayFromToday(-1));
    await page.locator('form[action="/send/appointment"] button[type="submit"]').click();
    await eventually(() => page.locator(".field__error").allTextContents()).toContain(
      "Please choose today or a later date",
    );
  });
});
