/** The activity lists' grouping, shared by a lead's and a ticket's page. */
import { describe, expect, it } from "vitest";
import { activityLines, RETURN_WINDOW_MS } from "./activity-lines.ts";

const START = Date.parse("2026-11-27T05:00:00Z");

/** An audit trail written oldest first, as [action, user, seconds after START]; returned newest first. */
const trail = (...events: [string, string | null, number][]) =>
  events
    .map(([action, userId, seconds], index) => ({
      id: String(index),
      action,
      userId,
      at: new Date(START + seconds * 1000),
    }))
    .reverse();

const linesOf = (audit: ReturnType<typeof trail>) =>
  activityLines(audit, "view").map(({ event, views }) => `${event.userId} ${event.action} ${views}`);

describe("activity lines", () => {
  it("leaves out the view that follows the same person's own change, however many changes", () => {
    const audit = trail(
      ["view", "priya", 0],
      ["status", "priya", 10],
      ["view", "priya", 11],
      ["assignee", "priya", 20],
      ["view", "priya", 21],
      ["note", "priya", 30],
      ["view", "priya", 31],
    );
    expect(linesOf(audit)).toEqual(["priya note 1", "priya assignee 1", "priya status 1", "priya view 1"]);
  });

  it("lists a view by someone else right after a change, and the same person's later visit", () => {
    const window = RETURN_WINDOW_MS / 1000;
    const audit = trail(
      ["view", "priya", 0],
      ["status", "priya", 10],
      ["view", "arjun", 11],
      ["note", "arjun", 20],
      ["view", "arjun", 21],
      ["view", "arjun", 25],
      ["status", "priya", 100],
      ["view", "priya", 100 + window + 1],
    );
    expect(linesOf(audit)).toEqual([
      "priya view 1",
      "priya status 1",
      "arjun view 1",
      "arjun note 1",
      "arjun view 1",
      "priya status 1",
      "priya view 1",
    ]);
  });

  it("makes a run of one person's views one line, the newest standing for it", () => {
    const audit = trail(
      ["view", "priya", 0],
      ["view", "priya", 5],
      ["view", "arjun", 6],
      ["view", "arjun", 9],
    );
    const lines = activityLines(audit, "view");
    expect(lines.map(({ event, views }) => [event.id, views])).toEqual([
      ["3", 2],
      ["1", 2],
    ]);
  });

  it("never folds a view into a change no staff member made", () => {
    const audit = trail(["withdrawal", null, 0], ["view", "priya", 1]);
    expect(linesOf(audit)).toEqual(["priya view 1", "null withdrawal 1"]);
  });
});
