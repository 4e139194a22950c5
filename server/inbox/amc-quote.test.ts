/**
 * AMC quote requests in the inbox (app.inject, SQLite, and PostgreSQL with TEST_DATABASE_URL): listed
 * with their kind's label, found by its filter and not by another's, every field on the request's
 * page with the label staff read, and in the CSV export and the JSON API with every field.
 */
import { describe, expect, it } from "vitest";
import { LEAD_FORMS } from "../../contracts/lead-forms.ts";
import { CSV_COLUMNS } from "../leads/export.ts";
import { DRIVERS } from "../testing/databases.ts";
import { postLead, VALID } from "../testing/fixtures.ts";
import { inboxPerSuite, signedIn, submitInquiry } from "../testing/inbox.ts";

describe.each(DRIVERS)("AMC quote requests in the inbox on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  it("are listed as AMC quotes, under their own filter, with every field on their page", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const name = `Hetal Shah ${driver}`;
    const sent = await postLead(suite.app, VALID.amcQuote.path, { ...VALID.amcQuote.body, name });
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().id;
    await submitInquiry(suite.app, { name: `Ravi Inquiry ${driver}` });

    const all = await suite.app.inject({ url: "/inbox", headers: { cookie } });
    expect(all.body).toContain('<option value="amcQuote">AMC quote</option>');
    const amc = await suite.app.inject({ url: "/inbox?kind=amcQuote", headers: { cookie } });
    expect(amc.statusCode).toBe(200);
    expect(amc.body).toContain(name);
    expect(amc.body).toContain("AMC quote ·");
    expect(amc.body).not.toContain(`Ravi Inquiry ${driver}`);
    const questions = await suite.app.inject({ url: "/inbox?kind=question", headers: { cookie } });
    expect(questions.body).not.toContain(name);

    const page = await suite.app.inject({ url: `/inbox/leads/${id}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    for (const label of Object.values(LEAD_FORMS.amcQuote.fields)) expect(page.body).toContain(label);
    expect(page.body).toContain("semi-comprehensive");
    expect(page.body).toContain("Shanti Residency");
  });

  it("are exported with every field, as CSV columns and in the JSON API", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const name = `Kiran Mehta ${driver}`;
    const sent = await postLead(suite.app, VALID.amcQuote.path, { ...VALID.amcQuote.body, name });
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().id;

    const csv = await suite.app.inject({ url: "/inbox/export.csv?kind=amcQuote", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    const [header = "", ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = header.split(",");
    const row = rows.find((line) => line.includes(name))?.split(",") ?? [];
    expect(row[columns.indexOf("kind")]).toBe("amcQuote");
    for (const [field, value] of Object.entries(VALID.amcQuote.body)) {
      expect(CSV_COLUMNS, field).toContain(field);
      if (field !== "name" && field !== "mobileNo") expect(row[columns.indexOf(field)], field).toBe(value);
    }

    const json = await suite.app.inject({ url: `/api/inbox/leads/${id}`, headers: { cookie } });
    expect(json.statusCode).toBe(200);
    expect(json.json().lead).toMatchObject({
      kind: "amcQuote",
      data: { name, cover: "semi-comprehensive", liftType: "passenger", site: "Shanti Residency" },
    });
  });
});
