/**
 * The lift models' figures as published (needs the site build): a changed figure reaches a type
 * page's CIVIL DIMENSIONS table, the lift planner's answer rendered on request and its route data
 * (which the planner answers from in the browser), and the plan stored with a booking from the
 * planner, in every language; never the figure content/lift-models.ts holds.
 */
import { describe, expect, it } from "vitest";
import type { LiftModel } from "../../content/lift-models.ts";
import { publishEdited } from "../testing/content.ts";
import { DRIVERS } from "../testing/databases.ts";
import { postLead, VALID } from "../testing/fixtures.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

/** The planner's query of the benchmarks: passenger-centre-8 (shaft 1700 × 1700 mm) fits it. */
const QUERY = "type=passenger&persons=8&stops=5&shaftWidth=1800&shaftDepth=1800";

describe.skipIf(!hasSiteBuild)("the lift models' published figures (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const get = (url: string) => suite.app.inject({ url, headers: { host: "localhost" } });

    it("show on the type page, in the planner's answer and its data, and in a booked plan", async () => {
      for (const url of ["/passenger-elevators", `/lift-planner?${QUERY}`, `/lift-planner.data?${QUERY}`])
        expect((await get(url)).body, url).not.toContain("1760");
      await publishEdited<LiftModel[]>(suite.app, "lift-models", (models) => {
        const model = models.find((entry) => entry.id === "passenger-centre-8");
        if (!model) throw new Error("no passenger-centre-8");
        model.shaft.width = 1760;
      });

      // The type page's table, in English and Gujarati, and its route data.
      for (const url of ["/passenger-elevators", "/gu/passenger-elevators"]) {
        const page = (await get(url)).body;
        expect(page, url).toContain("1760 × 1700");
        expect(page, url).not.toContain("1700 × 1700");
      }
      expect((await get("/passenger-elevators.data")).body).toContain("1760 × 1700");

      // The planner's answer as the server renders it, and the figures the browser answers from.
      const answer = (await get(`/lift-planner?${QUERY}`)).body;
      expect(answer).toContain("1,760 × 1,700 mm");
      expect(answer).not.toContain("1,700 × 1,700 mm");
      expect((await get(`/hi/lift-planner?${QUERY}`)).body).toContain("1,760 × 1,700");
      expect((await get(`/lift-planner.data?${QUERY}`)).body).toContain("1760");

      // A booking from that page stores the plan the page showed.
      const booked = await postLead(suite.app, VALID.appointment.path, {
        ...VALID.appointment.body,
        sourcePage: `/lift-planner?${QUERY}&book=passenger-centre-8`,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const stored = await suite.app.db.leads.get(booked.json().id);
      expect(stored?.data).toHaveProperty(
        "plan",
        expect.stringContaining(
          "(model passenger-centre-8); car inside (w × d) 1,100 × 1,100 mm; shaft (w × d) 1,760 × 1,700 mm",
        ),
      );
    });
  });
});
