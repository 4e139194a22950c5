/**
 * Sending a lead form with JavaScript: the exact JSON payload and its Idempotency-Key, the states
 * idle -> loading -> success | error, the server's message or the form's own failure text, the
 * 15 s timeout, and a retry after a lost response that stores the lead once.
 */
import { expect, it } from "vitest";
import {
  describeEachForm,
  ERRORS_EXPECTED,
  eventually,
  formValues,
  interceptApi,
  SHARED_CODE_FORMS,
  statusText,
  storedLeads,
  submitButton,
  uniqueTag,
} from "./support/lead-forms.ts";

describeEachForm((formCase, openForm) => {
  it("sends exactly the contract's JSON with an Idempotency-Key, shows the loading state, then succeeds and resets", async () => {
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
    // Polled: the interception hears of the request a moment after the page has sent it.
    await eventually(() => requests.length).toBe(1);
    expect(requests[0]!.body).toStrictEqual(payload);
    expect(requests[0]!.headers["content-type"]).toBe("application/json");
    expect(requests[0]!.headers["idempotency-key"]).toMatch(/^[\x21-\x7e]{8,200}$/);

    release();
    await eventually(() => statusText(form)).toBe(formCase.success);
    expect(await submitButton(form).textContent()).toBe(formCase.submit);
    expect(await submitButton(form).isDisabled()).toBe(false);
    for (const [field, value] of Object.entries(await formValues(form))) {
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
    const values = await formValues(form);
    const firstField = Object.keys(payload)[0]!;
    expect(values[firstField]?.trim()).toBe(payload[firstField]);
    expect(await submitButton(form).textContent()).toBe(formCase.submit);

    // A retry of the same content carries the same key, so the server stores one lead.
    await submitButton(form).click();
    await eventually(() => requests.length).toBe(2);
    expect(requests[1]!.headers["idempotency-key"]).toBe(requests[0]!.headers["idempotency-key"]);
  });

  it("falls back to the form's failure text when the error has no message", async () => {
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
    // Time flows as usual on the fake clock until the test fast-forwards it.
    const { page, form } = await openForm({ fakeClock: true });
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

  // The retry keeps its Idempotency-Key in the code every form shares; the server's replay of a
  // repeated key, per kind and concurrent, is tested on both databases in leads.guards.test.ts.
  if (!SHARED_CODE_FORMS.has(formCase.kind)) return;
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
    expect(await storedLeads(formCase.kind, tag)).toHaveLength(1);
  });
});
