/**
 * Staff roles and what each may do in the inbox: the one table every route is checked against.
 * A route declares what it needs in its config (`access`, see routeAccess); the inbox's preHandler
 * (index.ts) refuses a signed-in account whose role lacks it, with 403 and an audit event. Which
 * languages of the site's content an account may write is mayWriteContent. Accounts, their roles
 * and a translator's languages are managed only from the command line (scripts/leads/staff.ts).
 */
import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../contracts/locales.ts";
import type { NewAuditEvent } from "../db/staff.ts";
import { PublicError } from "../plugins/errors.ts";

export const STAFF_ROLES = ["admin", "sales", "service", "editor", "translator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/** What a route may need. Each is about people's data except where said. */
export const PERMISSIONS = {
  leads: "work leads: the list, a lead, its status, assignee, notes and emails",
  tickets: "work service tickets: the list, a ticket, its steps, engineer, visit, clock and notes",
  staff: "see the staff accounts' names and emails (to assign leads and tickets)",
  erase: "erase a person's data (from a lead, a ticket or a privacy request)",
  "privacy-requests": "see and answer privacy requests",
  export: "export personal data (the leads' and tickets' CSV)",
  content: "edit the site's content (drafts; each language as the account may write it)",
  publish: "publish the site's content (make drafts live)",
  photos:
    "upload and delete the site's photographs (images belong to the English content, which a translator does not write)",
} as const;
export type Permission = keyof typeof PERMISSIONS;

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: ["leads", "tickets", "staff", "erase", "privacy-requests", "export", "content", "publish", "photos"],
  sales: ["leads", "staff"],
  service: ["tickets", "staff"],
  // The site's content, nothing about people.
  editor: ["content", "publish", "photos"],
  translator: ["content"],
};

export const can = (user: { role: StaffRole }, permission: Permission): boolean =>
  ROLE_PERMISSIONS[user.role].includes(permission);

/** The languages a translator may be given: the site's own, not English (the editor's). */
export const TRANSLATOR_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Which languages of the site's content a role writes: every one, the account's own, or none. */
const CONTENT_LOCALES: Readonly<Record<StaffRole, "every" | "own" | "none">> = {
  admin: "every",
  editor: "every",
  translator: "own",
  sales: "none",
  service: "none",
};

/**
 * Whether an account may write the site's content in `locale`: admin and editor every language, a
 * translator only the languages given to the account (never English), sales and service none.
 */
export function mayWriteContent(
  user: { role: StaffRole; languages: readonly Locale[] },
  locale: Locale,
): boolean {
  const writes = CONTENT_LOCALES[user.role];
  if (writes === "own") return TRANSLATOR_LOCALES.includes(locale) && user.languages.includes(locale);
  return writes === "every";
}

/**
 * Whom work may be given to: an enabled account whose role works it (a ticket's engineer works
 * tickets, a lead's assignee works leads), so a customer is never told a salesperson is their engineer.
 */
export const mayBeGiven = (member: { role: StaffRole; disabledAt: Date | null }, work: Permission): boolean =>
  !member.disabledAt && can(member, work);

/**
 * What a route of the inbox needs: `public` (the sign-in form, assets), `signed-in` (any role:
 * signing out, the inbox's front page), or every one of the listed permissions. Every /inbox and
 * /api/inbox route must declare one (index.ts refuses to register a route without).
 */
export type RouteAccess = "public" | "signed-in" | readonly Permission[];

/** The route options' `config` declaring `access`. */
export const needs = (...permissions: Permission[]) => ({ config: { access: permissions } });
export const SIGNED_IN = { config: { access: "signed-in" } } as const;
export const PUBLIC = { config: { access: "public" } } as const;

/** What the request's route declares (undefined outside the inbox). */
export const accessOf = (request: FastifyRequest): RouteAccess | undefined =>
  (request.routeOptions.config as { access?: RouteAccess }).access;

export const ROLE_MESSAGES = {
  refused: "Your account's role does not allow this. Ask an administrator if you need it.",
} as const;

/**
 * The refusal of a signed-in request the role does not allow: the audit event (method and path,
 * never the query) and the 403 that the error handler shows as an inbox page or JSON. Undefined
 * when allowed, or when no one is signed in (the route then asks for a sign-in as before).
 */
export function refusal(request: FastifyRequest): { audit: NewAuditEvent; error: PublicError } | undefined {
  const user = request.staff;
  const access = accessOf(request);
  if (!user || access === undefined || typeof access === "string") return undefined;
  const missing = access.filter((permission) => !can(user, permission));
  if (missing.length === 0) return undefined;
  const path = request.url.split("?")[0];
  return {
    audit: {
      at: new Date(),
      userId: user.id,
      action: "refused",
      detail: `${request.method} ${path} (needs ${missing.join(", ")}; role ${user.role})`,
    },
    error: new PublicError(403, ROLE_MESSAGES.refused),
  };
}
