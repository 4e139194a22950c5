/**
 * The security headers say one thing: no page of ours may be framed (X-Frame-Options DENY, as the
 * CSP's frame-ancestors 'none'), and HSTS is sent only over https (a browser ignores it over http,
 * where sending it says something the server cannot keep): behind a trusted proxy that says https
 * (TRUST_PROXY), never for plain http, nor for an X-Forwarded-Proto nobody vouches for. Headers
 * only old browsers and plug-ins read are left out: every byte of a page's headers shares its
 * first round trip with the HTML.
 */
import { describe, expect, it } from "vitest";
import { appPerSuite } from "../testing/suites.ts";

const URLS = ["/api/health", "/inbox", "/about-us", "/api/nothing"];

describe("security headers", () => {
  const trusted = appPerSuite("sqlite", { TRUST_PROXY: "true" });
  const direct = appPerSuite("sqlite", { TRUST_PROXY: "false" });

  it("forbid framing in both headers, on every response", async () => {
    for (const url of URLS) {
      const response = await trusted.app.inject({ url });
      expect({ url, frame: response.headers["x-frame-options"] }).toEqual({ url, frame: "DENY" });
      expect(response.headers["content-security-policy"], url).toMatch(/frame-ancestors 'none'/);
    }
  });

  it("leave out the headers of browsers and plug-ins gone (Internet Explorer, Flash)", async () => {
    for (const url of URLS) {
      const { headers } = await trusted.app.inject({ url });
      for (const name of [
        "x-xss-protection",
        "x-download-options",
        "x-permitted-cross-domain-policies",
        "x-dns-prefetch-control",
      ])
        expect(headers[name], `${url} ${name}`).toBeUndefined();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("send HSTS over https only", async () => {
    for (const url of URLS) {
      const https = await trusted.app.inject({ url, headers: { "x-forwarded-proto": "https" } });
      expect(https.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      const http = await trusted.app.inject({ url, headers: { "x-forwarded-proto": "http" } });
      expect(http.headers["strict-transport-security"], url).toBeUndefined();
      const plain = await trusted.app.inject({ url });
      expect(plain.headers["strict-transport-security"], url).toBeUndefined();
      // Without a proxy to vouch for it, a client's X-Forwarded-Proto is not believed.
      const claimed = await direct.app.inject({ url, headers: { "x-forwarded-proto": "https" } });
      expect(claimed.headers["strict-transport-security"], url).toBeUndefined();
    }
  });
});
