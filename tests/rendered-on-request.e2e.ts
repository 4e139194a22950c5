/**
 * Pages React Router renders on request (server/routes/pages.ts): a page asked for with a query
 * string reads exactly as its prerendered file, carries a fresh CSP nonce on every inline script
 * (and the policy names it), is not cached, hydrates without a console error, and answers HEAD;
 * a form posted to a page without an action is refused; route data asked for with a query is
 * rendered for that query rather than served from the prerendered file. The lift planner's answer
 * depends on its URL alone, so its route says caches may keep it if they check first.
 */
import { describe, expect, it } from "vitest";
import { REVALIDATE_EVERY_USE } from "../contracts/cache.ts";
// @ts-expect-error plain ES module without types
import { readable } from "../scripts/readable-html.mjs";
import { baseUrl, usePage, waitForHydration } from "./support/browser.ts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g;

describe("pages rendered on request", () => {
  const open = usePage();

  it("read as the prerendered page, with a nonce on every inline script and no caching", async () => {
    for (const path of ["/", "/about-us", "/capsule-elevators", "/blog-detail/1"]) {
      const prerendered = await (await fetch(baseUrl() + path)).text();
      const response = await fetch(`${baseUrl()}${path}?utm_source=whatsapp`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // The one difference: the language switcher's links keep the page's query (the same view in
      // the other language).
      expect(readable(html.replaceAll("?utm_source=whatsapp", "")), path).toEqual(readable(prerendered));

      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(policy)?.[1];
      expect(nonce, path).toBeDefined();
      expect(policy).not.toContain("'unsafe-inline' 'nonce");
      const scripts = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(2);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("get a new nonce for every response", async () => {
    const nonceOf = async () =>
      (await fetch(`${baseUrl()}/about-us?a=1`)).headers
        .get("content-security-policy")
        ?.match(/'nonce-[^']+'/)?.[0];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("hydrate without a console error (the policy lets their own scripts run)", async () => {
    const page = await open("/about-us?utm_source=whatsapp", { width: 375 });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Career" }).first().click();
    await page.waitForURL(`${baseUrl()}/career`);
  });

  it("answer HEAD, and refuse a form posted to a page that takes none", async () => {
    const head = await fetch(`${baseUrl()}/about-us?x=1`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await fetch(`${baseUrl()}/about-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(post.status).toBe(405);
  });

  it("render route data asked for with a query instead of serving the prerendered file", async () => {
    const plain = await fetch(`${baseUrl()}/lift-planner.data`);
    expect(plain.headers.get("cache-control")).toBe(REVALIDATE_EVERY_USE);
    expect(plain.headers.get("last-modified")).not.toBeNull();
    const asked = await fetch(`${baseUrl()}/lift-planner.data?type=goods&load=1200`);
    expect(asked.status).toBe(200);
    // Rendered by React Router (its own content type, no file date), not the prerendered file; the
    // data is the page's own, as the planner computes its answer from the address in the browser.
    expect(asked.headers.get("content-type")).toContain("text/x-script");
    expect(asked.headers.get("last-modified")).toBeNull();
    expect(await asked.text()).toBe(await plain.text());
  });

  it("let caches keep the planner's answer only if they check with the server first", async () => {
    for (const path of ["/lift-planner?type=goods&load=1200", "/lift-planner.data?type=goods&load=1200"]) {
      const response = await fetch(baseUrl() + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(REVALIDATE_EVERY_USE);
    }
  });
});
