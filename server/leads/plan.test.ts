/** The lift planner's plan travels with an appointment: stored as sent, in the email and the export. */
import { describe, expect, it } from "vitest";
import { appointmentSchema } from "../../contracts/leads.ts";
import type { NewLead } from "../db/repository.ts";
import { CSV_COLUMNS, leadToCsv, leadToJson } from "./export.ts";
import { companyMessage } from "./notifications.ts";

const PLAN =
  "Chosen lift: 8 persons, 544 kg: Passenger elevator, centre-opening doors, 1.0 m/s (model passenger-centre-8).";

const appointment = (data: Record<string, string>): NewLead =>
  ({
    id: "0b0e1c2d-0000-4000-8000-000000000000",
    kind: "appointment",
    data: { name: "Asha", mobileNo: "9876543210", email: "asha@example.com", category: "Corporate", ...data },
    createdAt: new Date("2026-11-23T06:00:00.000Z"),
    sourcePage: "/lift-planner",
    userAgent: "UA",
    ipHash: "h",
    flagged: false,
    idempotencyKey: null,
  }) as NewLead;

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
