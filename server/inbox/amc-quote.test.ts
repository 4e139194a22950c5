/**
 * AMC quote requests in the inbox (app.inject, SQLite, and PostgreSQL with TEST_DATABASE_URL): listed
 * with their kind's label, found by its filter and not by another's, every field on the request's
 * page with the label staff read, and in the CSV export and the JSON API with every field.
 */
import { describe, expect, it } from "vitest";
import { LEAD_FORMS } from "../../contracts/leads/forms.ts";
import { CSV_COLUMNS, csvDay, csvTime } from "../leads/export.ts";
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
    expect(page.body).toContain("Shanti Residency");
  });

  it("show their lifts on the card and their labels, not codes, on their page", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const name = `Nisha Desai ${driver}`;
    const body = { ...VALID.amcQuote.body, name, liftType: "goods", cover: "semi-comprehensive" };
    const sent = await postLead(suite.app, VALID.amcQuote.path, body);
    const id: string = sent.json().id;
    const list = await suite.app.inject({ url: "/inbox?kind=amcQuote", headers: { cookie } });
    const card = list.body.slice(list.body.indexOf(name));
    expect(card.slice(0, card.indexOf("</li>"))).toContain(
      "2 × Goods Lifts, 8 stops · Otis, 2012 · Semi-comprehensive · Shanti Residency, Surat",
    );
    const page = await suite.app.inject({ url: `/inbox/leads/${id}`, headers: { cookie } });
    const fields = page.body.slice(page.body.indexOf("What they sent"), page.body.indexOf("<h3>Privacy"));
    expect(fields).toContain("<dt>Lift type</dt><dd>Goods Lifts</dd>");
    expect(fields).toContain("<dt>Cover wanted</dt><dd>Semi-comprehensive</dd>");
    expect(fields).not.toMatch(/>goods<|>semi-comprehensive</);
  });

  it("are found by the search in their make, maintainer, lift type, site and city", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const name = `Jay Vyas ${driver}`;
    const body = {
      ...VALID.amcQuote.body,
      name,
      make: "Schindler",
      currentMaintainer: "Om Elevator Works",
      liftType: "hospital",
      site: "Sahyog Hospital",
      city: "Bardoli",
    };
    const sent = await postLead(suite.app, VALID.amcQuote.path, body);
    expect(sent.statusCode).toBe(201);
    for (const search of ["schindler", "Om Elevator", "hospital", "Sahyog", "bardoli"]) {
      const found = await suite.app.inject({
        url: `/inbox?q=${encodeURIComponent(search)}`,
        headers: { cookie },
      });
      expect(found.body, search).toContain(name);
    }
  });

  it("are exported with every field, as CSV columns and in the JSON API", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const name = `Kiran Mehta ${driver}`;
    const sent = await postLead(suite.app, VALID.amcQuote.path, { ...VALID.amcQuote.body, name });
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().id;

    const csv = await suite.app.inject({ url: "/inbox/export.csv?kind=amcQuote", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    // Named by India's date; its times in India's time, as the header says.
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="leads-${csvDay(new Date())}.csv"`);
    const api = await suite.app.inject({ url: "/api/inbox/export.csv?kind=amcQuote", headers: { cookie } });
    expect(api.headers["content-disposition"]).toBe(`attachment; filename="leads-${csvDay(new Date())}.csv"`);
    const [header = "", ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = header.split(",");
    const row = rows.find((line) => line.includes(name))?.split(",") ?? [];
    expect(row[columns.indexOf("kind")]).toBe("amcQuote");
    expect(row[columns.indexOf("created_at_ist")]).toBe(
      csvTime((await suite.app.db.leads.get(id))!.createdAt),
    );
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
