/**
 * The lead forms on Gujarati and Hindi pages, the Gujarati one at a phone's width and the Hindi one
 * at a desktop's: every message in the page's language (validation, busy, success), option values
 * still the API's English ones, a real submission stored with its page and acknowledged by email in
 * that language; and a form posted without JavaScript from a Gujarati page answered by Gujarati
 * send and thank-you pages. (The English forms, at both widths: tests/forms-*.e2e.ts, routes.e2e.ts.)
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sendPath } from "../contracts/leads/forms.ts";
import type { Locale } from "../contracts/locales.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import {
  ERRORS_EXPECTED,
  eventually,
  fieldOf,
  receivedMails,
  statusText,
  storedLeads,
  submitButton,
  uniqueTag,
} from "./support/lead-forms.ts";
import { desktop, phone } from "./support/pages.ts";

interface LocaleCase {
  locale: Locale;
  kind: "webInquiry" | "question";
  path: string;
  /** The width the journey runs at: one language per width proves both. */
  size: { width: number };
  submit: string;
  /** Field label -> its message after an empty submit. */
  required: [label: string, message: string][];
  fill(form: Locator, email: string): Promise<void>;
  success: string;
  /** The acknowledgement's subject and a sentence of its text. */
  mail: { subject: string; sentence: string };
}

const CASES: LocaleCase[] = [
  {
    locale: "gu",
    kind: "webInquiry",
    path: "/gu/contact-us",
    size: phone,
    submit: "સંદેશ મોકલો",
    required: [
      ["નામ", "નામ લખવું જરૂરી છે"],
      ["ઈમેલ", "ઈમેલ લખવો જરૂરી છે"],
      ["મોબાઇલ નંબર", "મોબાઇલ નંબર લખવો જરૂરી છે"],
      ["વિષય", "વિષય લખવો જરૂરી છે"],
      ["સંદેશ", "સંદેશ લખવો જરૂરી છે"],
    ],
    async fill(form, email) {
      await fieldOf(form, "નામ").fill("રવિ દેસાઈ");
      await fieldOf(form, "ઈમેલ").fill(email);
      await fieldOf(form, "મોબાઇલ નંબર").fill("98250 12345");
      await fieldOf(form, "વિષય").fill("બે લિફ્ટનો AMC");
      await fieldOf(form, "સંદેશ").fill("અડાજણમાં G+7 બિલ્ડિંગ, બે લિફ્ટ.");
    },
    success: "તમારો સંદેશ અમને મળી ગયો છે, આભાર!",
    mail: {
      subject: "તમારો સંદેશ અમને મળી ગયો છે - Urdhva Elevators",
      sentence: "અમને તમારો સંદેશ મળી ગયો છે અને અમારી ટીમ એક કામકાજના દિવસમાં તમારો સંપર્ક કરશે.",
    },
  },
  {
    locale: "hi",
    kind: "question",
    path: "/hi/faq",
    size: desktop,
    submit: "सवाल भेजें",
    required: [
      ["नाम", "नाम लिखना ज़रूरी है"],
      ["ईमेल", "ईमेल लिखना ज़रूरी है"],
      ["श्रेणी", "कृपया श्रेणी चुनें"],
      ["आपका सवाल", "सवाल लिखना ज़रूरी है"],
    ],
    async fill(form, email) {
      await fieldOf(form, "नाम").fill("मीरा शाह");
      await fieldOf(form, "ईमेल").fill(email);
      // Shown in Hindi, sent as the API's English value.
      await fieldOf(form, "श्रेणी").selectOption({ label: "सर्विस और AMC" });
      expect(await fieldOf(form, "श्रेणी").inputValue()).toBe("Service and AMC");
      await fieldOf(form, "आपका सवाल").fill("होम लिफ्ट की सर्विस कितनी बार करवानी चाहिए?");
    },
    success: "आपका सवाल हमें मिल गया है, धन्यवाद!",
    mail: {
      subject: "आपका सवाल हमें मिल गया है - Urdhva Elevators",
      sentence: "हमें आपका सवाल मिल गया है और हमारी टीम एक कामकाजी दिन के अंदर आपसे संपर्क करेगी।",
    },
  },
];

/** A header of MIME encoded words (`=?UTF-8?B?...?=` or `Q`), decoded. */
function decodeHeader(value: string): string {
  const words = [...value.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
  if (words.length === 0) return value;
  const bytes = words.map(([, encoding, text = ""]) =>
    encoding!.toUpperCase() === "B"
      ? Buffer.from(text, "base64")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          "latin1",
        ),
  );
  return Buffer.concat(bytes).toString("utf8");
}

for (const formCase of CASES) {
  describe(`the ${formCase.kind} form on ${formCase.path}`, () => {
    const open = usePage();

    it.each([formCase.size])(
      "speaks the page's language at $width px, and the email does too",
      async (size) => {
        const page = await open(formCase.path, size);
        await waitForHydration(page);
        const form = page.locator(`form[action="${sendPath(formCase.kind, formCase.locale)}"]`);
        await form.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate === true,
          `form[action="${sendPath(formCase.kind, formCase.locale)}"]`,
        );

        await submitButton(form).click();
        for (const [label, message] of formCase.required) {
          const field = fieldOf(form, label);
          await eventually(() => field.getAttribute("aria-invalid")).toBe("true");
          const describedBy = (await field.getAttribute("aria-describedby"))!.split(" ");
          expect(await page.locator(`[id="${describedBy.at(-1)}"]`).textContent(), label).toBe(message);
        }
        // The field's own width holds the longer words: nothing runs past the form.
        const overflow = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page, "form")).toEqual([]);
        if (process.env.SCREENSHOTS) {
          await form.screenshot({ path: `screenshots/forms-${formCase.locale}-${size.width}.png` });
        }

        const tag = uniqueTag();
        const email = `visitor.${tag}@example.com`;
        await formCase.fill(form, email);
        await submitButton(form).click();
        await eventually(() => statusText(form)).toBe(formCase.success);
        expect(await submitButton(form).textContent()).toBe(formCase.submit);

        const stored = await storedLeads(formCase.kind, tag);
        expect(stored).toHaveLength(1);
        expect(stored[0]!.sourcePage).toBe(formCase.path);
        await eventually(() => receivedMails(email).length).toBe(1);
        const [mail] = receivedMails(email);
        expect(decodeHeader(mail!.headers.subject!)).toBe(formCase.mail.subject);
        expect(mail!.body).toContain(formCase.mail.sentence);
      },
    );
  });
}

describe("a form posted without JavaScript from a Gujarati page", () => {
  const open = usePage();

  it("is refused and confirmed in Gujarati", async () => {
    const page = await open("/gu/contact-us", {
      javaScriptEnabled: false,
      width: 375,
      allowErrors: ERRORS_EXPECTED,
    });
    const form = page.locator(`form[action="${sendPath("webInquiry", "gu")}"]`);
    const [gujarati] = CASES;
    const tag = uniqueTag();
    await gujarati!.fill(form, `nojs.${tag}@example.com`);
    await fieldOf(form, "મોબાઇલ નંબર").fill("12345");
    await Promise.all([page.waitForURL(/\/gu\/send\/webInquiry$/), submitButton(form).click()]);
    expect(await page.locator("html").getAttribute("lang")).toBe("gu");
    const summary = page.getByRole("alert");
    expect(await summary.textContent()).toContain("તમારો સંદેશ મોકલાયો નથી");
    expect(await summary.textContent()).toContain("મોબાઇલ નંબર: કૃપા કરીને સાચો 10 અંકનો મોબાઇલ નંબર લખો");
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: "screenshots/forms-gu-send-375.png", fullPage: true });

    const again = page.locator(`form[action="${sendPath("webInquiry", "gu")}"]`);
    await fieldOf(again, "મોબાઇલ નંબર").fill("9825012345");
    await Promise.all([page.waitForURL(/\/gu\/thank-you\?type=webInquiry$/), submitButton(again).click()]);
    expect(await page.getByRole("status").textContent()).toBe(gujarati!.success);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("આભાર");
    if (process.env.SCREENSHOTS) await page.screenshot({ path: "screenshots/forms-gu-thank-you-375.png" });
    expect((await storedLeads("webInquiry", tag)).map((lead) => lead.sourcePage)).toEqual(["/gu/contact-us"]);
  });
});
