/** What staff do with tickets, in storage, identical on SQLite and PostgreSQL. */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ServiceProblem } from "../../contracts/service/fields.ts";
import { serviceRequestSchema } from "../../contracts/service/schema.ts";
import { DRIVERS } from "../testing/databases.ts";
import { newTicket, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { repositoryPerSuite } from "../testing/suites.ts";
import type { NewTicket } from "./tickets.ts";

const HOUR = 60 * 60 * 1000;
/** Monday 2 March 2026, 10:30 in Surat. */
const MONDAY = new Date("2026-03-02T05:00:00Z");

function ticket(problem: ServiceProblem, createdAt: Date, flagged = false): NewTicket {
  return newTicket({
    data: serviceRequestSchema.parse({ ...VALID_SERVICE_REQUEST, problem }),
    createdAt,
    flagged,
  });
}

describe.each(DRIVERS)("the ticket desk's storage on %s", (driver) => {
  const suite = repositoryPerSuite(driver);
  const staff = () =>
    suite.repo.staff.addStaff(
      {
        email: `${crypto.randomUUID()}@example.com`,
        name: "Ramesh Patel",
        role: "service",
        passwordHash: "x",
      },
      new Date(),
    );

  it("pauses and resumes the clock: the due time moves on by the pause, each change audited", async () => {
    const user = await staff();
    const trapped = ticket("trapped", MONDAY);
    await suite.repo.tickets.insert(trapped);
    const dueOf = async () =>
      (await suite.repo.tickets.list({ view: "open", offset: 0, limit: 500 })).find(
        (row) => row.id === trapped.id,
      )?.dueAt;
    expect(await dueOf()).toEqual(new Date(MONDAY.getTime() + HOUR));

    const pausedAt = new Date(MONDAY.getTime() + 10 * 60 * 1000);
    expect(await suite.repo.tickets.pause(trapped.id, "parts", user.id, pausedAt)).toBe(true);
    expect(await suite.repo.tickets.pause(trapped.id, "client", user.id, pausedAt)).toBe(false);
    expect(await dueOf()).toBeNull();
    const stored = await suite.repo.tickets.get(trapped.id);
    expect(stored).toMatchObject({
      pausedAt,
      pauses: [{ startedAt: pausedAt, endedAt: null, reason: "parts" }],
    });

    const resumedAt = new Date(pausedAt.getTime() + 30 * 60 * 1000);
    expect(await suite.repo.tickets.resume(trapped.id, user.id, resumedAt)).toBe(true);
    expect(await suite.repo.tickets.resume(trapped.id, user.id, resumedAt)).toBe(false);
    expect(await dueOf()).toEqual(new Date(MONDAY.getTime() + HOUR + 30 * 60 * 1000));
    expect((await suite.repo.tickets.get(trapped.id))?.pausedAt).toBeNull();

    const audit = await suite.repo.tickets.listAudit(trapped.id, 10);
    expect(audit.map((event) => [event.action, event.userName])).toEqual([
      ["ticket-resume", "Ramesh Patel"],
      ["ticket-pause", "Ramesh Patel"],
    ]);
    expect(audit[1]?.detail).toMatch(/^SR-2026-\d{5}: parts$/);
  });

  it("records on reaching the site whether the target was met, and ends an open pause with the move", async () => {
    const user = await staff();
    const late = ticket("trapped", MONDAY);
    const inTime = ticket("trapped", MONDAY);
    await suite.repo.tickets.insert(late);
    await suite.repo.tickets.insert(inTime);
    const at = (minutes: number) => new Date(MONDAY.getTime() + minutes * 60 * 1000);
    for (const id of [late.id, inTime.id])
      await suite.repo.tickets.move(id, "call", "inform", user.id, at(5));
    await suite.repo.tickets.pause(inTime.id, "client", user.id, at(10));
    expect(await suite.repo.tickets.move(late.id, "inform", "visit", user.id, at(70))).toBe(true);
    expect(await suite.repo.tickets.move(inTime.id, "inform", "visit", user.id, at(100))).toBe(true);
    expect(await suite.repo.tickets.get(late.id)).toMatchObject({ onSiteAt: at(70), metTarget: false });
    expect(await suite.repo.tickets.get(inTime.id)).toMatchObject({
      onSiteAt: at(100),
      metTarget: true,
      pausedAt: null,
      pauses: [{ startedAt: at(10), endedAt: at(100) }],
    });
    // Once on site the clock has nothing left to stop.
    expect(await suite.repo.tickets.pause(late.id, "parts", user.id, at(120))).toBe(false);
    const steps = (await suite.repo.tickets.listAudit(late.id, 10)).filter(
      (event) => event.action === "ticket-step",
    );
    expect(steps.map((event) => event.detail?.split(": ")[1])).toEqual(["inform → visit", "call → inform"]);

    const march = await suite.repo.tickets.targetResults(
      new Date("2026-02-28T18:30:00Z"),
      new Date("2026-03-31T18:30:00Z"),
      at(200),
    );
    expect(march.met).toBeGreaterThanOrEqual(1);
    expect(march.missed).toBeGreaterThanOrEqual(1);
  });

  it("lists open tickets by due time (overdue first), then paused, then on site; never a flagged one", async () => {
    const user = await staff();
    const base = new Date("2027-01-04T05:00:00Z");
    const stopped = ticket("stopped", base);
    const trapped = ticket("trapped", new Date(base.getTime() + HOUR));
    const doors = ticket("doors", base);
    const paused = ticket("noise", base);
    const spam = ticket("trapped", base, true);
    for (const each of [stopped, trapped, doors, paused, spam]) await suite.repo.tickets.insert(each);
    await suite.repo.tickets.pause(paused.id, "parts", user.id, base);
    await suite.repo.tickets.update(trapped.id, { engineerId: user.id }, [
      { at: base, userId: user.id, action: "ticket-engineer", ticketId: trapped.id, detail: "assigned" },
    ]);
    const ours = new Set([stopped.id, trapped.id, doors.id, paused.id, spam.id]);
    const open = (await suite.repo.tickets.list({ view: "open", offset: 0, limit: 1000 })).filter((row) =>
      ours.has(row.id),
    );
    // trapped: due 11:30 + 1 h; stopped: 4 working hours from 10:30; doors: the next day's close.
    expect(open.map((row) => row.id)).toEqual([trapped.id, stopped.id, doors.id, paused.id]);
    expect(open[3]).toMatchObject({ pausedAt: base, pauses: [{ reason: "parts", endedAt: null }] });
    expect(open[1]).toMatchObject({ building: "Shanti Residency", city: "Surat", problem: "stopped" });

    const mine = await suite.repo.tickets.list({ view: "mine", engineerId: user.id, offset: 0, limit: 10 });
    expect(mine.map((row) => row.id)).toEqual([trapped.id]);
    expect(mine[0]?.engineer).toEqual({ id: user.id, name: "Ramesh Patel", disabled: false });
    const pausedView = await suite.repo.tickets.list({ view: "paused", offset: 0, limit: 1000 });
    expect(pausedView.map((row) => row.id)).toContain(paused.id);
    expect(pausedView.map((row) => row.id)).not.toContain(stopped.id);

    const counts = await suite.repo.tickets.count(user.id, new Date(base.getTime() + 3 * HOUR));
    expect(counts.mine).toBe(1);
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    expect(counts.paused).toBeGreaterThanOrEqual(1);
  });

  it("lists completed tickets newest first, and keeps notes with their author", async () => {
    const user = await staff();
    const first = ticket("other", new Date("2027-02-01T05:00:00Z"));
    const second = ticket("other", new Date("2027-02-01T06:00:00Z"));
    for (const each of [first, second]) {
      await suite.repo.tickets.insert(each);
      const steps = ["call", "inform", "visit", "work", "meet", "complete"];
      for (let index = 1; index < steps.length; index++) {
        const at = new Date(each.createdAt.getTime() + index * 60 * 1000);
        expect(await suite.repo.tickets.move(each.id, steps[index - 1]!, steps[index]!, user.id, at)).toBe(
          true,
        );
      }
    }
    const done = await suite.repo.tickets.list({ view: "completed", offset: 0, limit: 2 });
    expect(done.map((row) => row.id)).toEqual([second.id, first.id]);
    await suite.repo.tickets.addNote(first.id, user.id, "<b>Door sensor</b> replaced", new Date());
    expect(await suite.repo.tickets.listNotes(first.id)).toMatchObject([
      { authorId: user.id, authorName: "Ramesh Patel", body: "<b>Door sensor</b> replaced" },
    ]);
    expect((await suite.repo.tickets.listAudit(first.id, 1))[0]).toMatchObject({ action: "ticket-note" });
  });
});
