import { describe, expect, it, vi } from "vitest";
import { company } from "../../content/company.ts";
import { fieldMessage } from "../../contracts/leads/errors.ts";
import { serviceMessage } from "../../contracts/service/errors.ts";
import { SERVICE_FIELDS, serviceClientOf } from "./service-client.ts";

/** The service form's client, as the form calls it. */
const { send: sendService, validate: validateService } = serviceClientOf(company.phones.support.display);

const FILLED = {
  problem: "trapped",
  description: " Two people inside since 10 minutes ",
  floor: "3",
  preferredTime: "",
  building: "Shanti Residency",
  city: "Surat",
  address: "A wing, Ghod Dod Road",
  liftId: "",
  underAmc: "notSure",
  name: "Kiran Desai",
  mobileNo: "+91 98250-12345",
  email: "",
  sourcePage: "/gu/service",
  website: "",
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("validateService", () => {
  it("gives the exact JSON body: every field of the contract, trimmed and normalised, and the page", () => {
    const result = validateService(FILLED);
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "Kiran Desai",
        mobileNo: "9825012345",
        email: "",
        building: "Shanti Residency",
        address: "A wing, Ghod Dod Road",
        city: "Surat",
        liftId: "",
        underAmc: "notSure",
        problem: "trapped",
        floor: "3",
        description: "Two people inside since 10 minutes",
        preferredTime: "",
        sourcePage: "/gu/service",
      },
    });
    expect(SERVICE_FIELDS).not.toContain("website");
  });

  it("sends the honeypot only when something filled it", () => {
    const result = validateService({ ...FILLED, website: "http://spam.example" });
    expect(result.ok && result.payload.website).toBe("http://spam.example");
  });

  it("names every missing field in the page's language, the shared ones as the lead forms do", () => {
    expect(validateService({}, "gu")).toEqual({
      ok: false,
      errors: {
        name: fieldMessage("nameRequired", "gu"),
        mobileNo: fieldMessage("mobileRequired", "gu"),
        building: serviceMessage("buildingRequired", "gu"),
        address: serviceMessage("addressRequired", "gu"),
        city: serviceMessage("cityRequired", "gu"),
        underAmc: serviceMessage("underAmcRequired", "gu"),
        problem: serviceMessage("problemRequired", "gu"),
        floor: serviceMessage("floorRequired", "gu"),
        description: serviceMessage("descriptionRequired", "gu"),
      },
    });
    expect(validateService({ ...FILLED, email: "nope" }, "hi")).toEqual({
      ok: false,
      errors: { email: fieldMessage("emailInvalid", "hi") },
    });
  });
});

describe("sendService", () => {
  const payload = { name: "Kiran" };

  it("posts JSON with the Idempotency-Key and hands back the ticket the API answers", async () => {
    const answer = { ticket: "SR-2026-00042", trackPath: `/track/${"a".repeat(32)}`, message: "received" };
    const fetchImpl = vi.fn(async () => json(201, answer));
    const result = await sendService(payload, { idempotencyKey: "key-1", fetchImpl });
    expect(result).toEqual({ ok: true, answer });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/service/insert");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["idempotency-key"]).toBe("key-1");
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it("keeps the server's field messages for the form's fields only, and its own failure text otherwise", async () => {
    const refused = await sendService(payload, {
      idempotencyKey: "k",
      fetchImpl: async () =>
        json(400, { message: "Check", errors: { floor: "Floor is required", other: "x" } }),
    });
    expect(refused).toEqual({
      ok: false,
      reason: "server",
      message: "Check",
      errors: { floor: "Floor is required" },
    });
    const down = await sendService(payload, {
      idempotencyKey: "k",
      locale: "hi",
      fetchImpl: async () => {
        throw new TypeError("offline");
      },
    });
    expect(down).toMatchObject({ ok: false, reason: "network" });
    expect(down.ok || down.message).toMatch(/[\u0900-\u097F]/);
  });
});
