/**
 * Staff roles through app.inject on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): every inbox route is in the table below with what it needs, the table covers
 * every route the server has (a new route without a row fails here, one without a declared access
 * fails at start-up), and every role is sent every action: allowed ones succeed, refused ones are
 * 403 (an inbox page, or JSON) with an audit event naming the method and path and nothing of the
 * query. The inbox's front page and its sections show each role only what it may use.
 */
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import type { StaffUser } from "../db/staff.ts";
import { DRIVERS } from "../testing/databases.ts";
import { postLead } from "../testing/fixtures.ts";
import { addStaff, inboxPerSuite, signedIn, submitInquiry, submitTicket } from "../testing/inbox.ts";
import {
  can,
  type Permission,
  ROLE_MESSAGES,
  ROLE_PERMISSIONS,
  type RouteAccess,
  STAFF_ROLES,
  type StaffRole,
} from "./roles.ts";
import { NO_ACCESS_MESSAGE } from "./views/NoAccessPage.tsx";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** What the suite made: ids to act on, by name. */
type Made = Record<
  | "lead"
  | "mail"
  | "ticket"
  | "steps"
  | "eraseLead"
  | "eraseTicket"
  | "close"
  | "eraseRequest"
  | "guRevision",
  string
>;

interface Action {
  /** The route, as the server lists it: "POST /inbox/leads/:id/status". */
  route: string;
  url: (made: Made) => string;
  payload?: (
    made: Made,
    suite: { engineerId: string; assigneeId: string; step: string },
  ) => Record<string, string | null>;
  /** The status an allowed role gets. */
  ok: number;
  /** Runs before an allowed role's request (e.g. fails the email it queues again). */
  prepare?: (made: Made) => Promise<void>;
}

/** Every inbox route and what it needs. */
const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  "POST /api/inbox/session": "public",
  "DELETE /api/inbox/session": "signed-in",
  "GET /api/inbox/staff": ["staff"],
  "GET /api/inbox/leads": ["leads"],
  "GET /api/inbox/leads/:id": ["leads"],
  "PATCH /api/inbox/leads/:id": ["leads"],
  "POST /api/inbox/leads/:id/notes": ["leads"],
  "POST /api/inbox/leads/:id/mail/:mailId/resend": ["leads"],
  "GET /api/inbox/export.csv": ["leads", "export"],
  "GET /api/inbox/tickets": ["tickets"],
  "GET /api/inbox/tickets/export.csv": ["tickets", "export"],
  "GET /api/inbox/tickets/:id": ["tickets"],
  "PATCH /api/inbox/tickets/:id": ["tickets"],
  "POST /api/inbox/tickets/:id/step": ["tickets"],
  "POST /api/inbox/tickets/:id/pause": ["tickets"],
  "POST /api/inbox/tickets/:id/resume": ["tickets"],
  "POST /api/inbox/tickets/:id/notes": ["tickets"],
  "GET /inbox": "signed-in",
  "GET /inbox/assets/inbox.css": "public",
  "GET /inbox/assets/manrope.woff2": "public",
  "GET /inbox/assets/preview.css": "public",
  "GET /inbox/privacy": ["privacy-requests"],
  "GET /inbox/privacy/:id": ["privacy-requests"],
  "POST /inbox/privacy/:id/close": ["privacy-requests"],
  "POST /inbox/privacy/:id/erase": ["privacy-requests", "erase"],
  "GET /inbox/tickets": ["tickets"],
  "GET /inbox/tickets/export.csv": ["tickets", "export"],
  "GET /inbox/tickets/:id": ["tickets"],
  "POST /inbox/tickets/:id/step": ["tickets"],
  "POST /inbox/tickets/:id/engineer": ["tickets"],
  "POST /inbox/tickets/:id/visit": ["tickets"],
  "POST /inbox/tickets/:id/pause": ["tickets"],
  "POST /inbox/tickets/:id/resume": ["tickets"],
  "POST /inbox/tickets/:id/notes": ["tickets"],
  "POST /inbox/tickets/:id/erase": ["tickets", "erase"],
  "GET /inbox/leads/:id": ["leads"],
  "POST /inbox/leads/:id/status": ["leads"],
  "POST /inbox/leads/:id/assignee": ["leads"],
  "POST /inbox/leads/:id/notes": ["leads"],
  "POST /inbox/leads/:id/mail/:mailId/resend": ["leads"],
  "POST /inbox/leads/:id/erase": ["leads", "erase"],
  "POST /inbox/sign-in": "public",
  "GET /inbox/sign-in": "public",
  "POST /inbox/sign-out": "signed-in",
  "GET /inbox/sign-out": "public",
  "GET /inbox/export.csv": ["leads", "export"],
  "GET /inbox/content": ["content"],
  "GET /inbox/content/:id": ["content"],
  "GET /inbox/content/:id/history": ["content"],
  "POST /inbox/content/:id/save": ["content"],
  "POST /inbox/content/:id/restore": ["content"],
  "POST /inbox/content/:id/publish": ["content", "publish"],
  "POST /inbox/content/publish": ["content", "publish"],
  "GET /inbox/content/publish": ["content", "publish"],
  "GET /inbox/photos": ["photos"],
  "POST /inbox/photos/upload": ["photos"],
  "GET /inbox/photos/upload": ["photos"],
  "POST /inbox/photos/:id/delete": ["photos"],
  "GET /inbox/*": "public",
};

/** A page action's URL opened with GET goes to its page: it needs what the action needs. */
const PAGE_ACTION = /^(?:POST|GET) (\/inbox\/(?:leads|tickets|privacy|content|photos)\/:id\/.+)$/;
const routeAccess = (route: string): RouteAccess | undefined => {
  const action = PAGE_ACTION.exec(route);
  return ROUTE_ACCESS[route] ?? (action ? ROUTE_ACCESS[`POST ${action[1]}`] : undefined);
};

/** The personal-data actions, one request each, in an order every allowed role can repeat. */
const ACTIONS: readonly Action[] = [
  { route: "GET /api/inbox/staff", url: () => "/api/inbox/staff", ok: 200 },
  { route: "GET /api/inbox/leads", url: () => "/api/inbox/leads?q=Secretname", ok: 200 },
  { route: "GET /api/inbox/leads/:id", url: (m) => `/api/inbox/leads/${m.lead}`, ok: 200 },
  {
    route: "PATCH /api/inbox/leads/:id",
    url: (m) => `/api/inbox/leads/${m.lead}`,
    payload: () => ({ status: "contacted" }),
    ok: 200,
  },
  {
    route: "POST /api/inbox/leads/:id/notes",
    url: (m) => `/api/inbox/leads/${m.lead}/notes`,
    payload: () => ({ body: "Called back" }),
    ok: 201,
  },
  {
    route: "POST /api/inbox/leads/:id/mail/:mailId/resend",
    url: (m) => `/api/inbox/leads/${m.lead}/mail/${m.mail}/resend`,
    ok: 200,
  },
  { route: "GET /api/inbox/export.csv", url: () => "/api/inbox/export.csv?q=Secretname", ok: 200 },
  { route: "GET /api/inbox/tickets", url: () => "/api/inbox/tickets?q=Secretname", ok: 200 },
  { route: "GET /api/inbox/tickets/export.csv", url: () => "/api/inbox/tickets/export.csv", ok: 200 },
  { route: "GET /api/inbox/tickets/:id", url: (m) => `/api/inbox/tickets/${m.ticket}`, ok: 200 },
  {
    route: "PATCH /api/inbox/tickets/:id",
    url: (m) => `/api/inbox/tickets/${m.ticket}`,
    payload: () => ({ plannedVisitAt: tomorrow().toISOString() }),
    ok: 200,
  },
  {
    route: "POST /api/inbox/tickets/:id/step",
    url: (m) => `/api/inbox/tickets/${m.steps}/step`,
    payload: (_m, s) => ({ from: s.step }),
    ok: 200,
  },
  {
    route: "POST /api/inbox/tickets/:id/pause",
    url: (m) => `/api/inbox/tickets/${m.ticket}/pause`,
    payload: () => ({ reason: "parts" }),
    ok: 200,
  },
  {
    route: "POST /api/inbox/tickets/:id/resume",
    url: (m) => `/api/inbox/tickets/${m.ticket}/resume`,
    ok: 200,
  },
  {
    route: "POST /api/inbox/tickets/:id/notes",
    url: (m) => `/api/inbox/tickets/${m.ticket}/notes`,
    payload: () => ({ body: "On the way" }),
    ok: 201,
  },
  { route: "GET /inbox/leads/:id", url: (m) => `/inbox/leads/${m.lead}`, ok: 200 },
  {
    route: "POST /inbox/leads/:id/status",
    url: (m) => `/inbox/leads/${m.lead}/status`,
    payload: () => ({ status: "qualified" }),
    ok: 303,
  },
  {
    route: "POST /inbox/leads/:id/assignee",
    url: (m) => `/inbox/leads/${m.lead}/assignee`,
    payload: (_m, s) => ({ assignee: s.assigneeId }),
    ok: 303,
  },
  {
    route: "POST /inbox/leads/:id/notes",
    url: (m) => `/inbox/leads/${m.lead}/notes`,
    payload: () => ({ body: "Sent a quote" }),
    ok: 303,
  },
  {
    route: "POST /inbox/leads/:id/mail/:mailId/resend",
    url: (m) => `/inbox/leads/${m.lead}/mail/${m.mail}/resend`,
    ok: 303,
  },
  { route: "GET /inbox/export.csv", url: () => "/inbox/export.csv?q=Secretname", ok: 200 },
  { route: "GET /inbox/tickets", url: () => "/inbox/tickets?q=Secretname", ok: 200 },
  { route: "GET /inbox/tickets/export.csv", url: () => "/inbox/tickets/export.csv?view=completed", ok: 200 },
  { route: "GET /inbox/tickets/:id", url: (m) => `/inbox/tickets/${m.ticket}`, ok: 200 },
  {
    route: "POST /inbox/tickets/:id/step",
    url: (m) => `/inbox/tickets/${m.steps}/step`,
    payload: (_m, s) => ({ from: s.step }),
    ok: 303,
  },
  {
    route: "POST /inbox/tickets/:id/engineer",
    url: (m) => `/inbox/tickets/${m.ticket}/engineer`,
    payload: (_m, s) => ({ engineer: s.engineerId }),
    ok: 303,
  },
  {
    route: "POST /inbox/tickets/:id/visit",
    url: (m) => `/inbox/tickets/${m.ticket}/visit`,
    payload: () => ({ visit: istMinute(tomorrow()) }),
    ok: 303,
  },
  {
    route: "POST /inbox/tickets/:id/pause",
    url: (m) => `/inbox/tickets/${m.ticket}/pause`,
    payload: () => ({ reason: "client" }),
    ok: 303,
  },
  { route: "POST /inbox/tickets/:id/resume", url: (m) => `/inbox/tickets/${m.ticket}/resume`, ok: 303 },
  {
    route: "POST /inbox/tickets/:id/notes",
    url: (m) => `/inbox/tickets/${m.ticket}/notes`,
    payload: () => ({ body: "Parts ordered" }),
    ok: 303,
  },
  {
    route: "POST /inbox/tickets/:id/erase",
    url: (m) => `/inbox/tickets/${m.eraseTicket}/erase`,
    payload: () => ({ confirm: "yes" }),
    ok: 303,
  },
  {
    route: "POST /inbox/leads/:id/erase",
    url: (m) => `/inbox/leads/${m.eraseLead}/erase`,
    payload: () => ({ confirm: "yes" }),
    ok: 303,
  },
  { route: "GET /inbox/privacy", url: () => "/inbox/privacy", ok: 200 },
  { route: "GET /inbox/privacy/:id", url: (m) => `/inbox/privacy/${m.close}`, ok: 200 },
  {
    route: "POST /inbox/privacy/:id/close",
    url: (m) => `/inbox/privacy/${m.close}/close`,
    payload: () => ({ status: "done", note: "Corrected the mobile number." }),
    ok: 303,
  },
  {
    route: "POST /inbox/privacy/:id/erase",
    url: (m) => `/inbox/privacy/${m.eraseRequest}/erase`,
    payload: () => ({ confirm: "yes" }),
    ok: 303,
  },
  // The site's content (no personal data): each account in the first language it writes.
  { route: "GET /inbox/content", url: () => "/inbox/content", ok: 200 },
  { route: "GET /inbox/content/:id", url: () => "/inbox/content/faqs", ok: 200 },
  { route: "GET /inbox/content/:id/history", url: () => "/inbox/content/faqs/history", ok: 200 },
  {
    // A list button: the form shown again, nothing saved.
    route: "POST /inbox/content/:id/save",
    url: () => "/inbox/content/faqs/save",
    payload: () => ({ change: "add 0.faqs" }),
    ok: 200,
  },
  {
    route: "POST /inbox/content/:id/restore",
    url: () => "/inbox/content/faqs/restore",
    payload: (m) => ({ revision: m.guRevision }),
    ok: 303,
  },
  { route: "POST /inbox/content/:id/publish", url: () => "/inbox/content/faqs/publish", ok: 303 },
  { route: "POST /inbox/content/publish", url: () => "/inbox/content/publish", ok: 303 },
  { route: "GET /inbox/content/publish", url: () => "/inbox/content/publish", ok: 303 },
  // The photos page; an upload without a file and a delete of no photo are refused after the access check.
  { route: "GET /inbox/photos", url: () => "/inbox/photos", ok: 200 },
  { route: "POST /inbox/photos/upload", url: () => "/inbox/photos/upload", payload: () => ({}), ok: 400 },
  { route: "GET /inbox/photos/upload", url: () => "/inbox/photos/upload", ok: 303 },
  { route: "POST /inbox/photos/:id/delete", url: () => `/inbox/photos/${"0".repeat(32)}/delete`, ok: 404 },
];

/** Every page action's URL opened with GET: 303 to its page when allowed. */
const GET_ALIASES: readonly Action[] = ACTIONS.filter(
  (action) => action.route.startsWith("POST ") && PAGE_ACTION.test(action.route),
).map((action) => ({ route: action.route.replace(/^POST/, "GET"), url: action.url, ok: 303 }));

const needed = (route: string) => routeAccess(route) as readonly Permission[];
const allowed = (role: StaffRole, route: string) => needed(route).every((p) => can({ role }, p));

/** The server's routes as `METHOD /path`, read from its route tree (HEAD left out: GET's twin). */
function inboxRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    // The inbox's catch-all is listed as "*" under "/inbox".
    const path = (stack[depth - 1] ?? "") + (match[2] === "*" && depth > 0 ? "/*" : match[2]);
    stack[depth] = path;
    if (!path.startsWith("/inbox") && !path.startsWith("/api/inbox")) continue;
    for (const method of match[3]!.split(", ")) {
      if (method === "HEAD") continue;
      // The inbox's 404 answers every method: one row.
      if (path === "/inbox/*" && method !== "GET") continue;
      routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
/** `YYYY-MM-DDTHH:MM` in India, as the visit form sends it. */
const istMinute = (date: Date) => new Date(date.getTime() + 330 * 60 * 1000).toISOString().slice(0, 16);
const escaped = (text: string) => text.replaceAll("'", "&#x27;");
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("the role table", () => {
  it("gives each role what the issue asks, and only admin erases, exports and answers privacy requests", () => {
    expect(ROLE_PERMISSIONS).toEqual({
      admin: [
        "leads",
        "tickets",
        "staff",
        "erase",
        "privacy-requests",
        "export",
        "content",
        "publish",
        "photos",
      ],
      sales: ["leads", "staff"],
      service: ["tickets", "staff"],
      editor: ["content", "publish", "photos"],
      translator: ["content"],
    });
  });
});

describe.each(DRIVERS)("staff roles on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const made = {} as Made;
  const users = {} as Record<StaffRole, StaffUser & { cookie: string }>;
  // Admin last: refusals of an erasure are checked while there is still something to erase.
  const ROLES = [...STAFF_ROLES.filter((role) => role !== "admin"), "admin"] as const;

  const request = async (role: StaffRole, method: Method, url: string, payload?: Record<string, unknown>) => {
    const headers = { cookie: users[role].cookie };
    if (url.startsWith("/api/") || payload === undefined)
      return suite.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const form = new URLSearchParams(payload as Record<string, string>).toString();
    return suite.app.inject({ method, url, headers: { ...headers, ...FORM }, payload: form });
  };

  it("lists every inbox route in the table, with the access the route declares", async () => {
    await ensureMade();
    const routes = inboxRoutes(suite.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(routeAccess(route), route).toBeDefined();
    const acted = new Set([...ACTIONS, ...GET_ALIASES].map((action) => action.route));
    const personal = routes.filter((route) => Array.isArray(routeAccess(route)));
    expect(personal.filter((route) => !acted.has(route))).toEqual([]);
  });

  let setUp: Promise<void> | undefined;
  /** The accounts (one per role, signed in), a lead, a ticket and privacy requests to act on. */
  function ensureMade() {
    setUp ??= (async () => {
      for (const role of STAFF_ROLES) {
        // The translator writes Gujarati.
        const languages = role === "translator" ? (["gu"] as const) : [];
        const user = await addStaff(suite.app, `${role}@example.com`, `The ${role}`, role, languages);
        users[role] = { ...user, cookie: await signedIn(suite.app, user.email) };
      }
      made.lead = await submitInquiry(suite.app, { name: "Meera Secretname", email: "meera@example.com" });
      made.mail = (await suite.app.db.inbox.leadMail(made.lead))[0]!.id;
      made.ticket = (await submitTicket(suite.app, { name: "Kiran Secretname" })).id;
      const revisions = await suite.app.db.content.revisions("faqs");
      made.guRevision = String(revisions.find((revision) => revision.locale === "gu")!.id);
      // Moved a step by each allowed role: apart, so the other ticket's clock can still stop.
      made.steps = (await submitTicket(suite.app, { name: "Step Secretname" })).id;
      made.eraseLead = await submitInquiry(suite.app, {
        name: "Erase Me",
        email: "erase.lead@example.com",
        mobileNo: "98250 00001",
      });
      made.eraseTicket = (
        await submitTicket(suite.app, {
          name: "Erase Me Too",
          mobileNo: "98250 00002",
          email: "et@example.com",
        })
      ).id;
      const privacyRequest = async (fields: Record<string, string>) => {
        const response = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, fields);
        expect(response.statusCode).toBe(201);
        return response.json().id as string;
      };
      made.close = await privacyRequest({ request: "see", name: "Close Me", email: "close@example.com" });
      made.eraseRequest = await privacyRequest({ request: "erase", name: "Gone", email: "gone@example.com" });
    })();
    return setUp;
  }

  /** Whether the erasure targets are still there (a refused erasure changed nothing). */
  async function erasedNothing() {
    expect((await suite.app.db.inbox.getInboxLead(made.eraseLead))?.erasedAt).toBeNull();
    expect((await suite.app.db.tickets.get(made.eraseTicket))?.erasedAt).toBeNull();
    expect((await suite.app.db.privacyRequests.get(made.eraseRequest))?.status).toBe("open");
  }

  describe.each(ROLES)("as %s", (role) => {
    it.each([...ACTIONS, ...GET_ALIASES].map((action) => [action.route, action] as const))(
      "%s",
      async (route, action) => {
        await ensureMade();
        const method = route.split(" ")[0] as Method;
        const url = action.url(made);
        const ticket = await suite.app.db.tickets.get(made.steps);
        const payload = action.payload?.(made, {
          engineerId: users.service.id,
          assigneeId: users.sales.id,
          step: ticket!.step,
        });
        if (allowed(role, route)) {
          if (action.route.endsWith("/resend")) await suite.app.db.outbox.markFailed(made.mail, "550", null);
          const response = await request(role, method, url, payload);
          expect(response.statusCode, response.body.slice(0, 300)).toBe(action.ok);
          return;
        }
        const response = await request(role, method, url, payload);
        expect(response.statusCode).toBe(403);
        if (url.startsWith("/api/")) {
          expect(response.json()).toEqual({ message: ROLE_MESSAGES.refused });
        } else {
          expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
          expect(response.body).toContain("<h1>Not allowed</h1>");
          expect(response.body).toContain(escaped(ROLE_MESSAGES.refused));
          expect(response.body).toContain('href="/inbox"');
          expect(response.body).not.toContain("Secretname");
        }
        const [event] = await suite.app.db.staff.listAudit({ limit: 1 });
        expect(event).toMatchObject({ action: "refused", userId: users[role].id, leadId: null });
        expect(event!.detail).toMatch(new RegExp(`^${method} ${url.split("?")[0]} \\(needs `));
        expect(event!.detail).not.toContain("Secretname");
        if (role !== "admin") await erasedNothing();
      },
    );

    it("shows the inbox's front page and sections the role may use, and nothing else", async () => {
      await ensureMade();
      const front = await request(role, "GET", "/inbox");
      const permissions = ROLE_PERMISSIONS[role];
      if (permissions.includes("leads")) {
        expect(front.statusCode).toBe(200);
        expect(front.body).toContain("Meera Secretname");
        // The assignee filter offers only whoever may hold leads.
        for (const other of STAFF_ROLES)
          expect(front.body.includes(`<option value="${users[other].id}">`)).toBe(
            ROLE_PERMISSIONS[other].includes("leads"),
          );
      } else if (permissions.includes("tickets")) {
        expect(front.statusCode).toBe(303);
        expect(front.headers.location).toBe("/inbox/tickets");
      } else if (permissions.includes("content")) {
        expect(front.statusCode).toBe(303);
        expect(front.headers.location).toBe("/inbox/content");
      } else {
        expect(front.statusCode).toBe(200);
        expect(front.body).toContain(escaped(NO_ACCESS_MESSAGE));
        expect(front.body).not.toMatch(/Secretname|class="counts"|Inbox sections/);
        expect(front.body).toContain('action="/inbox/sign-out"');
      }
      const page = permissions.includes("leads")
        ? `/inbox/leads/${made.lead}`
        : permissions.includes("tickets")
          ? `/inbox/tickets/${made.ticket}`
          : permissions.includes("content")
            ? "/inbox/content"
            : undefined;
      if (!page) return;
      const body = (await request(role, "GET", page)).body;
      expect(body.includes('href="/inbox"')).toBe(permissions.includes("leads"));
      expect(body.includes('href="/inbox/tickets"')).toBe(permissions.includes("tickets"));
      expect(body.includes('href="/inbox/privacy"')).toBe(permissions.includes("privacy-requests"));
      expect(body.includes('href="/inbox/content"')).toBe(permissions.includes("content"));
      expect(body.includes("Export CSV")).toBe(permissions.includes("export"));
      expect(body.includes("Erase their data")).toBe(permissions.includes("erase"));
    });

    it("signs in and out through the API, which names the role", async () => {
      await ensureMade();
      const cookie = await signedIn(suite.app, users[role].email);
      const out = await suite.app.inject({
        method: "DELETE",
        url: "/api/inbox/session",
        headers: { cookie },
      });
      expect(out.statusCode).toBe(204);
      const signIn = await suite.app.inject({
        method: "POST",
        url: "/api/inbox/session",
        headers: { "x-forwarded-for": `10.77.0.${STAFF_ROLES.indexOf(role) + 1}` },
        payload: { email: users[role].email, password: "correct horse battery staple" },
      });
      expect(signIn.json().user.role).toBe(role);
    });
  });
});
