/** The AMC quote form's payload as the browser sends it: the contract's fields, Western digits. */
import { describe, expect, it } from "vitest";
import { AMC_GUJARATI_DIGITS, VALID } from "../../server/testing/fixtures.ts";
import { leadClient } from "./lead-client.ts";

const valid = VALID.amcQuote.body;

describe("the AMC quote form's payload", () => {
  it("is exactly the contract's fields, '' for an empty optional one", () => {
    expect(leadClient("amcQuote").validate({ ...valid, make: " ", website: "" })).toEqual({
      ok: true,
      payload: { ...valid, make: "", mobileNo: "9825067890" },
    });
  });

  it("carries the Western digits the server stores when a phone's keyboard typed Gujarati ones", () => {
    const gujarati = { ...valid, ...AMC_GUJARATI_DIGITS.typed };
    expect(leadClient("amcQuote").validate(gujarati, "gu")).toMatchObject({
      ok: true,
      payload: AMC_GUJARATI_DIGITS.stored,
    });
  });
});
