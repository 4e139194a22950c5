import { describe, expect, it } from "vitest";
import { FORM_REPEAT_WINDOW_MS, formPostKey } from "./form-repeat.ts";

describe("formPostKey", () => {
  const at = new Date("2026-12-02T10:03:00Z");
  const fields = { name: "Meera Shah", mobileNo: "9825012345" };

  it("is the same for the same fields to the same address within the window", async () => {
    const first = await formPostKey("/api/webInquiry/insert", fields, at);
    expect(await formPostKey("/api/webInquiry/insert", { ...fields }, new Date(at.getTime() + 1000))).toBe(
      first,
    );
    // A header value the API accepts: printable ASCII, at most 200 characters, no visitor's text.
    expect(first).toMatch(/^form-[0-9a-f]{64}$/);
    expect(first).not.toContain("Meera");
  });

  it("differs for other fields, another address or the next window", async () => {
    const first = await formPostKey("/api/webInquiry/insert", fields, at);
    const windowStart = Math.floor(at.getTime() / FORM_REPEAT_WINDOW_MS) * FORM_REPEAT_WINDOW_MS;
    for (const other of [
      await formPostKey("/api/webInquiry/insert", { ...fields, name: "Meera  Shah" }, at),
      await formPostKey("/api/faqs/insert", fields, at),
      await formPostKey("/api/webInquiry/insert", fields, new Date(windowStart + FORM_REPEAT_WINDOW_MS)),
    ])
      expect(other).not.toBe(first);
  });
});
