/**
 * The lift planner's plan travels with an appointment: in the email and the export; a booking from
 * the planner page stores the plan that page books, with a chosen model only if its figures allow
 * it (through the lead API on SQLite, and PostgreSQL when TEST_DATABASE_URL is set).
 */
import { describe, expect, it } from "vitest";
import { appointmentSchema } from "../../contracts/leads/schema.ts";
import type { NewLead } from "../db/leads.ts";
import { DRIVERS } from "../testing/databases.ts";
import { postLead, storedLead, VALID } from "../testing/fixtures.ts";
import { appPerSuite } from "../testing/suites.ts";
import { CSV_COLUMNS, leadToCsv, leadToJson } from "./export.ts";
import { companyMessage } from "./notifications.ts";

const PLAN =
  "Chosen lift: 8 persons, 544 kg: Passenger elevator, centre-opening doors, 1.0 m/s (model passenger-centre-8).";

const appointment = (data: Record<string, string>) =>
  storedLead({
    kind: "appointment",
    data: { name: "Asha", mobileNo: "9876543210", email: "asha@example.com", category: "Corporate", ...data },
  } as Partial<NewLead>);

describe("the appointment's plan", () => {
  it("is optional: the public payload is valid without it, and it is kept when sent", () => {
    const base = { name: "Asha", mobileNo: "9876543210", email: "asha@example.com" };
    expect(appointmentSchema.safeParse(base).success).toBe(true);
    const parsed = appointmentSchema.safeParse({ ...base, plan: ` ${PLAN} ` });
    expect(parsed.success && parsed.data.plan).toBe(PLAN);
    expect(appointmentSchema.safeParse({ ...base, plan: "x".repeat(1501) }).success).toBe(false);
  });

  it("shows in the sales email when sent, and not at all otherwise", () => {
    const settings = { notifyTo: "sales@example.com" };
    const withPlan = companyMessage(appointment({ plan: PLAN }), settings);
    expect(withPlan.text).toContain(`Lift plan: ${PLAN}`);
    expect(withPlan.html).toContain("Lift plan");
    expect(companyMessage(appointment({}), settings).text).not.toContain("Lift plan");
  });

  it("has its own export column", () => {
    expect(CSV_COLUMNS).toContain("plan");
    expect(leadToCsv(appointment({ plan: PLAN }))).toContain("passenger-centre-8");
    expect(leadToJson(appointment({ plan: PLAN })).data).toMatchObject({ plan: PLAN });
  });
});

/** What the planner page for 1,200 kg wrote into its plan for the 1,500 kg goods lift. */
const GOODS_1500_PLAN =
  "Chosen lift: 1,500 kg: Goods lift, side-opening doors, 0.5 m/s (model goods-1500); car inside (w × d) 1,800 × 2,200 mm; shaft (w × d) 2,500 × 2,600 mm; door opening 1,500 mm wide, side-opening; pit 1,600 mm; overhead 4,700 mm; machine room 3,200 × 4,300 mm, above the shaft. Planner inputs: Goods Lifts, 1,200 kg.";

describe.each(DRIVERS)("a planner booking through the lead API on %s", (driver) => {
  const suite = appPerSuite(driver);
  const book = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await postLead(
      suite.app,
      VALID.appointment.path,
      { ...VALID.appointment.body, ...fields },
      headers,
    );
    expect(response.statusCode).toBe(201);
    return suite.app.db.leads.get(response.json().id);
  };

  it("stores the plan as sent when its page books the same", async () => {
    const stored = await book({
      plan: GOODS_1500_PLAN,
      sourcePage: "/lift-planner?type=goods&load=1200&book=goods-1500",
    });
    expect(stored?.data).toMatchObject({ plan: GOODS_1500_PLAN });
    expect(stored?.sourcePage).toBe("/lift-planner?type=goods&load=1200&book=goods-1500");
  });

  it("leaves out a chosen model its figures rule out, named by the form or by the Referer", async () => {
    const outgrown = "/lift-planner?type=goods&load=4500&book=goods-1500";
    const fromForm = await book({ plan: GOODS_1500_PLAN, sourcePage: outgrown });
    expect(fromForm?.data).toMatchObject({ plan: "Planner inputs: Goods Lifts, 4,500 kg." });
    const fromReferer = await book({ plan: GOODS_1500_PLAN }, { referer: `http://localhost${outgrown}` });
    expect(fromReferer?.data).toMatchObject({ plan: "Planner inputs: Goods Lifts, 4,500 kg." });
    const otherType = await book({
      plan: GOODS_1500_PLAN,
      sourcePage: "/lift-planner?type=home&book=goods-1500",
    });
    expect(otherType?.data).toMatchObject({ plan: "Planner inputs: Bungalow & Home Lifts." });
    const nothingLeft = await book({ plan: GOODS_1500_PLAN, sourcePage: "/lift-planner?book=goods-15000" });
    expect(nothingLeft?.data).not.toHaveProperty("plan");
  });

  it("stores the plan in English for a booking from the Gujarati or Hindi planner", async () => {
    for (const language of ["gu", "hi"]) {
      const page = `/${language}/lift-planner?type=goods&load=1200&book=goods-1500`;
      const stored = await book({ plan: "પસંદ કરેલી લિફ્ટ: 1,500 કિગ્રા", sourcePage: page });
      expect(stored?.data).toMatchObject({ plan: GOODS_1500_PLAN });
    }
  });

  it("keeps other pages' plans as sent", async () => {
    const elsewhere = await book({ plan: "Two lifts, G+5" }, { referer: "http://localhost/contact-us" });
    expect(elsewhere?.data).toMatchObject({ plan: "Two lifts, G+5" });
  });
});
