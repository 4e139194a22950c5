// @vitest-environment happy-dom
/**
 * The service request sent again after Back (a new page, so a new form with a new key): the same
 * fields within ten minutes carry the first send's Idempotency-Key, so the server answers with the
 * first ticket (`idempotent-replayed`) instead of storing a second; other fields, or the same ones
 * later, are a new request. The key is kept for the tab (sessionStorage), as the no-JavaScript post
 * is recognised by its fields.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { company } from "../../content/company.ts";
import { serviceClientOf } from "./service-client.ts";

/** The service form's client, as the form calls it. */
const { send: sendService } = serviceClientOf(company.phones.support.display);

const answer = { ticket: "SR-2026-00042", trackPath: `/track/${"a".repeat(32)}`, message: "received" };
const payload = { name: "Kiran Desai", mobileNo: "9825012345", problem: "trapped", floor: "3" };

describe("a service request sent again", () => {
  const keys: string[] = [];
  const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)["idempotency-key"] ?? "");
    return new Response(JSON.stringify(answer), {
      status: 201,
      headers: { "content-type": "application/json" },
    });
  });

  beforeEach(() => {
    keys.length = 0;
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-02T04:46:00+05:30"));
  });
  afterEach(() => vi.useRealTimers());

  it("after Back, with the same fields, carries the first send's key", async () => {
    await sendService(payload, { idempotencyKey: "first-page-key", fetchImpl: fetchImpl as typeof fetch });
    vi.setSystemTime(new Date("2026-12-02T04:50:00+05:30"));
    // The page found again with Back made a form, and a key, of its own.
    await sendService(
      { ...payload },
      { idempotencyKey: "second-page-key", fetchImpl: fetchImpl as typeof fetch },
    );
    expect(keys).toEqual(["first-page-key", "first-page-key"]);
  });

  it("sent again from the page in another language (switched, then Back), carries the first key", async () => {
    await sendService(
      { ...payload, sourcePage: "/hi/service" },
      { idempotencyKey: "hindi-page-key", fetchImpl: fetchImpl as typeof fetch },
    );
    await sendService(
      { ...payload, sourcePage: "/gu/service" },
      { idempotencyKey: "gujarati-page-key", fetchImpl: fetchImpl as typeof fetch },
    );
    expect(keys).toEqual(["hindi-page-key", "hindi-page-key"]);
  });

  it("with other fields, or the same ones after ten minutes, is a new request", async () => {
    await sendService(payload, { idempotencyKey: "one", fetchImpl: fetchImpl as typeof fetch });
    await sendService(
      { ...payload, floor: "4" },
      { idempotencyKey: "two", fetchImpl: fetchImpl as typeof fetch },
    );
    vi.setSystemTime(new Date("2026-12-02T05:07:00+05:30"));
    await sendService(
      { ...payload, floor: "4" },
      { idempotencyKey: "three", fetchImpl: fetchImpl as typeof fetch },
    );
    expect(keys).toEqual(["one", "two", "three"]);
  });
});
