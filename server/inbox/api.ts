import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import contentApi from "../content/api.ts";
import type { InboxLead } from "../db/inbox.ts";
import { leadToJson } from "../leads/export.ts";
import mediaApi from "../media/api.ts";
import { PublicError } from "../plugins/errors.ts";
import { lockedMessage, retryAfterSeconds, signInFrom, signOutFrom, WRONG_CREDENTIALS } from "./auth.ts";
import { filterParams, toListFilter } from "./filters.ts";
import { bodyOf, changeBody, sendCsvFile } from "./frame.ts";
import { requireStaff } from "./guard.ts";
import { needs, PUBLIC, SIGNED_IN } from "./roles.ts";
import ticketApi from "./tickets/api.ts";
import {
  addNote,
  changeLead,
  exportCsv,
  type LeadChangeRequest,
  listPage,
  openLead,
  resendMail,
} from "./work.ts";

const leadJson = (lead: InboxLead) => ({
  ...leadToJson(lead),
  status: lead.status,
  assigneeId: lead.assigneeId,
});

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Streams the CSV export of the request's filters as a download. */
export async function sendCsv(request: FastifyRequest, reply: FastifyReply) {
  const user = requireStaff(request);
  const filter = toListFilter(filterParams(request.query));
  return sendCsvFile(reply, "leads", await exportCsv(request.server.db, filter, user));
}

export default async function inboxApi(app: FastifyInstance) {
  type Params = { id: string; mailId: string };

  app.post("/api/inbox/session", PUBLIC, async (request, reply) => {
    const body = bodyOf(request);
    const result = await signInFrom(request, reply, text(body.email), text(body.password));
    if (result.outcome === "locked") {
      return reply
        .status(429)
        .header("retry-after", retryAfterSeconds(result.until))
        .send({ message: lockedMessage(result.until), retryAt: result.until.toISOString() });
    }
    if (result.outcome === "refused") throw new PublicError(401, WRONG_CREDENTIALS);
    const { id, email, name, role } = result.user;
    return { user: { id, email, name, role } };
  });

  app.delete("/api/inbox/session", SIGNED_IN, async (request, reply) => {
    requireStaff(request);
    await signOutFrom(request, reply);
    return reply.status(204).send();
  });

  app.get("/api/inbox/staff", needs("staff"), async (request) => {
    requireStaff(request);
    return (await app.db.staff.listStaff()).map((member) => ({
      id: member.id,
      email: member.email,
      name: member.name,
      disabled: member.disabledAt !== null,
    }));
  });

  app.get("/api/inbox/leads", needs("leads"), async (request) => {
    requireStaff(request);
    const page = await listPage(app.db, toListFilter(filterParams(request.query)));
    return { counts: page.counts, leads: page.leads.map(leadJson), next: page.next ?? null };
  });

  app.get<{ Params: Params }>("/api/inbox/leads/:id", needs("leads"), async (request) => {
    const detail = await openLead(app.db, request.params.id, requireStaff(request));
    return { ...detail, lead: leadJson(detail.lead) };
  });

  app.patch<{ Params: Params }>("/api/inbox/leads/:id", needs("leads"), async (request) => {
    const user = requireStaff(request);
    const body = changeBody(request, ["status", "assigneeId"]);
    const change: LeadChangeRequest = {};
    if ("status" in body) change.status = body.status;
    if ("assigneeId" in body) change.assignee = body.assigneeId;
    await changeLead(app.db, request.params.id, change, user);
    const lead = await app.db.inbox.getInboxLead(request.params.id);
    return { lead: lead ? leadJson(lead) : null };
  });

  app.post<{ Params: Params }>("/api/inbox/leads/:id/notes", needs("leads"), async (request, reply) => {
    await addNote(app.db, request.params.id, bodyOf(request).body, requireStaff(request));
    return reply.status(201).send({ notes: await app.db.inbox.listNotes(request.params.id) });
  });

  app.post<{ Params: Params }>(
    "/api/inbox/leads/:id/mail/:mailId/resend",
    needs("leads"),
    async (request) => {
      await resendMail(app.db, request.params.id, request.params.mailId, requireStaff(request));
      return { mail: await app.db.inbox.leadMail(request.params.id) };
    },
  );

  app.get("/api/inbox/export.csv", needs("leads", "export"), sendCsv);
  await app.register(ticketApi);
  await app.register(contentApi);
  await app.register(mediaApi);
}
