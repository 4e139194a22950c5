import crypto from "node:crypto";
/**
 * A personal privacy link's page through the real app and site build (run `npm run build`
 * first): rendered on request in the person's language, never cached, indexed or named in a
 * Referer; withdraw and erase as plain form posts (no JavaScript); one 404 for every link that
 * does not work, whether unknown, altered or used up, also right after it worked.
 */
import { describe, expect, it } from "vitest";
import { company, companyIn } from "../../content/company.ts";

import { type Locale, localizedPath } from "../../contracts/locales.ts";
import { privacyRequestPath } from "../../contracts/paths.ts";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import gu from "../../messages/gu.json";
import hi from "../../messages/hi.json";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody, postLead, UNREADABLE_BODIES, VALID } from "../testing/fixtures.ts";
import { messageText } from "../testing/messages.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

describe.skipIf(!hasSiteBuild)("the personal privacy link's page (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });

    /** A lead sent from `page`, and the token of the link in its acknowledgement. */
    async function linkFor(email: string, page: string): Promise<string> {
      const response = await postLead(suite.app, VALID.question.path, {
        ...VALID.question.body,
        email,
        sourcePage: page,
      });
      const id = response.json().id as string;
      const queued = await claimAsSent(suite.app, 500, 60_000);
      for (const item of queued) await suite.app.db.outbox.release(item.id);
      const text =
        queued.find((item) => item.leadId === id && item.recipient === "visitor")?.message.text ?? "";
      return /\/privacy\/request\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    }

    const at = (token: string, locale: Locale) => localizedPath(privacyRequestPath(token), locale);
    const open = (token: string, locale: Locale = "en") => suite.app.inject({ url: at(token, locale) });
    const act = (token: string, intent: string, locale: Locale = "en") =>
      suite.app.inject({
        method: "POST",
        url: at(token, locale),
        payload: formBody({ intent }),
        headers: { ...FORM_POST, host: "localhost", origin: "http://localhost" },
      });
    /** A page's body without what differs per response or per URL: its nonce and the token. */
    const shape = (body: string, token: string) =>
      body
        .replaceAll(token, "TOKEN")
        .replace(/nonce="[^"]+"/g, 'nonce=""')
        .replace(/"nonce-[^"]+"/g, "");

    it("shows both actions in the person's language, as plain forms, never cached or indexed", async () => {
      const token = await linkFor("page.gu@example.com", "/gu/faq");
      const page = await open(token, "gu");
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      // No path in any Referer, yet the browser names our origin on the page's own posts (not `null`).
      expect(page.headers["referrer-policy"]).toBe("strict-origin");
      expect(page.body).toContain('<meta name="referrer" content="strict-origin"/>');
      expect(page.headers["x-robots-tag"]).toBe("noindex");
      expect(page.body).toContain('<meta name="robots" content="noindex"/>');
      // The whole document is in their language: <html lang> and the header's texts.
      expect(page.body).toMatch(/<html lang="gu"/);
      expect(page.body).toContain(gu.skip_to_content);
      expect(page.body).toContain(messageText("gu", "privacylink_withdraw_button"));
      expect(page.body).toContain(messageText("gu", "privacylink_erase_button"));
      expect(page.body.match(/<form [^>]*method="post"/g)).toHaveLength(2);
      const buttons = page.body.match(/<button [^>]*name="intent"[^>]*>/g) ?? [];
      for (const intent of ["withdraw", "erase"]) {
        expect(
          buttons.some((tag) => tag.includes('type="submit"') && tag.includes(`value="${intent}"`)),
        ).toBe(true);
      }
    });

    it("is sent from another language's path to the person's, and the email links there", async () => {
      const token = await linkFor("page.hi.path@example.com", "/hi/faq");
      for (const locale of ["en", "gu"] as const) {
        const moved = await open(token, locale);
        expect(moved.statusCode).toBe(302);
        expect(moved.headers.location).toBe(at(token, "hi"));
        expect(moved.headers["cache-control"]).toBe("no-store");
        expect(moved.headers["referrer-policy"]).toBe("strict-origin");
      }
      const page = await open(token, "hi");
      expect(page.body).toMatch(/<html lang="hi"/);
      expect(page.body).toContain(hi.skip_to_content);
      // An unknown link answers in the language of its path.
      const unknown = await open(crypto.randomBytes(32).toString("base64url"), "gu");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toMatch(/<html lang="gu"/);
      expect(unknown.body).toContain(messageText("gu", "privacylink_unknown_title"));
    });

    it("names the data contact in the person's language on the link's page and the outcome pages", async () => {
      const english = company.privacy.contact.name;
      for (const locale of ["gu", "hi"] as const) {
        const contact = companyIn(locale).privacy.contact.name;
        expect(contact).not.toBe(english);
        const token = await linkFor(`contact.${locale}@example.com`, `/${locale}/faq`);
        const page = await open(token, locale);
        expect(page.body).toContain(contact);
        expect(page.body).not.toContain(english);
        for (const outcome of ["withdrawn", "erased"]) {
          const done = await suite.app.inject({ url: `/${locale}/privacy/done?outcome=${outcome}` });
          expect(done.body).toContain(contact);
          // Its title too is in the person's language.
          const title = messageText(locale, `privacylink_${outcome}_title`);
          expect(done.body).toContain(`<title>${title} | ${company.name}</title>`);
          expect(done.body).not.toContain(english);
        }
      }
    });

    it("withdraws once: pressed again, the link's page says since when, and nothing more is recorded", async () => {
      const token = await linkFor("page.twice@example.com", "/gu/faq");
      expect((await act(token, "withdraw", "gu")).headers.location).toBe(
        "/gu/privacy/done?outcome=withdrawn",
      );
      const again = await act(token, "withdraw", "gu");
      expect(again.statusCode).toBe(303);
      expect(new URL(again.headers.location as string, "http://localhost").pathname).toBe(at(token, "gu"));
      const page = await open(token, "gu");
      expect(page.body).toContain(messageText("gu", "privacylink_withdrawn_already").split("{date}")[0]);
      const before = (await suite.app.db.staff.listAudit({})).length;
      expect((await act(token, "withdraw", "gu")).statusCode).toBe(303);
      expect((await suite.app.db.staff.listAudit({})).length).toBe(before);
    });

    it("sends the page back to itself by a path, never to the host a request names", async () => {
      const token = await linkFor("page.host@example.com", "/gu/faq");
      const post = (intent: string) =>
        suite.app.inject({
          method: "POST",
          url: at(token, "gu"),
          payload: formBody({ intent }),
          headers: { ...FORM_POST, host: "evil.example", origin: "http://evil.example" },
        });
      // An intent the page does not know, and a withdrawal made already: back to the link's page.
      expect((await act(token, "withdraw", "gu")).statusCode).toBe(303);
      for (const intent of ["nothing", "withdraw"]) {
        const back = await post(intent);
        expect({ intent, status: back.statusCode, location: back.headers.location }).toEqual({
          intent,
          status: 303,
          location: at(token, "gu"),
        });
      }
    });

    it("answers a post it cannot read as a form without an error: the page again, never 500", async () => {
      const token = await linkFor("page.unreadable@example.com", "/faq");
      for (const [type, payload] of UNREADABLE_BODIES) {
        const answer = await suite.app.inject({
          method: "POST",
          url: at(token, "en"),
          payload,
          headers: { "content-type": type, host: "localhost", origin: "http://localhost" },
        });
        expect(answer.statusCode, type).toBeLessThan(500);
        expect(answer.statusCode, type).toBeGreaterThanOrEqual(300);
      }
      // Nothing was done: the link still works and consent stands.
      expect((await open(token)).body).toContain(messageText("en", "privacylink_withdraw_button"));
    });

    it("opens a privacy request's link in its language: nothing to withdraw said so, erasure ends it", async () => {
      const response = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, {
        request: "see",
        name: "Page Request",
        email: "page.request@example.com",
        sourcePage: "/hi/privacy",
      });
      const id = response.json().id as string;
      const queued = await claimAsSent(suite.app, 500, 60_000);
      for (const item of queued) await suite.app.db.outbox.release(item.id);
      const text =
        queued.find((item) => item.privacyRequestId === id && item.recipient === "visitor")?.message.text ??
        "";
      const token = /\/hi\/privacy\/request\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
      const page = await open(token, "hi");
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<html lang="hi"/);
      expect(page.body).toContain(messageText("hi", "privacylink_withdraw_nothing"));
      expect(page.body).toContain(messageText("hi", "privacylink_erase_text"));
      expect(page.body).not.toContain('value="withdraw"');
      expect((await act(token, "erase", "hi")).headers.location).toBe("/hi/privacy/done?outcome=erased");
      expect((await open(token, "hi")).statusCode).toBe(404);
      expect(await suite.app.db.privacyRequests.get(id)).toMatchObject({ status: "done", name: "" });
    });

    it("answers one 404 for an unknown, an altered and a used-up link", async () => {
      const token = await linkFor("page.used@example.com", "/hi/faq");
      const unknown = crypto.randomBytes(32).toString("base64url");
      const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      const before = await open(token, "hi");
      expect(before.statusCode).toBe(200);

      const withdrawn = await act(token, "withdraw", "hi");
      expect(withdrawn.statusCode).toBe(303);
      expect(withdrawn.headers.location).toBe("/hi/privacy/done?outcome=withdrawn");
      const withdrawnPage = await suite.app.inject({ url: withdrawn.headers.location as string });
      expect(withdrawnPage.body).toContain(messageText("hi", "privacylink_withdrawn_title"));
      expect(withdrawnPage.body).toMatch(/<html lang="hi"/);
      expect((await open(token, "hi")).body).not.toContain(messageText("hi", "privacylink_withdraw_button"));
      // An address of before, with the language in its query, goes to that language's path.
      const older = await suite.app.inject({ url: "/privacy/done?outcome=withdrawn&lang=hi" });
      expect(older.headers.location).toBe("/hi/privacy/done?outcome=withdrawn");

      const erased = await act(token, "erase", "hi");
      expect(erased.statusCode).toBe(303);
      expect(erased.headers.location).toBe("/hi/privacy/done?outcome=erased");
      expect((await suite.app.inject({ url: erased.headers.location as string })).body).toContain(
        messageText("hi", "privacylink_erased_title"),
      );

      const answers = await Promise.all([open(token), open(unknown), open(altered), open("short")]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
      const shapes = answers.map((answer, index) =>
        shape(answer.body, [token, unknown, altered, "short"][index]!),
      );
      expect(new Set(shapes).size).toBe(1);
      expect(answers[0]!.body).toContain(messageText("en", "privacylink_unknown_title"));
      expect(answers[0]!.headers["cache-control"]).toBe("no-store");
      expect((await act(token, "erase")).statusCode).toBe(404);
      expect((await act(unknown, "withdraw")).statusCode).toBe(404);
    });
  });
});
