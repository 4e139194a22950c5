/**
 * A personal link's token stays out of the request log however its path is spelled: the
 * normalising function over many spellings, then the server's own log lines for the spellings a
 * server would answer as the link.
 */
import crypto from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createTestDatabase, type TestDatabase, testConfig } from "./testing/databases.ts";
import { normalizedPath, personalLinkPrefix, withoutPrivacyToken } from "./token-paths.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

/** `text` with each character percent-encoded (ASCII as `%XX`, others as their UTF-8 bytes). */
const encodeAll = (text: string) =>
  [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/** Spellings of `/<fixed>/<token>` (`fixed`: `track`, `privacy/request`) a server could read as the link. */
function spellings(fixed: string, token: string): string[] {
  const [first, ...others] = fixed.split("/") as [string, ...string[]];
  const tail = others.map((part) => `/${part}`).join("");
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  return [
    `/${fixed}/${token}`,
    `/${hex(first[0]!)}${first.slice(1)}${tail}/${token}`,
    `/%25${hex(first[0]!).slice(1)}${first.slice(1)}${tail}/${token}`,
    `/${encodeAll(first)}${tail}/${token}`,
    `/${encodeAll(fixed)}/${token}`,
    `/${fixed.toUpperCase()}/${token}`,
    `/${first[0]!.toUpperCase()}${first.slice(1)}${tail}/${token}`,
    `/./${fixed}/${token}`,
    `/%2E/${fixed}/${token}`,
    `/${first}/.${tail}/${token}`,
    `/x/../${fixed}/${token}`,
    `/x/%2e%2E/${fixed}/${token}`,
    `/${first}/x/..${tail}/${token}`,
    `//${fixed}/${token}`,
    `/${first}//${tail.slice(1)}${tail ? "/" : ""}${token}`,
    `/${fixed}//${token}`,
    `\\${fixed.replaceAll("/", "\\")}\\${token}`,
    `/${fixed}%5C${token}`,
    `/${fixed}/${token}/`,
    `/${fixed}/${token}%2F`,
    `/${fixed}/${token}%2f%2F`,
    `/${fixed}/${token}.data`,
    `/${fixed}/${token}?x=1`,
    `/${fixed}/${token}#top`,
    `/${fixed}%2F${token}`,
    `/${fixed.replaceAll("/", "%2f")}%2f${token}`,
    `/${fixed}/${encodeAll(token)}`,
    `/${fixed}/${token}%`,
    `/${fixed}/${token}%zz`,
    `/${fixed}/${token}%C3`,
  ];
}

const LANGUAGE_PREFIXES = ["", "/gu", "/hi", "/GU", "/Hi", "/%67u", "/%68%69"];

describe("the normalising function", () => {
  it("decodes, applies dot segments and drops empty ones, keeping case", () => {
    expect(normalizedPath("/%74rack/./X%2F")).toBe("/track/X");
    expect(normalizedPath("/a/../B//c/%2E%2E/d")).toBe("/B/d");
    expect(normalizedPath("/%25252F")).toBe("/");
    expect(normalizedPath("/%E0%AA%86?q=%2F")).toBe("/આ");
    expect(normalizedPath("/bad%zz%")).toBe("/bad%zz%");
    expect(normalizedPath("http://host:3000/A%5Cb")).toBe("/A/b");
  });

  it("finds every spelling of a tracking or privacy link, in every language", () => {
    for (const fixed of ["track", "privacy/request"]) {
      for (const language of LANGUAGE_PREFIXES) {
        const canonical = `${language.toLowerCase().replace("%67u", "gu").replace("%68%69", "hi")}/${fixed}/`;
        for (const spelling of spellings(fixed, TOKEN)) {
          const url = `${language}${spelling}`;
          expect({ url, prefix: personalLinkPrefix(url) }).toEqual({ url, prefix: canonical });
          const logged = withoutPrivacyToken(url);
          expect({ url, logged }).toEqual({ url, logged: `${canonical}…` });
        }
        // In absolute form, as a proxy may send it.
        const absolute = `https://site.example${language}/${fixed}/${TOKEN}`;
        expect(withoutPrivacyToken(absolute)).toBe(`${canonical}…`);
      }
    }
  });

  it("leaves other paths as they are", () => {
    for (const url of [
      "/faq?x=1",
      "/track",
      "/track/",
      "/gu/track",
      "/tracking/x",
      "/privacy",
      "/privacy/request",
      "/privacy/requests/x",
      "/privacy/done?outcome=erased",
      "/x/track/y",
      "/track/../faq",
      "/gu/about-us",
    ]) {
      expect({ url, prefix: personalLinkPrefix(url) }).toEqual({ url, prefix: undefined });
      expect(withoutPrivacyToken(url)).toBe(url);
    }
  });
});

describe("the request log", () => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let log = "";
  beforeAll(async () => {
    db = await createTestDatabase("sqlite");
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    app = await buildApp(testConfig(db, { LOG_LEVEL: "info" }), { logStream: stream });
  });
  afterAll(async () => {
    await app?.close();
    await db?.cleanup();
  });

  it("never holds a tracking or privacy token, however the path is spelled", async () => {
    const token = crypto.randomBytes(32).toString("base64url");
    const urls = [
      `/%74rack/${token}`,
      `/./track/${token}`,
      `/GU/Track/${token}`,
      `/%70rivacy/request/${token}`,
      `/hi//track/${token}`,
      `/track/${token}%2F`,
      `/privacy%2Frequest%2F${token}`,
      `/gu/privacy/./request/${token}`,
      `/x/../track/${token}`,
      `/track/${encodeAll(token)}`,
    ];
    for (const url of urls) await app.inject({ url });
    expect(log).toContain('"msg":"incoming request"');
    for (const url of urls) expect(log).not.toContain(url);
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeAll(token));
    expect(log).toContain('"url":"/track/…"');
    expect(log).toContain('"url":"/privacy/request/…"');
    expect(log).toContain('"url":"/gu/track/…"');
  });

  it("holds no token-shaped string from any other spelling either (a link left by `..`, .data, a query)", async () => {
    const tracking = crypto.randomBytes(24).toString("base64url");
    const privacy = crypto.randomBytes(32).toString("base64url");
    const urls = [
      `/gu/track/${tracking}/..`,
      `/en/track/${tracking}`,
      `/track.data/${tracking}`,
      `/privacy/request.data/${privacy}`,
      `/track.data?t=${tracking}`,
      `/_root.data?p=/track/${tracking}`,
      `/_root.data?p=%2Fprivacy%2Frequest%2F${encodeAll(privacy)}`,
      `/faq?ref=${tracking}x`,
    ];
    for (const url of urls) await app.inject({ url });
    expect(log).not.toContain(tracking);
    expect(log).not.toContain(privacy);
    expect(log).not.toContain(encodeAll(privacy));
    expect(log).toContain('"url":"/track.data?t=…"');
  });

  it("keeps a record's id (a UUID) readable", () => {
    const id = crypto.randomUUID();
    expect(withoutPrivacyToken(`/inbox/leads/${id}`)).toBe(`/inbox/leads/${id}`);
  });
});
