import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { serviceSteps } from "../../content/home.ts";
import { SERVICE_REQUIRED_MESSAGES, VALID_SERVICE_REQUEST } from "../../server/testing/fixtures.ts";
import { fieldMessage } from "../leads/errors.ts";
import { serviceFieldErrors, serviceMessage } from "./errors.ts";
import {
  FIRST_STEP,
  formatTicketNumber,
  isTrackUrl,
  LAST_STEP,
  SERVICE_STEP_IDS,
  serviceRequestSchema,
  TICKET_NUMBER_PATTERN,
  trackPath,
  trackTokenOf,
} from "./schema.ts";

const errorsOf = (body: unknown) => {
  const result = z.safeParse(serviceRequestSchema, body);
  return result.success ? {} : serviceFieldErrors(result.error.issues, "en");
};

describe("service request contract", () => {
  it("accepts the required fields alone and normalises the mobile number like the lead forms", () => {
    const result = z.parse(serviceRequestSchema, { ...VALID_SERVICE_REQUEST, email: "", liftId: "  " });
    expect(result).toMatchObject({ mobileNo: "9825012345", email: "", liftId: "" });
  });

  it("gives one message per missing field, the shared ones as the lead forms word them", () => {
    expect(errorsOf({})).toEqual({
      name: fieldMessage("nameRequired", "en"),
      mobileNo: fieldMessage("mobileRequired", "en"),
      ...SERVICE_REQUIRED_MESSAGES,
    });
  });

  it("refuses a bad email, mobile number or choice", () => {
    expect(
      errorsOf({
        ...VALID_SERVICE_REQUEST,
        email: "nope",
        mobileNo: "12345",
        underAmc: "maybe",
        problem: "fire",
      }),
    ).toEqual({
      email: fieldMessage("emailInvalid", "en"),
      mobileNo: fieldMessage("mobileInvalid", "en"),
      underAmc: serviceMessage("underAmcRequired", "en"),
      problem: serviceMessage("problemRequired", "en"),
    });
  });

  it("names the six steps of the home page, in their order", () => {
    expect(SERVICE_STEP_IDS).toEqual(serviceSteps.map((step) => step.id));
    expect(SERVICE_STEP_IDS).toHaveLength(6);
    expect([FIRST_STEP, LAST_STEP]).toEqual(["call", "complete"]);
  });

  it("knows a tracking page's URLs, with a token or without", () => {
    for (const url of [
      "/track",
      "/track/abc",
      "/track/abc.data",
      "/track.data",
      "/track?x=1",
      "/gu/track",
      "/hi/track/abc",
    ])
      expect(isTrackUrl(url)).toBe(true);
    for (const url of ["/tracking", "/trackers/1", "/", "/gu/tracking", "/en/track/abc"])
      expect(isTrackUrl(url)).toBe(false);
    expect(trackTokenOf("/gu/track/abc.data")).toBe("abc");
    expect(trackTokenOf("/track")).toBeUndefined();
    expect(trackPath("abc", "hi")).toBe("/hi/track/abc");
    expect(trackPath("abc")).toBe("/track/abc");
  });

  it("writes ticket numbers as SR-<year>-<five digits>", () => {
    expect(formatTicketNumber(2026, 42)).toBe("SR-2026-00042");
    expect(formatTicketNumber(2026, 123_456)).toBe("SR-2026-123456");
    expect(TICKET_NUMBER_PATTERN.test(formatTicketNumber(2027, 1))).toBe(true);
  });
});
