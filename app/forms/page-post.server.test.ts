import { afterEach, describe, expect, it, vi } from "vitest";
import { overHttp } from "./page-post.server.ts";

describe("overHttp (the dev server's page post)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sends a form posted twice with one key made of its fields, and another form with another", async () => {
    // Within one ten-minute window, wherever the test runs.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T10:03:00Z") });
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: URL, init: RequestInit) => {
        keys.push(new Headers(init.headers).get("idempotency-key"));
        return Response.json({ id: "x" }, { status: 201 });
      }),
    );
    const request = new Request("http://127.0.0.1:5173/send/webInquiry", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:5173", "user-agent": "test" },
    });
    const submit = overHttp(request, "/api/webInquiry/insert");
    const fields = { name: "Meera Shah", email: "meera@example.com" };
    expect(await submit(fields)).toEqual({ status: 201, body: { id: "x" } });
    await submit({ ...fields });
    await submit({ ...fields, name: "Meera R. Shah" });
    expect(keys[0]).toMatch(/^form-/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
