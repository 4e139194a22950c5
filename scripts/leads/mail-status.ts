/**
 * `npm run leads -- list` shows, under a lead, every notification that has not gone out: queued
 * and not tried yet (as every email stays without SMTP_URL), still retrying (with the attempts so
 * far and the last SMTP error) or given up.
 */
import type { OutboxEntry } from "../../server/db/outbox.ts";
import { formatReceived } from "../../server/leads/notifications.ts";
import { printable } from "./terminal.ts";
import { NOT_SENT } from "./unsent-mail.ts";

/** One line per notification of the lead not sent, indented to sit under its row. */
export function mailNotSent(entries: readonly OutboxEntry[]): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    const to = `    mail to ${printable(entry.recipient)}`;
    const error = printable((entry.lastError ?? "no answer").replace(/\s+/g, " ").slice(0, 120));
    const tries = `${entry.attempts} attempt${entry.attempts === 1 ? "" : "s"}`;
    if (entry.status === "dead") {
      lines.push(`${to} FAILED after ${tries}: ${error}`);
    } else if (entry.status === "pending" && entry.attempts === 0) {
      lines.push(`${to} ${NOT_SENT.pending} (no attempt yet; is SMTP_URL set?)`);
    } else if (entry.status === "pending") {
      lines.push(`${to} not sent yet (${tries}, next try ${formatReceived(entry.nextAttemptAt)}): ${error}`);
    }
  }
  return lines;
}
