/**
 * What the service request form renders: its endpoint, its choices and its length limits. Free of
 * zod and of the home page's content (the six steps are in service/fields.ts), so the form's page
 * loads nothing else.
 */

/** The endpoint a service request is posted to (JSON, or a native form post). */
export const SERVICE_API_PATH = "/api/service/insert";

/** Why a form posted without JavaScript was refused before it could be read: `?refused=<reason>`. */
export const REFUSED_POST_REASONS = ["too-large", "content-type", "origin"] as const;
export type RefusedPostReason = (typeof REFUSED_POST_REASONS)[number];

export function isRefusedPostReason(value: unknown): value is RefusedPostReason {
  return typeof value === "string" && (REFUSED_POST_REASONS as readonly string[]).includes(value);
}

/** Is the lift under an annual maintenance contract with us? */
export const UNDER_AMC = ["yes", "no", "notSure"] as const;
export type UnderAmc = (typeof UNDER_AMC)[number];

/** What is wrong with the lift; `trapped` is the emergency. */
export const SERVICE_PROBLEMS = ["stopped", "trapped", "doors", "noise", "controls", "other"] as const;
export type ServiceProblem = (typeof SERVICE_PROBLEMS)[number];

export const SERVICE_MAX_LENGTH = {
  building: 150,
  address: 300,
  city: 100,
  liftId: 50,
  floor: 30,
  description: 2000,
  preferredTime: 100,
} as const;
