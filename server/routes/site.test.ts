/** The static site plugin against a small fake build (no real build needed). */
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeSite } from "../testing/fake-site.ts";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const about = `<h1>About</h1>${"x".repeat(2000)}`;
  ({ app, close } = await fakeSite(
    {
      "index.html": "<h1>Home</h1>",
      "about-us/index.html": about,
      "about-us/index.html.br": brotliCompressSync(about),
      "warranty/1/index.html": "<h1>Warranty</h1>",
      "assets/app-abc123.js": "console.log(1)",
      "robots.txt": "User-agent: *",
      "images/photo.png": "not really a png",
    },
    { "/about-us": ["'sha256-abc'"] },
  ));
});

afterAll(() => close());

describe("site serving", () => {
  it("serves a route's prerendered page with its own CSP and revalidated caching", async () => {
    const response = await app.inject({ url: "/about-us", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-abc'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends a page with its ETag only: no date nor byte ranges beside it, a 304 while unchanged", async () => {
    const response = await app.inject({ url: "/about-us", headers: { "accept-encoding": "br" } });
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers["last-modified"]).toBeUndefined();
    expect(response.headers["accept-ranges"]).toBeUndefined();
    const again = await app.inject({
      url: "/about-us",
      headers: { "accept-encoding": "br", "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("says that a file with compressed twins varies by Accept-Encoding, in each encoding", async () => {
    for (const encoding of ["br", "identity"]) {
      const page = await app.inject({ url: "/about-us", headers: { "accept-encoding": encoding } });
      expect(page.headers.vary, encoding).toBe("accept-encoding");
    }
    const picture = await app.inject({ url: "/images/photo.png", headers: { "accept-encoding": "br" } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers.vary).toBeUndefined();
  });

  it("caches hashed assets forever and other files for a day", async () => {
    const asset = await app.inject({ url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.headers["cache-control"]).toBe("public, max-age=86400");
  });

  /** Each URL answers 301 with its Location. */
  async function expectMovedPermanently(cases: Record<string, string>) {
    for (const [url, location] of Object.entries(cases)) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
  }

  it("redirects unknown paths to / and trailing slashes to the canonical path", async () => {
    expect((await app.inject({ url: "/" })).body).toContain("Home");
    const unknown = await app.inject({ url: "/no-such-page?x=1" });
    expect([unknown.statusCode, unknown.headers.location]).toEqual([302, "/"]);
    const slash = await app.inject({ url: "/about-us/" });
    expect([slash.statusCode, slash.headers.location]).toEqual([301, "/about-us"]);
  });

  it("sends a page's path in other capitals to the page, and keeps the case of other paths", async () => {
    await expectMovedPermanently({
      "/About-Us": "/about-us",
      "/GU/about-us": "/gu/about-us",
      "/HI/contact-us?x=A": "/hi/contact-us?x=A",
      "/GU/send/webInquiry": "/gu/send/webInquiry",
    });
    for (const url of [
      "/track/AbCdEfGhIjKlMnOpQrStUvWxYz012345",
      "/privacy/request/AbC",
      "/send/webInquiry",
    ]) {
      expect((await app.inject({ url })).statusCode, url).not.toBe(301);
    }
    expect((await app.inject({ url: "/%E0%AA%86" })).statusCode).not.toBe(301);
    for (const url of ["/a/..//EVIL.example", "/%2F%2FEVIL.example", "/%2F%2FGU"]) {
      const response = await app.inject({ url });
      expect(String(response.headers.location ?? "/"), url).not.toMatch(/^\/\/|^\/\\/);
    }
  });

  it("keeps a trailing-slash redirect on this site, for any path", async () => {
    await expectMovedPermanently({
      "/%2Fevil.example/": "/evil.example",
      "/%2F%2Fevil.example/": "/evil.example",
      "/%5C%5Cevil.example/": "/evil.example",
      "/%2fevil.example%2Fphish/": "/evil.example%2Fphish",
      "/%E0%AA%86/?q=1": "/%E0%AA%86?q=1",
      "/x%0d%0aSet-Cookie:%20a=b/": "/x%0d%0aSet-Cookie:%20a=b",
    });
  });

  it("sends a page's file name and a doubled slash inside a path to the page", async () => {
    await expectMovedPermanently({
      "/index.html": "/",
      "/about-us/index.html": "/about-us",
      "/about-us/index.html?x=1": "/about-us?x=1",
      "/gu//about-us": "/gu/about-us",
      "/gu///about-us//": "/gu/about-us",
    });
    // A personal link's redirect is never kept either.
    const token = await app.inject({ url: "/track//AbCdEfGhIjKlMnOpQrStUvWxYz012345" });
    expect([token.statusCode, token.headers.location]).toEqual([
      301,
      "/track/AbCdEfGhIjKlMnOpQrStUvWxYz012345",
    ]);
    expect(token.headers["cache-control"]).toBe("no-store");
    expect(token.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("takes a page's path in other capitals with a trailing slash there in one 301", async () => {
    await expectMovedPermanently({
      "/ABOUT-US/": "/about-us",
      "/About-Us//?x=1": "/about-us?x=1",
      "/GU/about-us/": "/gu/about-us",
    });
  });

  it("never serves a page for a path that starts with two slashes, nor redirects it", async () => {
    // (inject itself reads "/\\host" as another host's URL; a real request keeps the path as sent.)
    for (const url of ["//evil.com", "//evil.com/", "//evil.example/x/", "//about-us", "//"]) {
      for (const method of ["GET", "HEAD", "POST"] as const) {
        const response = await app.inject({ method, url });
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
        expect(response.headers.location, url).toBeUndefined();
      }
    }
  });

  it("reads the fixed part of a private link's path in any capitals, in one private 301 that keeps the token", async () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz01_-45";
    await expectMovedPermanently({
      [`/TRACK/${token}`]: `/track/${token}`,
      [`/Track/${token}/`]: `/track/${token}`,
      [`/GU/Track/${token}`]: `/gu/track/${token}`,
      [`/hi/TRACK/${token}.data`]: `/hi/track/${token}.data`,
      [`/Privacy/Request/${token}`]: `/privacy/request/${token}`,
    });
    const moved = await app.inject({ url: `/TRACK/${token}` });
    expect(moved.headers["cache-control"]).toBe("no-store");
    expect(moved.headers["referrer-policy"]).toBe("no-referrer");
    expect(moved.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("never redirects a path to itself: an encoded trailing slash ends within 2 hops", async () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz01_-45";
    const spellings = [
      "/about-us%2F",
      "/about-us%2f",
      "/about-us%2F%2F",
      "/about-us/%2F",
      "/about-us%2F/",
      "/about-us%2F?x=1",
      "/About-Us%2F",
      "/ABOUT-US%2f/",
      "/gu/about-us%2F",
      "/GU/about-us%2F",
      "/gu//about-us%2F",
      "/about-us/index.html%2F",
      "/about-us%252F",
      "/about-us%5C",
      "/about-us/.%2F",
      "/gu%2F",
      "/gu/%2F",
      "/%2F",
      "/no-such-page%2F",
      `/track/${token}%2F`,
      `/track/${token}%2f%2F`,
      `/track/${token}/%2F`,
      `/TRACK/${token}%2F`,
      `/gu/track/${token}%2F`,
      `/privacy/request/${token}%2F`,
      `/Privacy/Request/${token}%2F?x=1`,
    ];
    for (const start of spellings) {
      const hops: string[] = [];
      let url = start;
      let response = await app.inject({ url });
      while (response.statusCode >= 300 && response.statusCode < 400 && hops.length < 5) {
        const location = response.headers.location as string;
        expect({ start, url, location }).not.toEqual({ start, url, location: url });
        hops.push(location);
        url = location;
        response = await app.inject({ url });
      }
      expect({ start, hops, ended: response.statusCode < 300 || response.statusCode >= 400 }).toEqual({
        start,
        hops: hops.slice(0, 2),
        ended: true,
      });
    }
    // The personal link's one 301 goes to the link itself, kept private.
    const moved = await app.inject({ url: `/track/${token}%2F` });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, `/track/${token}`]);
    expect(moved.headers["cache-control"]).toBe("no-store");
    const page = await app.inject({ url: "/about-us%2F" });
    expect([page.statusCode, page.headers.location]).toEqual([301, "/about-us"]);
  });

  it("serves the warranty page for any id, 404s missing files and unknown API paths", async () => {
    expect((await app.inject({ url: "/warranty/987" })).body).toContain("Warranty");
    expect((await app.inject({ url: "/assets/old-123.js" })).statusCode).toBe(404);
    const api = await app.inject({ url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found." });
  });

  it("never serves files outside the build", async () => {
    const response = await app.inject({ url: "/../../etc/passwd" });
    expect(response.statusCode).not.toBe(200);
  });
});
