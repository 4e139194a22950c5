/**
 * The privacy page's request form (see, correct or erase one's data), against the real server:
 * with JavaScript (the shared contract's messages in the page's language, then the request stored
 * and acknowledged by email, whose personal link opens its page) and without it (a refused post ends on the send page in the site's
 * layout, in the page's language, values kept; sent again, the page says within how many days we answer), with
 * axe at 375 and 1280 px. The form's place on /privacy in every language at both widths is
 * checked by privacy-page.e2e.ts with axe.
 */

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { company } from "../content/company.ts";
import type { Locale } from "../contracts/locales.ts";
import { axeViolations, usePage } from "./support/browser.ts";
import { receivedMails, uniqueTag } from "./support/lead-forms.ts";
import { noJs } from "./support/pages.ts";

const messages = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const FORM = 'form[action$="/privacy/send"]';

async function waitForMail(address: string) {
  for (let tries = 0; tries < 50; tries++) {
    const mails = receivedMails(address);
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return receivedMails(address);
}

describe("the privacy request form", () => {
  const open = usePage();

  it("with JavaScript: says what is missing in Gujarati, then sends and is acknowledged by email", async () => {
    const gu = messages("gu");
    const page = await open("/gu/privacy", { width: 375 });
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate,
      FORM,
    );
    const form = page.locator(FORM);
    await form.getByLabel(gu.privacyform_option_correct!).check();
    await form.getByLabel(gu.privacyform_field_name!).fill("ધ્રુવ પટેલ");
    await form.getByRole("button", { name: gu.privacyform_submit }).click();
    await expect
      .poll(() => form.locator(".field__error").allTextContents())
      .toEqual([gu.privacyform_error_contact_required, gu.privacyform_error_correction_required]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("mobileNo");

    const email = `privacy.${uniqueTag()}@example.com`;
    await form.getByLabel(gu.privacyform_field_email!).fill(email);
    await form.getByLabel(gu.privacyform_field_correction!).fill("નવો મોબાઇલ નંબર 98250 12345");
    await form.getByRole("button", { name: gu.privacyform_submit }).click();
    const status = form.getByRole("status");
    await expect.poll(() => status.textContent()).toContain(gu.privacyform_success!.split("{date}")[0]);
    expect(await form.locator(".field__error").count()).toBe(0);
    const [ack] = await waitForMail(email);
    expect(ack?.body).toMatch(/\p{Script=Gujarati}/u);
    // Its personal link: this email sent nothing else, so there is nothing to withdraw, only to erase.
    const link = /https?:\/\/[^\s]+\/gu\/privacy\/request\/[A-Za-z0-9_-]{43}/.exec(ack?.body ?? "")?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(new URL(link!).pathname, page.url()).href);
    const texts = messages("gu");
    expect(await page.getByText(texts.privacylink_withdraw_nothing!).count()).toBe(1);
    expect(await page.getByRole("button", { name: texts.privacylink_withdraw_button! }).count()).toBe(0);
    expect(await page.getByText(texts.privacylink_erase_text!).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("without JavaScript: a refused request comes back in Hindi with its values, then is sent", async () => {
    const hi = messages("hi");
    // The refused post's page answers 400, which the browser reports as a failed resource.
    const page = await open("/hi/privacy", { ...noJs, width: 375, allowErrors: ["400"] });
    const form = page.locator(FORM);
    await form.getByLabel(hi.privacyform_option_erase!).check();
    await form.getByLabel(hi.privacyform_field_name!).fill("अनीता शर्मा");
    await form.getByLabel(hi.privacyform_field_message!).fill("कृपया सब मिटा दें");
    await Promise.all([
      page.waitForURL(/\/hi\/privacy\/send$/),
      form.getByRole("button", { name: hi.privacyform_submit }).click(),
    ]);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.locator("h1").textContent()).toBe(hi.privacyform_page_title);
    expect(await page.getByRole("alert").textContent()).toContain(hi.privacyform_error_contact_required);
    const again = page.locator(FORM);
    expect(await again.getByLabel(hi.privacyform_field_name!).inputValue()).toBe("अनीता शर्मा");
    expect(await again.getByLabel(hi.privacyform_field_message!).inputValue()).toBe("कृपया सब मिटा दें");
    expect(await again.getByLabel(hi.privacyform_option_erase!).isChecked()).toBe(true);

    await again.getByLabel(hi.privacyform_field_mobile!).fill("98250 55555");
    await Promise.all([
      page.waitForURL(/\/hi\/privacy\/send\?sent$/),
      again.getByRole("button", { name: hi.privacyform_submit }).click(),
    ]);
    expect(await page.locator("h1").textContent()).toBe(hi.privacyform_sent_title);
    expect(await page.getByRole("status").textContent()).toContain(
      hi.privacyform_success_days!.split("{days}")[0],
    );
  });

  it("has no axe violations on the refused form at 375 px and the sent page at 1280 px", async () => {
    // Axe runs in the page, so these pages are opened with JavaScript; the form is posted natively.
    const refused = await open("/gu/privacy", { width: 375, allowErrors: ["400"] });
    await refused.waitForFunction(
      (selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate,
      FORM,
    );
    await refused.locator(FORM).getByLabel(messages("gu").privacyform_field_name!).fill("ધ્રુવ");
    await Promise.all([
      refused.waitForURL(/\/gu\/privacy\/send$/),
      refused.evaluate(
        (selector) => HTMLFormElement.prototype.submit.call(document.querySelector(selector)),
        FORM,
      ),
    ]);
    expect(await refused.getByRole("alert").count()).toBe(1);
    expect(await axeViolations(refused)).toEqual([]);
    const sent = await open("/hi/privacy/send?sent", { width: 1280 });
    expect(await sent.getByRole("status").textContent()).toContain(
      String(company.privacy.grievanceResponseDays),
    );
    expect(await axeViolations(sent)).toEqual([]);
  });
  it("the personal link's buttons work in a browser: withdraw, then erase, each lands on its outcome", async () => {
    const email = `link.${uniqueTag()}@example.com`;
    const page = await open("/gu/faq", { width: 375 });
    const status = await page.evaluate(
      (address) =>
        fetch("/api/faqs/insert", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "ભાવિન",
            email: address,
            generalQuestions: "General Questions",
            questions: "Lift?",
            sourcePage: "/gu/faq",
          }),
        }).then((answer) => answer.status),
      email,
    );
    expect(status).toBe(201);
    const [ack] = await waitForMail(email);
    const link = /https?:\/\/[^\s]+\/gu\/privacy\/request\/[A-Za-z0-9_-]{43}/.exec(ack?.body ?? "")?.[0];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname;
    const gu = messages("gu");
    await page.goto(new URL(path, page.url()).href);
    await Promise.all([
      page.waitForURL(/\/gu\/privacy\/done\?outcome=withdrawn$/),
      page.getByRole("button", { name: gu.privacylink_withdraw_button! }).click(),
    ]);
    expect(await page.locator("h1").textContent()).toBe(gu.privacylink_withdrawn_title!);
    await page.goto(new URL(path, page.url()).href);
    await Promise.all([
      page.waitForURL(/\/gu\/privacy\/done\?outcome=erased$/),
      page.getByRole("button", { name: gu.privacylink_erase_button! }).click(),
    ]);
    expect(await page.locator("h1").textContent()).toBe(gu.privacylink_erased_title!);
  });
});
