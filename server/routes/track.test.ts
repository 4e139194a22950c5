/**
 * A service ticket's tracking page through the real app and the real site build (run
 * `npm run build` first): what it shows, in the language of its address (the ticket's own by
 * default, any of the three when asked), fresh from the database on
 * every request; its private headers; and the one 404 every unknown, altered, expired or missing
 * token gets, and the 429 after too many.
 */
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { serviceSteps } from "../../content/home.ts";
import { KEPT_NAMES } from "../../content/locales/kept-names.ts";
import {
  SERVICE_API_PATH,
  TRACK_PATH_PREFIX,
  trackPath as trackPathOf,
  trackTokenOf,
} from "../../contracts/service/schema.ts";
import { MIN_SHARE, SCRIPT, scriptShare, visibleText } from "../../tests/support/script-share.ts";
import { RATE_WINDOW_MS } from "../leads/request.ts";
import { hashToken } from "../privacy/links.ts";
import { stepName, TRACK_MISS_LIMIT } from "../service/tracking.ts";
import { DRIVERS } from "../testing/databases.ts";
import { nextClient, postLead, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { messageText } from "../testing/messages.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A page without its nonce and with any link to the asked URL itself (another language's, say) alike. */
const comparable = (body: string) =>
  body
    .replace(/nonce="[^"]+"/g, "")
    .replace(/'nonce-[^']+'/g, "")
    .replace(/\/track(?:\/[^"]*)?"/g, '/track/…"');

describe.skipIf(!hasSiteBuild)("the tracking page (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const open = (url: string, client = nextClient()) =>
      suite.app.inject({ url, headers: { "x-forwarded-for": client } });
    const report = async (fields: Record<string, string> = {}) => {
      const response = await postLead(suite.app, SERVICE_API_PATH, { ...VALID_SERVICE_REQUEST, ...fields });
      expect(response.statusCode).toBe(201);
      const { ticket, trackPath } = response.json() as { ticket: string; trackPath: string };
      const token = trackTokenOf(trackPath)!;
      const stored = await suite.app.db.tickets.findByTokenHash(hashToken(token));
      return { number: ticket, trackPath, token, id: stored!.id };
    };

    it("shows the ticket's six steps, masked mobile, no email, and how to reach us; private headers", async () => {
      const { number, trackPath } = await report({ email: "kiran@example.com" });
      const page = await open(trackPath);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      const html = page.body;
      expect(html).toContain(number);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain("98••••••45");
      expect(html).not.toContain("9825012345");
      expect(html).not.toContain("kiran@example.com");
      for (const step of serviceSteps) expect(html).toContain(step.name.replace("&", "&amp;"));
      expect(html).toMatch(/<li class="track__step track__step--current" aria-current="step">/);
      expect(html.match(/track__step--upcoming/g)).toHaveLength(5);
      expect(html).toContain(`href="tel:${company.phones.support.tel}"`);
      expect(html).toContain(`https://wa.me/${company.whatsapp.number}?text=`);
      expect(html).toContain(encodeURIComponent(number));
    });

    it("shows every change at once: step moves, engineer and planned visit", async () => {
      const { trackPath, id } = await report({ sourcePage: "/gu/service" });
      const before = await open(trackPath);
      expect(before.body).toContain('lang="gu"');
      expect(before.body).toContain(messageText("gu", "track_title"));
      expect(before.body).not.toContain("Ramesh");
      // The same state is rendered once and kept, but every response has its own nonce.
      const again = await open(trackPath);
      const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];
      expect(nonceOf(again.body)).toBeDefined();
      expect(nonceOf(again.body)).not.toBe(nonceOf(before.body));
      expect(comparable(again.body)).toBe(comparable(before.body));

      const engineer = await suite.app.db.staff.addStaff(
        {
          email: `ramesh.${driver}@example.com`,
          name: "Ramesh Patel",
          role: "service",
          passwordHash: "x",
        },
        new Date(),
      );
      await suite.app.db.tickets.move(id, "call", "inform", engineer.id, new Date());
      await suite.app.db.tickets.assign(id, engineer.id, new Date("2026-03-09T06:30:00Z"));
      const after = await open(trackPath);
      expect(after.body).toContain("તમારા એન્જિનિયર: Ramesh");
      expect(after.body).not.toContain("Patel");
      expect(after.body).toContain("એન્જિનિયરની વિઝિટ:");
      expect(after.body.match(/track__step--done/g)).toHaveLength(1);
      expect(after.body).toMatch(
        /track__step--current" aria-current="step"><span class="track__step-name">[^<]*<\/span>/,
      );
      expect(after.body).toContain(stepName("inform", "gu"));
    });

    it.each(["gu", "hi"] as const)(
      "speaks a %s ticket's language on the whole page: lang, header, menus, breadcrumb, footer, title",
      async (locale) => {
        const { number, trackPath, token } = await report({ sourcePage: `/${locale}/service` });
        expect(trackPath).toBe(`/${locale}/track/${token}`);
        const page = await open(trackPath);
        expect(page.statusCode).toBe(200);
        const html = page.body;
        expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
        const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
        expect(title).toContain(messageText(locale, "track_title"));
        // Each part of the page on its own, and the page as a whole, in the ticket's script.
        // Names stay as they are: the company's, its addresses, the ticket's number, the customer's building.
        const names = [
          ...KEPT_NAMES,
          ...Object.values(company.emails),
          number,
          VALID_SERVICE_REQUEST.building,
        ];
        const parts = {
          header: html.match(/<header class="site-header"[\s\S]*?<\/header>/)?.[0],
          breadcrumb: html.match(
            /<nav aria-label="[^"]*">\s*<ol class="inline-list breadcrumb-banner__trail"[\s\S]*?<\/nav>/,
          )?.[0],
          footer: html.match(/<footer class="site-footer"[\s\S]*?<\/footer>/)?.[0],
          title,
          page: html,
        };
        for (const [part, markup] of Object.entries(parts)) {
          expect(markup, part).toBeDefined();
          const text = visibleText(`<body>${markup}`, names);
          const { share, sample } = scriptShare(text, SCRIPT[locale]);
          expect(
            share,
            `${part}: ${Math.round(share * 100)} % in script; English such as ${JSON.stringify(sample)}`,
          ).toBeGreaterThanOrEqual(part === "page" ? MIN_SHARE : 0.9);
          expect(sample, part).toEqual([]);
        }
      },
    );

    it("opens under every language's prefix, written in that language, with links to the other two", async () => {
      const gu = await report({ sourcePage: "/gu/service" });
      const en = await report();
      expect(en.trackPath).toBe(`${TRACK_PATH_PREFIX}${en.token}`);
      for (const [ticket, locale] of [
        [gu, "en"], // the link of the emails sent before tickets had one per language, or a relative's choice
        [gu, "hi"],
        [gu, "gu"],
        [en, "gu"],
      ] as const) {
        const url = trackPathOf(ticket.token, locale);
        const page = await open(url);
        expect([url, page.statusCode]).toEqual([url, 200]);
        expect(page.headers["cache-control"]).toBe("no-store");
        expect(page.headers["referrer-policy"]).toBe("no-referrer");
        expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
        expect(page.body).toMatch(new RegExp(`<html lang="${locale}"`));
        expect(page.body).toContain(messageText(locale, "track_title"));
        expect(page.body).toContain(ticket.number);
        // The header's switcher: the same ticket in each other language.
        for (const other of ["en", "gu", "hi"] as const) {
          if (other === locale) continue;
          expect(page.body).toContain(`href="${trackPathOf(ticket.token, other)}"`);
        }
      }
    });

    it("answers an unknown, altered, malformed, expired or missing token with the same 404", async () => {
      const { trackPath, id, token } = await report();
      const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      const expired = await report();
      const completedLongAgo = new Date(Date.now() - 91 * DAY_MS);
      const steps = serviceSteps.map((step) => step.id);
      for (let index = 1; index < steps.length; index++)
        await suite.app.db.tickets.move(expired.id, steps[index - 1]!, steps[index]!, null, completedLongAgo);

      const client = nextClient();
      const answers = await Promise.all(
        [`/track/${"x".repeat(32)}`, `/track/${altered}`, "/track/abc", expired.trackPath, "/track"].map(
          (url) => open(url, client),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
      }
      expect(new Set(answers.map((answer) => comparable(answer.body))).size).toBe(1);
      expect(answers[0]!.body).toContain(messageText("en", "track_missing_title"));
      expect((await open(trackPath)).statusCode).toBe(200);

      // The same under each language's prefix: one 404 in that language, whatever was wrong.
      for (const locale of ["gu", "hi"] as const) {
        const localized = await Promise.all(
          [`/track/${"x".repeat(32)}`, `/track/${altered}`, "/track/abc", expired.trackPath, "/track"].map(
            (url) =>
              open(trackPathOf(url.slice(TRACK_PATH_PREFIX.length), locale).replace(/\/$/, ""), client),
          ),
        );
        for (const answer of localized) {
          expect(answer.statusCode).toBe(404);
          expect(answer.headers["cache-control"]).toBe("no-store");
          expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
          expect(answer.body).toMatch(new RegExp(`<html lang="${locale}"`));
        }
        expect(new Set(localized.map((answer) => comparable(answer.body))).size).toBe(1);
        expect(localized[0]!.body).toContain(messageText(locale, "track_missing_title"));
      }
      expect(id).toBeTruthy();
    });

    it("refuses every link to a visitor who tried too many unknown ones, and only to them", async () => {
      const { trackPath } = await report();
      const guesser = nextClient();
      for (let index = 0; index < TRACK_MISS_LIMIT; index++)
        expect((await open(`/track/${"y".repeat(31)}${index % 10}`, guesser)).statusCode).toBe(404);
      const refused = await open(trackPath, guesser);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain(messageText("en", "track_limited_title"));
      expect(refused.headers["cache-control"]).toBe("no-store");
      // When to try again: once the window the misses were counted in has passed, at the latest.
      expect(refused.headers["retry-after"]).toBe(String(RATE_WINDOW_MS / 1000));
      // Also for the page's route data and another spelling of the link.
      for (const url of [`${trackPath}.data`, trackPath.replace("/track/", "/%74rack/")]) {
        const again = await open(url, guesser);
        expect({ url, status: again.statusCode, retryAfter: again.headers["retry-after"] }).toEqual({
          url,
          status: 429,
          retryAfter: String(RATE_WINDOW_MS / 1000),
        });
      }
      expect((await open(trackPath)).statusCode).toBe(200);
    });
  });
});
