/**
 * Activity lists (a lead's, a ticket's): every view stays recorded, but the changes are not buried
 * under them. A change's form returns to the page, which records a view: that view, by the same
 * person right after their own change, is no line of its own (the change says they had the page
 * open). Each run of views by one person, unbroken by anything else, is one line.
 */

/** What grouping needs of an audit event. */
interface ActivityEvent {
  action: string;
  userId: string | null;
  at: Date;
}

/** An activity line: an event, and how many views by the same person it stands for. */
export interface ActivityLine<E extends ActivityEvent> {
  event: E;
  views: number;
}

/**
 * How soon after a person's change their view counts as the page the change returned to. The
 * browser asks for it at once; a view later than this is a visit of its own and is listed.
 */
export const RETURN_WINDOW_MS = 60_000;

/** Whether `view` is the page that `before` (the event just before it) returned to. */
const returnedTo = (view: ActivityEvent, before: ActivityEvent | undefined, viewAction: string) =>
  before !== undefined &&
  before.action !== viewAction &&
  view.userId !== null &&
  before.userId === view.userId &&
  view.at.getTime() - before.at.getTime() <= RETURN_WINDOW_MS;

/**
 * The audit trail (newest first) as activity lines: a view that follows the same person's own
 * change left out, then each run of `viewAction` events by one person as one line.
 */
export function activityLines<E extends ActivityEvent>(
  audit: readonly E[],
  viewAction: E["action"],
): ActivityLine<E>[] {
  const lines: ActivityLine<E>[] = [];
  for (const [index, event] of audit.entries()) {
    if (event.action === viewAction && returnedTo(event, audit[index + 1], viewAction)) continue;
    const last = lines.at(-1);
    if (
      event.action === viewAction &&
      last?.event.action === viewAction &&
      last.event.userId === event.userId
    )
      last.views++;
    else lines.push({ event, views: 1 });
  }
  return lines;
}

/** " (3 times, the last shown)" after a line that stands for several views; "" for one. */
export const viewsSuffix = (views: number) => (views > 1 ? ` (${views} times, the last shown)` : "");
