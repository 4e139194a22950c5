/**
 * Valid submissions for every lead kind, shared by the API, property, crash and outbox tests, with
 * the endpoint and the success message the API answers in English (leads/texts.ts); and how a test
 * posts one.
 */

import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { LEAD_FORMS } from "../../contracts/leads/forms.ts";
import { formText } from "../../contracts/leads/texts.ts";
import { serviceMessage } from "../../contracts/service/errors.ts";
import { serviceRequestSchema } from "../../contracts/service/schema.ts";
import type { NewLead, StoredLead } from "../db/leads.ts";
import type { NewTicket } from "../db/tickets.ts";
import serviceRequest from "./service-request.json";

const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export const VALID = {
  appointment: {
    path: LEAD_FORMS.appointment.path,
    body: {
      name: "Asha Patel",
      mobileNo: "9876543210",
      email: "asha@example.com",
      jobTitle: "DevelOtherpers",
      category: "Corporate",
      projectType: "New Construction",
      timeframe: "1-3 months",
      companyName: "Patel Builders",
      comments: "Six floors, G+5",
      appointmentDate: future,
    },
    message: formText("appointment", "success", "en"),
  },
  webInquiry: {
    path: LEAD_FORMS.webInquiry.path,
    body: {
      name: "Ravi",
      mobileNo: "98765 43210",
      email: "ravi@example.com",
      subject: "AMC",
      message: "Quote?",
    },
    message: formText("webInquiry", "success", "en"),
  },
  question: {
    path: LEAD_FORMS.question.path,
    body: {
      name: "Meera",
      email: "meera@example.com",
      generalQuestions: "General",
      questions: "How often?",
    },
    message: formText("question", "success", "en"),
  },
  newsletter: {
    path: LEAD_FORMS.newsletter.path,
    body: { email: "news@example.com" },
    message: formText("newsletter", "success", "en"),
  },
  amcQuote: {
    path: LEAD_FORMS.amcQuote.path,
    body: {
      name: "Hetal Shah",
      mobileNo: "98250 67890",
      email: "hetal@example.com",
      liftCount: "2",
      liftType: "passenger",
      stops: "8",
      make: "Otis",
      yearInstalled: "2012",
      currentMaintainer: "Local contractor",
      cover: "semi-comprehensive",
      site: "Shanti Residency",
      city: "Surat",
    },
    message: formText("amcQuote", "success", "en"),
  },
} as const;

/** The AMC quote's numbers as a phone's Gujarati keyboard types them, and as they are stored. */
export const AMC_GUJARATI_DIGITS = {
  typed: { liftCount: "૦૨", stops: " ૮ ", yearInstalled: "૨૦૧૨", mobileNo: "૯૮૨૫૦૬૭૮૯૦" },
  stored: { liftCount: "2", stops: "8", yearInstalled: "2012", mobileNo: "9825067890" },
} as const;

/**
 * A valid service request (a breakdown report) with only the required fields; in JSON so that the
 * benchmarks, plain Node scripts, read the same one.
 */
export const VALID_SERVICE_REQUEST = serviceRequest;

/** The service request's own messages (in English) for its required fields left empty. */
export const SERVICE_REQUIRED_MESSAGES = {
  building: serviceMessage("buildingRequired", "en"),
  address: serviceMessage("addressRequired", "en"),
  city: serviceMessage("cityRequired", "en"),
  underAmc: serviceMessage("underAmcRequired", "en"),
  problem: serviceMessage("problemRequired", "en"),
  floor: serviceMessage("floorRequired", "en"),
  description: serviceMessage("descriptionRequired", "en"),
};

let clientCounter = 0;
/** A distinct client address per call, so per-client limits (submissions, sign-ins) do not interfere. */
export const nextClient = () => `10.9.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

/** The header of a native form post (no JavaScript); its body is `formBody(fields)`. */
export const FORM_POST = { "content-type": "application/x-www-form-urlencoded" };
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Bodies a page's form is never sent as (a script's, or a form with another `enctype`), each with
 * its content type: the pages' actions cannot read them as a form.
 */
export const UNREADABLE_BODIES: readonly (readonly [string, string])[] = [
  [
    "multipart/form-data; boundary=x",
    '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--x--\r\n',
  ],
  ["application/json", '{"name":"Asha","intent":"withdraw"}'],
  ["text/plain", "name=Asha\r\nintent=withdraw\r\n"],
];

/** Posts `payload` to a lead endpoint as a client of its own unless `headers` names one. */
export function postLead(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: path,
    headers: { "x-forwarded-for": nextClient(), ...headers },
    payload: payload as string,
  });
}

/** Posts a valid lead of `kind` with `fields` changed, expects it stored, and returns its id. */
export async function submitLead(
  app: FastifyInstance,
  kind: keyof typeof VALID,
  fields: Record<string, string> = {},
): Promise<string> {
  const response = await postLead(app, VALID[kind].path, { ...VALID[kind].body, ...fields });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/**
 * A valid lead to store directly (not through the API), with `partial` changed: a web inquiry
 * unless `partial` gives another `kind` and its `data`.
 */
export function newLead(partial: Partial<NewLead> = {}): NewLead {
  return {
    id: crypto.randomUUID(),
    kind: "webInquiry",
    data: VALID.webInquiry.body,
    createdAt: new Date(),
    sourcePage: "/",
    userAgent: "test",
    ipHash: "hash",
    flagged: false,
    idempotencyKey: null,
    locale: "en",
    noticeVersion: null,
    noticeAt: null,
    privacyTokenHash: null,
    ...partial,
  } as NewLead;
}

/** A lead as the repository reads it back: `newLead(partial)`, neither withdrawn nor erased. */
export const storedLead = (partial: Partial<NewLead> = {}): StoredLead => ({
  ...newLead(partial),
  consentWithdrawnAt: null,
  erasedAt: null,
});

/** A valid service ticket to store directly (not through the API), with `partial` changed. */
export function newTicket(partial: Partial<NewTicket> = {}): NewTicket {
  return {
    id: crypto.randomUUID(),
    tokenHash: crypto.randomBytes(32).toString("hex"),
    data: serviceRequestSchema.parse(VALID_SERVICE_REQUEST),
    locale: "en",
    createdAt: new Date(),
    sourcePage: "/service",
    userAgent: null,
    ipHash: null,
    flagged: false,
    idempotencyKey: null,
    noticeVersion: null,
    noticeAt: null,
    ...partial,
  };
}
