import { describe, expect, it, vi } from "vitest";
import { fieldMessage as message } from "../../contracts/leads/errors.ts";
import { extraFieldsOf, LEAD_FORMS, LEAD_KINDS, type LeadKind } from "../../contracts/leads/schema.ts";
import type { Message } from "../../contracts/leads/texts.ts";
import { FORM_TEXTS, formText } from "../../contracts/leads/texts.ts";
import type { Locale } from "../../contracts/locales.ts";
import { leadClient } from "./lead-client.ts";
import { newIdempotencyKey, type SendOptions, type Values } from "./post-form.ts";

/** The JSON fields of each request, in the contract's order, without the honeypot and the extras. */
const payloadFields = (kind: LeadKind) => [...leadClient(kind).fields];

/** Validates as the kind's form does on a page in `locale`, on the visitor's day `today`. */
const validateLead = (
  kind: LeadKind,
  values: Values,
  { today, locale }: { today?: string; locale?: Locale } = {},
) => leadClient(kind, undefined, today).validate(values, locale);

/** Sends as the kind's form does, with its `failure` text. */
const sendLead = (
  kind: LeadKind,
  payload: Record<string, string>,
  { failure, ...options }: SendOptions & { failure: Message },
) => leadClient(kind, failure).send(payload, options);

const TODAY = "2030-06-15";

describe("texts", () => {
  it("are the required button texts in English", () => {
    expect(formText("appointment", "submit", "en")).toBe("BOOK NOW");
    expect(formText("appointment", "busy", "en")).toBe("Submitting...");
    expect(formText("webInquiry", "submit", "en")).toBe("SEND MESSAGE");
    expect(formText("webInquiry", "busy", "en")).toBe("Sending...");
    expect(formText("question", "busy", "en")).toBe("Submitting...");
  });

  it("are written in Gujarati and Hindi for every kind", () => {
    for (const kind of LEAD_KINDS) {
      for (const text of ["label", "submit", "busy", "success", "failure"] as const) {
        expect(formText(kind, text, "gu"), `${kind} ${text}`).toMatch(/[\u0A80-\u0AFF]/);
        expect(formText(kind, text, "hi"), `${kind} ${text}`).toMatch(/[\u0900-\u097F]/);
      }
    }
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
    expect(validateLead("appointment", emptyAppointment, { today: TODAY })).toEqual({
      ok: false,
      errors: {
        name: message("nameRequired", "en"),
        mobileNo: message("mobileRequired", "en"),
        email: message("emailRequired", "en"),
      },
    });
  });

  it("writes every message in the page's language, with the limit in a too-long one", () => {
    expect(validateLead("appointment", emptyAppointment, { today: TODAY, locale: "gu" })).toEqual({
      ok: false,
      errors: {
        name: "નામ લખવું જરૂરી છે",
        mobileNo: "મોબાઇલ નંબર લખવો જરૂરી છે",
        email: "ઈમેલ લખવો જરૂરી છે",
      },
    });
    const past = validateLead(
      "appointment",
      {
        ...emptyAppointment,
        name: "x".repeat(101),
        mobileNo: "98250",
        email: "a@b",
        appointmentDate: "2030-06-14",
      },
      { today: TODAY, locale: "hi" },
    );
    expect(past.ok ? {} : past.errors).toEqual({
      name: "कृपया ज़्यादा से ज़्यादा 100 अक्षर लिखें",
      mobileNo: "कृपया सही 10 अंकों का मोबाइल नंबर लिखें",
      email: "कृपया सही ईमेल पता लिखें",
      appointmentDate: "कृपया आज की या उसके बाद की तारीख चुनें",
    });
  });

  it("reports the format messages for a bad mobile number and email", () => {
    const result = validateLead(
      "webInquiry",
      { name: "A", mobileNo: "98250 1234", email: "a@b", subject: "S", message: "M" },
      { today: TODAY },
    );
    expect(result).toEqual({
      ok: false,
      errors: { mobileNo: message("mobileInvalid", "en"), email: message("emailInvalid", "en") },
    });
  });

  it("reports every required field of the question and inquiry forms", () => {
    expect(validateLead("question", { name: "", email: "", generalQuestions: "", questions: "" })).toEqual({
      ok: false,
      errors: {
        name: message("nameRequired", "en"),
        email: message("emailRequired", "en"),
        generalQuestions: message("categoryRequired", "en"),
        questions: message("questionRequired", "en"),
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
      name: message("nameRequired", "en"),
      email: message("emailRequired", "en"),
      mobileNo: message("mobileRequired", "en"),
      subject: message("subjectRequired", "en"),
      message: message("messageRequired", "en"),
    });
  });

  it("refuses a date before the visitor's today and accepts today", () => {
    const base = { ...emptyAppointment, name: "Asha", mobileNo: "9825012345", email: "asha@example.com" };
    expect(validateLead("appointment", { ...base, appointmentDate: "2030-06-14" }, { today: TODAY })).toEqual(
      {
        ok: false,
        errors: { appointmentDate: message("datePast", "en") },
      },
    );
    expect(validateLead("appointment", { ...base, appointmentDate: TODAY }, { today: TODAY }).ok).toBe(true);
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
      { today: TODAY },
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
    const withPlan = validateLead(
      "appointment",
      { ...base, plan: " Chosen lift: hospital-15 " },
      { today: TODAY },
    );
    expect(withPlan.ok && withPlan.payload.plan).toBe("Chosen lift: hospital-15");
    const without = validateLead("appointment", { ...base, plan: "" }, { today: TODAY });
    expect(without.ok && "plan" in without.payload).toBe(false);
  });

  it("names the page the form says it was sent from (the planner's query), only when it does", () => {
    const base = { ...emptyAppointment, name: "Asha", mobileNo: "9825012345", email: "a@example.com" };
    const page = "/lift-planner?type=goods&load=1200&book=goods-1500";
    const named = validateLead("appointment", { ...base, sourcePage: page }, { today: TODAY });
    expect(named.ok && named.payload.sourcePage).toBe(page);
    const unnamed = validateLead("appointment", { ...base, sourcePage: "" }, { today: TODAY });
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
  /** Sends as the kind's form does: with its own failure text. */
  const send = (kind: LeadKind, payload: Record<string, string>, options: SendOptions) =>
    sendLead(kind, payload, { ...options, failure: FORM_TEXTS[kind].failure });

  it("posts JSON with the Idempotency-Key to the kind's path", async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(201, { id: "x", message: "ok" }));
    const result = await send("question", { name: "A" }, { idempotencyKey: "k-1", fetchImpl });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/faqs/insert");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers).toMatchObject({ "content-type": "application/json", "idempotency-key": "k-1" });
  });

  it("counts 200 as success too, and nothing else", async () => {
    expect(
      await send("newsletter", {}, { idempotencyKey: "k", fetchImpl: async () => jsonResponse(200, {}) }),
    ).toEqual({ ok: true });
    expect(
      await send("newsletter", {}, { idempotencyKey: "k", fetchImpl: async () => jsonResponse(202, {}) }),
    ).toMatchObject({ ok: false, message: formText("newsletter", "failure", "en") });
  });

  it("shows the server's message and keeps its field errors for known fields", async () => {
    const fetchImpl = async () =>
      jsonResponse(400, { message: "Please check", errors: { email: "Bad email", other: "x" } });
    expect(await send("webInquiry", {}, { idempotencyKey: "k", fetchImpl })).toEqual({
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
    expect(await send("appointment", {}, { idempotencyKey: "k", fetchImpl: async () => respond() })).toEqual({
      ok: false,
      reason: "server",
      message: "Failed to schedule appointment. Please try again.",
    });
  });

  it("falls back to the required text when the network fails", async () => {
    const fetchImpl = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await send("question", {}, { idempotencyKey: "k", fetchImpl })).toEqual({
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
    expect(
      await send("webInquiry", {}, { idempotencyKey: "k", fetchImpl, timeoutMs: 20, locale: "gu" }),
    ).toEqual({
      ok: false,
      reason: "timeout",
      message:
        "અમારા સર્વરે સમયસર જવાબ ન આપ્યો. કૃપા કરીને તમારું ઇન્ટરનેટ કનેક્શન તપાસીને ફરી પ્રયાસ કરો; તમારી વિગતો ફોર્મમાં જ છે.",
    });
    expect(await send("webInquiry", {}, { idempotencyKey: "k", fetchImpl, timeoutMs: 20 })).toEqual({
      ok: false,
      reason: "timeout",
      message:
        "Our server did not answer in time. Please check your connection and try again; your details are still in the form.",
    });
  });
});
