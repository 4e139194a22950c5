/**
 * Publishing in the browser, on a server of its own (a publish changes what every page shows, so it
 * stays away from the server the other browser tests share): at 375 and 1280 px an editor changes a
 * Gujarati FAQ answer beside its English, sees it on the preview, publishes, sees it on /gu/faq,
 * restores the answer the repository wrote from the history, publishes again and sees it back.
 * axe checks the editor and the public page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { faqGroupsIn } from "../content/faqs.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import { signIn, useOwnServer } from "./support/inbox.ts";

const EDITOR = "publisher@example.com";
const WRITTEN = faqGroupsIn("gu")[0]!.faqs[0]!.answer;

describe("publishing the company's content", () => {
  const open = usePage();
  const server = useOwnServer("publish", { email: EDITOR, name: "Pooja Publisher" });

  /** Posts the page's form by its button and waits for the page it goes to. */
  const press = (page: Page, name: string | RegExp, landing: RegExp) =>
    Promise.all([page.waitForURL(landing), page.getByRole("button", { name }).first().click()]);
  const faqText = async (page: Page, url: string) => {
    await page.goto(`${server.url}${url}`);
    return (await page.locator("main").textContent()) ?? "";
  };

  it.each([375, 1280])("preview, publish and restore a Gujarati FAQ answer at %i px", async (width) => {
    const page = await open("/", { width });
    await page.goto(`${server.url}/inbox/content/faqs?lang=gu`);
    await signIn(page, EDITOR, "**/inbox/content/faqs?lang=gu");
    // One per width, without a figure: a translation keeps its English's figures.
    const text = `દર ત્રણ મહિને સર્વિસ કરાવો, અને દરેક વિઝિટનો રિપોર્ટ માગો (${width === 375 ? "ફોન પર" : "કમ્પ્યુટર પર"}).`;
    await page.locator("#field-0-faqs-0-answer").fill(text);
    await page.locator("#field-0-title").focus();
    await Promise.all([page.waitForURL(/saved=draft/), page.keyboard.press("Enter")]);

    // The draft: on the preview, not on the site.
    expect(await faqText(page, "/preview/gu/faq")).toContain(text);
    expect(await faqText(page, "/gu/faq")).not.toContain(text);

    await page.goto(`${server.url}/inbox/content/faqs/history`);
    expect(await axeViolations(page)).toEqual([]);
    await press(page, /^Publish FAQ page/, /saved=published/);
    const published = await faqText(page, "/gu/faq");
    expect(published).toContain(text);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    // Undo: the repository's answer made the draft again, then published.
    await page.goto(`${server.url}/inbox/content/faqs/history`);
    const seed = page.getByRole("listitem").filter({ hasText: "Gujarati" }).filter({ hasText: "seed" });
    await Promise.all([
      page.waitForURL(/saved=/),
      seed.getByRole("button", { name: /^Restore revision/ }).click(),
    ]);
    await page.goto(`${server.url}/inbox/content/faqs/history`);
    await press(page, /^Publish FAQ page/, /saved=published/);
    const restored = await faqText(page, "/gu/faq");
    expect(restored).toContain(WRITTEN);
    expect(restored).not.toContain(text);
  });

  it("breaks a word longer than the line on the public page instead of scrolling it sideways at 375 px", async () => {
    const page = await open("/", { width: 375 });
    await page.goto(`${server.url}/inbox/content/faqs?lang=en`);
    await signIn(page, EDITOR, "**/inbox/content/faqs?lang=en");
    // As long as a title may be (80 characters), far wider than a phone's line.
    const word = "Supercalifragilisticexpialidocious".repeat(3).slice(0, 80);
    const api = (url: string, method = "GET", data?: unknown) =>
      page.request.fetch(`${server.url}/api/staff/content${url}`, {
        method,
        headers: { origin: server.url },
        ...(data === undefined ? {} : { data }),
      });
    for (const [id, stretch] of [
      ["faqs", (draft: { faqs: { question: string }[] }[]) => (draft[0]!.faqs[0]!.question += ` ${word}`)],
      [
        "blogs",
        (draft: { title: string }[]) => {
          for (const post of draft) post.title = word;
        },
      ],
    ] as const) {
      const { revision, draft } = await (await api(`/${id}`)).json();
      stretch(draft.en);
      const saved = await api(`/${id}`, "PUT", { revision, locale: "en", data: draft.en });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    expect((await api("/publish", "POST", { ids: ["faqs", "blogs"] })).status()).toBe(200);
    for (const url of ["/faq", "/blog-detail/1", "/blog-detail/2", "/blogs"]) {
      await page.goto(`${server.url}${url}`);
      expect(await page.locator("main").textContent(), url).toContain(word.slice(0, 40));
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, url).toBeLessThanOrEqual(0);
    }
  });
});
