/**
 * Activity lists (a lead's, a ticket's): each run of views by one person, unbroken by anything
 * else, is one line, so every view stays recorded but the changes are not buried under them.
 */

/** What grouping needs of an audit event. */
interface ActivityEvent {
  action: string;
  userId: string | null;
}

/** An activity line: an event, and how many views by the same person it stands for. */
export interface ActivityLine<E extends ActivityEvent> {
  event: E;
  views: number;
}

/** The audit trail (newest first) with each run of `viewAction` events by one person as one line. */
export function activityLines<E extends ActivityEvent>(
  audit: readonly E[],
  viewAction: E["action"],
): ActivityLine<E>[] {
  const lines: ActivityLine<E>[] = [];
  for (const event of audit) {
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
