import { describe, expect, it } from "vitest";
import { m } from "../../messages/compiled/messages.js";
import { formRefusal } from "./refusal.ts";

const options = { locale: "gu" as const, failure: "The form's own failure text" };

describe("formRefusal", () => {
  it("keeps what was sent without the honeypot, and the API's message and field messages", () => {
    const refusal = formRefusal(
      { name: "Kiran", website: "bot", sourcePage: "/gu/faq" },
      { status: 400, body: { message: "Check the fields", errors: { name: "Too short", email: " " } } },
      options,
    );
    expect(refusal).toEqual({
      values: { name: "Kiran", sourcePage: "/gu/faq" },
      errors: { name: "Too short" },
      message: "Check the fields",
    });
  });

  it("keeps only the form's own fields' messages when it names them", () => {
    const answer = { status: 400, body: { errors: { name: "Too short", other: "Not ours" } } };
    expect(formRefusal({}, answer, { ...options, fields: ["name"] }).errors).toEqual({ name: "Too short" });
  });

  it("says the form's failure text when the API gives no message", () => {
    expect(formRefusal({}, { status: 503, body: {} }, options).message).toBe(options.failure);
  });

  it("says in the page's language that another site's form or an unreadable post was not taken", () => {
    const origin = formRefusal({}, { status: 403, body: { message: "Cross-origin" } }, options);
    expect(origin.message).toBe(m.result_refused_origin({}, { locale: "gu" }));
    const unreadable = formRefusal({}, { status: 415, body: {} }, options);
    expect(unreadable.message).toBe(m.result_refused_unreadable({}, { locale: "gu" }));
  });
});
