/**
 * Pages rendered on request, through the real app and the real site build (run `npm run build`
 * first): a page whose answer depends on the URL alone is rendered once, yet every response
 * carries its own nonce, in its CSP and on every inline script.
 */
import { describe, expect, it } from "vitest";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";
import { acceptsEncoding } from "./pages.ts";

const PLANNER = "/lift-planner?type=passenger&persons=8&stops=5&shaftWidth=1800&shaftDepth=1800";

function noncesOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]!);
}

describe("a request's Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br", "br", true],
    ["br;q=0, gzip", "br", false],
    ["BR;Q=0.5", "br", true],
    ["gzip;q=0", "gzip", false],
    ["*", "br", true],
    ["*;q=0", "gzip", false],
    ["identity", "br", false],
    ["", "gzip", false],
    ["brotli", "br", false],
  ])("%j takes %s: %s", (header, coding, taken) => {
    expect(acceptsEncoding(header, coding)).toBe(taken);
  });
});

describe.skipIf(!hasSiteBuild)("pages rendered on request (needs the site build)", () => {
  const suite = appPerSuite("sqlite", { BUILD_DIR: SITE_BUILD_DIR });

  it.each([PLANNER, "/thank-you?type=question"])("give %s a fresh nonce in every response", async (url) => {
    const first = await suite.app.inject({ url });
    const second = await suite.app.inject({ url });
    const answers = [first, second].map((response) => {
      expect(response.statusCode).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
      const scripts = noncesOf(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(scripts)).toEqual(new Set([nonce]));
      return { nonce: nonce!, body: response.body };
    });
    expect(answers[0]!.nonce).not.toBe(answers[1]!.nonce);
    // The same page otherwise, to the byte.
    expect(answers[0]!.body.replaceAll(answers[0]!.nonce, "")).toBe(
      answers[1]!.body.replaceAll(answers[1]!.nonce, ""),
    );
  });

  it("compresses only as the request accepts, and says it varies by that", async () => {
    const refused = await suite.app.inject({
      url: `${PLANNER}&q0`,
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers.vary).toBe("accept-encoding");
    const none = await suite.app.inject({ url: `${PLANNER}&q0`, headers: { "accept-encoding": "br;q=0" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toContain('value="8"');
  });

  it("answers a GET in full after a HEAD of the same URL", async () => {
    const url = `${PLANNER}&after=head`;
    const head = await suite.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    const get = await suite.app.inject({ url });
    expect(get.body).toContain('value="8"');
  });

  it("renders every query's own answer", async () => {
    const eight = await suite.app.inject({ url: PLANNER });
    const thirteen = await suite.app.inject({ url: PLANNER.replace("persons=8", "persons=13") });
    expect(eight.body).toContain('value="8"');
    expect(thirteen.body).toContain('value="13"');
    expect(thirteen.body).not.toContain('name="persons" value="8"');
  });
});
