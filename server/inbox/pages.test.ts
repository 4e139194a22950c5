/**
 * The inbox pages' plain forms, through app.inject on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): what a staff member sees after each action, and the pages' answers to
 * addresses a browser may reload or be sent to.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody } from "../testing/fixtures.ts";
import { addStaff, inboxPerSuite, signedIn, submitInquiry } from "../testing/inbox.ts";

describe.each(DRIVERS)("inbox pages on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    suite.app.inject({ method: "POST", url, headers: { ...FORM_POST, cookie }, payload: formBody(fields) });

  it("shows a disabled assignee as disabled and keeps it when the form is sent unchanged", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const leaving = await addStaff(suite.app, "leaving@example.com", "Ravi Patel");
    await suite.app.db.inbox.updateLead(
      leadId,
      { assigneeId: leaving.id },
      { at: new Date(), userId: null, action: "assignee" },
    );
    await suite.app.db.inbox.disableStaff(leaving.id, new Date());

    const page = await suite.app.inject({ url: `/inbox/leads/${leadId}`, headers: { cookie } });
    expect(page.body).toContain(`<option value="${leaving.id}" selected="">Ravi Patel (disabled)</option>`);
    const unchanged = await post(`/inbox/leads/${leadId}/assignee`, cookie, { assignee: leaving.id });
    expect(unchanged.statusCode).toBe(303);
    expect((await suite.app.db.inbox.getInboxLead(leadId))?.assigneeId).toBe(leaving.id);

    const other = await submitInquiry(suite.app);
    expect((await post(`/inbox/leads/${other}/assignee`, cookie, { assignee: leaving.id })).statusCode).toBe(
      400,
    );
    expect((await suite.app.db.inbox.getInboxLead(other))?.assigneeId).toBeNull();
  });
});
