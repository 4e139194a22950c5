/**
 * The inbox's search through /api/inbox/leads?q=, on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): a mobile number found however it is written (in Gujarati or Devanagari
 * digits too), and every letter's case
 * ignored, for short terms as for long ones.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { inboxPerSuite, signedIn, submitInquiry } from "../testing/inbox.ts";

describe.each(DRIVERS)("inbox search on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const leads = { mobile: "", spanish: "", german: "" };
  let cookie = "";

  beforeAll(async () => {
    cookie = await signedIn(suite.app, "priya@example.com");
    leads.mobile = await submitInquiry(suite.app, { name: "Mobile Search", mobileNo: "9825010057" });
    leads.spanish = await submitInquiry(suite.app, { name: "ÑAMPA Núñez", subject: "Lift" });
    leads.german = await submitInquiry(suite.app, { name: "ÜNÏ Özdemir", subject: "Lift" });
  });

  async function found(q: string): Promise<string[]> {
    const response = await suite.app.inject({
      url: `/api/inbox/leads?q=${encodeURIComponent(q)}`,
      headers: { cookie },
    });
    expect(response.statusCode, q).toBe(200);
    return response.json().leads.map((lead: { id: string }) => lead.id);
  }

  it("finds a mobile number written with or without the country code", async () => {
    for (const q of [
      "98250",
      "+91 98250",
      "919825010057",
      "91 98250 10057",
      "+91-98250-10057",
      "098250 10057",
      // Typed on a phone's Gujarati or Hindi keyboard.
      "૯૮૨૫૦",
      "+૯૧ ૯૮૨૫૦ ૧૦૦૫૭",
      "९८२५०१००५७",
    ]) {
      expect(await found(q), q).toEqual([leads.mobile]);
    }
  });

  it("ignores the case of every letter, in short terms as in long ones", async () => {
    for (const q of ["Ña", "ña", "ÑA", "ñam", "ÑAMPA", "núñ"])
      expect(await found(q), q).toEqual([leads.spanish]);
    for (const q of ["Ün", "ün", "Ünï", "ünï", "öz"]) expect(await found(q), q).toEqual([leads.german]);
  });
});
