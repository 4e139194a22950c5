/**
 * `npm run leads -- list` shows, under a lead, every notification that did not go out: still
 * retrying (with the attempts so far and the last SMTP error) or given up.
 */
import type { OutboxEntry } from "../../server/db/repository.ts";
import { formatReceived } from "../../server/leads/notifications.ts";
import { printable } from "./terminal.ts";

/** One line per failing notification of the lead, indented to sit under its row. */
export function mailProblems(entries: readonly OutboxEntry[]): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    const error = printable((entry.lastError ?? "no answer").replace(/\s+/g, " ").slice(0, 120));
    const tries = `${entry.attempts} attempt${entry.attempts === 1 ? "" : "s"}`;
    if (entry.status === "dead") {
      lines.push(`    mail to ${printable(entry.recipient)} FAILED after ${tries}: ${error}`);
    } else if (entry.status === "pending" && entry.attempts > 0 && entry.lastError !== null) {
      lines.push(
        `    mail to ${printable(entry.recipient)} not sent yet (${tries}, next try ${formatReceived(entry.nextAttemptAt)}): ${error}`,
      );
    }
  }
  return lines;
}
