import { describe, expect, it, vi } from "vitest";
import { extraFieldsOf, LEAD_FORMS, LEAD_KINDS, MESSAGES } from "../../contracts/leads.ts";
import { newIdempotencyKey, payloadFields, sendLead, TIMEOUT_MESSAGE, validateLead } from "./lead-client.ts";

const TODAY = "2030-06-15";

describe("texts", () => {
  it("are the required button texts", () => {
    expect(LEAD_FORMS.appointment).toMatchObject({ submit: "BOOK NOW", busy: "Submitting..." });
    expect(LEAD_FORMS.webInquiry).toMatchObject({ submit: "SEND MESSAGE", busy: "Sending..." });
    expect(LEAD_FORMS.question.busy).toBe("Submitting...");
  });

  it("label exactly the fields of each kind's schema", () => {
    for (const kind of LEAD_KINDS) {
      expect(Object.keys(LEAD_FORMS[kind].fields).sort()).toEqual(
        [...payloadFields(kind), ...extraFieldsOf(kind)].sort(),
      );
    }
  });
});

describe("payloadFields", () => {
  it("lists exactly the contract's JSON fields", () => {
    expect(payloadFields("appointment")).toEqual([
      "name",
      "mobileNo",
      "email",
      "jobTitle",
      "category",
      "projectType",
      "timeframe",
      "companyName",
      "comments",
      "appointmentDate",
    ]);
    expect(payloadFields("webInquiry").sort()).toEqual(["email", "message", "mobileNo", "name", "subject"]);
    expect(payloadFields("question").sort()).toEqual(["email", "generalQuestions", "name", "questions"]);
    expect(payloadFields("newsletter")).toEqual(["email"]);
  });
});

const emptyAppointment = {
  name: "",
  mobileNo: "",
  email: "",
  jobTitle: "",
  category: "Individual",
  projectType: "",
  timeframe: "",
  companyName: "",
  comments: "",
  appointmentDate: "",
  website: "",
};

describe("validateLead", () => {
  it("reports every required field of an empty appointment with the required messages", () => {
    expect(validateLead("appointment", emptyAppointment, TODAY)).toEqual({
      ok: false,
      errors: {
        name: MESSAGES.nameRequired,
        mobileNo: MESSAGES.mobileRequired,
        email: MESSAGES.emailRequired,
      },
    });
  });

  it("reports the format messages for a bad mobile number and email", () => {
    const result = validateLead(
      "webInquiry",
      { name: "A", mobileNo: "98250 1234", email: "a@b", subject: "S", message: "M" },
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: { mobileNo: MESSAGES.mobileInvalid, email: MESSAGES.emailInvalid },
    });
  });

  it("reports every required field of the question and inquiry forms", () => {
    expect(validateLead("question", { name: "", email: "", generalQuestions: "", questions: "" })).toEqual({
      ok: false,
      errors: {
        name: MESSAGES.nameRequired,
        email: MESSAGES.emailRequired,
        generalQuestions: MESSAGES.categoryRequired,
        questions: MESSAGES.questionRequired,
      },
    });
    const inquiry = validateLead("webInquiry", {
      name: " ",
      email: "",
      mobileNo: "",
      subject: "",
      message: "",
    });
    expect(inquiry.ok ? {} : inquiry.errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      mobileNo: MESSAGES.mobileRequired,
      subject: MESSAGES.subjectRequired,
      message: MESSAGES.messageRequired,
    });
  });

  it("refuses a date before the visitor's today and accepts today", () => {
    const base = { ...emptyAppointment, name: "Asha", mobileNo: "9825012345", email: "asha@example.com" };
    expect(validateLead("appointment", { ...base, appointmentDate: "2030-06-14" }, TODAY)).toEqual({
      ok: false,
      errors: { appointmentDate: MESSAGES.datePast },
    });
    expect(validateLead("appointment", { ...base, appointmentDate: TODAY }, TODAY).ok).toBe(true);
  });

  it("builds exactly the contract's fields, trimmed and normalised, with '' for empty optional fields", () => {
    const result = validateLead(
      "appointment",
      {
        ...emptyAppointment,
        name: "  Asha Patel ",
        mobileNo: "+91 98250 12345",
        email: " asha@example.com",
        category: "Corporate",
        jobTitle: "Other",
      },
      TODAY,
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "Asha Patel",
        mobileNo: "9825012345",
        email: "asha@example.com",
        jobTitle: "Other",
        category: "Corporate",
        projectType: "",
        timeframe: "",
        companyName: "",
        comments: "",
        appointmentDate: "",
      },
    });
  });

  it("sends the lift planner's plan only when the form carries one", () => {
    const base = { ...emptyAppointment, name: "Asha", mobileNo: "9825012345", email: "a@example.com" };
    const withPlan = validateLead("appointment", { ...base, plan: " Chosen lift: hospital-15 " }, TODAY);
    expect(withPlan.ok && withPlan.payload.plan).toBe("Chosen lift: hospital-15");
    const without = validateLead("appointment", { ...base, plan: "" }, TODAY);
    expect(without.ok && "plan" in without.payload).toBe(false);
  });

  it("names the page the form says it was sent from (the planner's query), only when it does", () => {
    const base = { ...emptyAppointment, name: "Asha", mobileNo: "9825012345", email: "a@example.com" };
    const page = "/lift-planner?type=goods&load=1200&book=goods-1500";
    const named = validateLead("appointment", { ...base, sourcePage: page }, TODAY);
    expect(named.ok && named.payload.sourcePage).toBe(page);
    const unnamed = validateLead("appointment", { ...base, sourcePage: "" }, TODAY);
    expect(unnamed.ok && "sourcePage" in unnamed.payload).toBe(false);
  });

  it("adds the honeypot only when something filled it", () => {
    const filled = validateLead("newsletter", { email: "a@example.com", website: "http://spam.example" });
    expect(filled).toEqual({ ok: true, payload: { email: "a@example.com", website: "http://spam.example" } });
    expect(validateLead("newsletter", { email: "a@example.com", website: " " })).toEqual({
      ok: true,
      payload: { email: "a@example.com" },
    });
  });
});

describe("newIdempotencyKey", () => {
  it("is fresh each time and valid for the API's header (visible ASCII)", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{1,200}$/);
  });

  it("falls back to getRandomValues without randomUUID (plain http)", () => {
    const spy = vi.spyOn(globalThis, "crypto", "get").mockReturnValue({
      getRandomValues: <T extends ArrayBufferView>(array: T) => array,
    } as unknown as Crypto);
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      spy.mockRestore();
    }
  });
});

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

describe("sendLead", () => {
  it("posts JSON with the Idempotency-Key to the kind's path", async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(201, { id: "x", message: "ok" }));
    const result = await sendLead("question", { name: "A" }, { idempotencyKey: "k-1", fetchImpl });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/faqs/insert");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers).toMatchObject({ "content-type": "application/json", "idempotency-key": "k-1" });
  });

  it("counts 200 as success too, and nothing else", async () => {
    expect(
      await sendLead("newsletter", {}, { idempotencyKey: "k", fetchImpl: async () => jsonResponse(200, {}) }),
    ).toEqual({ ok: true });
    expect(
      await sendLead("newsletter", {}, { idempotencyKey: "k", fetchImpl: async () => jsonResponse(202, {}) }),
    ).toMatchObject({ ok: false, message: LEAD_FORMS.newsletter.failure });
  });

  it("shows the server's message and keeps its field errors for known fields", async () => {
    const fetchImpl = async () =>
      jsonResponse(400, { message: "Please check", errors: { email: "Bad email", other: "x" } });
    expect(await sendLead("webInquiry", {}, { idempotencyKey: "k", fetchImpl })).toEqual({
      ok: false,
      reason: "server",
      message: "Please check",
      errors: { email: "Bad email" },
    });
  });

  it.each([
    ["an empty body", () => new Response("", { status: 500 })],
    ["an HTML body", () => new Response("<h1>Bad gateway</h1>", { status: 502 })],
    ["a body without message", () => jsonResponse(503, { error: "x" })],
    ["an empty message", () => jsonResponse(429, { message: "  " })],
  ])("falls back to the required text for %s", async (_label, respond) => {
    expect(
      await sendLead("appointment", {}, { idempotencyKey: "k", fetchImpl: async () => respond() }),
    ).toEqual({ ok: false, reason: "server", message: "Failed to schedule appointment. Please try again." });
  });

  it("falls back to the required text when the network fails", async () => {
    const fetchImpl = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendLead("question", {}, { idempotencyKey: "k", fetchImpl })).toEqual({
      ok: false,
      reason: "network",
      message: "Failed to submit question. Please try again.",
    });
  });

  it("gives up after the timeout with a clear message", async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    expect(await sendLead("webInquiry", {}, { idempotencyKey: "k", fetchImpl, timeoutMs: 20 })).toEqual({
      ok: false,
      reason: "timeout",
      message: TIMEOUT_MESSAGE,
    });
  });
});
