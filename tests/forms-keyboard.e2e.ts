/**
 * The lead forms for keyboard and assistive-technology users: the honeypot stays out of their way,
 * every target is at least 44 px tall, and each form can be filled and sent with the keyboard
 * alone, the lead then found with `npm run leads -- export`.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import {
  dayFromToday,
  describeEachForm,
  eventually,
  formSelector,
  statusText,
  storedLeads,
  uniqueTag,
} from "./support/lead-forms.ts";

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 150) {
  for (let presses = 0; presses < max; presses++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

describeEachForm((formCase, openForm) => {
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
    const firstControl = `${formSelector(formCase)} :is(input:not([type=hidden]), select, textarea)`;
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
        await page.keyboard.press("ArrowDown"); // General
        await page.keyboard.press("Tab");
        await typeAndTab("Do you offer AMC for lifts installed by others?");
        expected = {
          name: `Farhan Ali ${tag}`,
          generalQuestions: "General",
          email: `farhan.${tag}@example.com`,
          questions: "Do you offer AMC for lifts installed by others?",
        };
        break;
      case "newsletter":
        await typeAndTab(`keyboard.${tag}@example.com`);
        expected = { email: `keyboard.${tag}@example.com` };
        break;
      default:
        // The AMC quote form has its own journeys (amc-quote.e2e.ts).
        throw new Error(`no keyboard journey for ${formCase.kind}`);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("submit");
    await page.keyboard.press("Enter");
    await eventually(() => statusText(form)).toBe(formCase.success);

    const stored = await storedLeads(formCase.kind, tag);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toStrictEqual(expected);
    expect(stored[0]!.flagged).toBe(false);
    expect(stored[0]!.sourcePage).toBe(formCase.path);
  });
});
