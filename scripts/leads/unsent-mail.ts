/**
 * `npm run leads -- mail <reference>` prints the emails of one lead, privacy request or service
 * ticket that have not gone out, whole: where an operator or a developer without SMTP (every email
 * stays queued) reads what a visitor will get, their personal privacy link included. The
 * text holds personal data and that link (which erases in one step): print it only for the person
 * or for a test record, and never paste it anywhere. Only unsent emails: a sent one is in the
 * visitor's mailbox, not here to read.
 */
import type { UnsentMail } from "../../server/db/outbox.ts";
import { printable } from "./terminal.ts";

/** How the leads command names an email that has not gone out (here and under `list`). */
export const NOT_SENT = { pending: "queued, not sent yet", dead: "given up" } as const;

/** One email as text: a heading line, To, Subject, then its text, every line made printable. */
export function formatUnsentMail(mail: UnsentMail): string {
  const heading = `Email ${mail.id} to the ${mail.recipient} (${NOT_SENT[mail.status]}${mail.attempts > 0 ? `, ${mail.attempts} attempt${mail.attempts === 1 ? "" : "s"}` : ""}) of ${mail.owner.kind} ${mail.owner.reference}`;
  const lines = [
    heading,
    `To: ${mail.message.to}`,
    `Subject: ${mail.message.subject}`,
    "",
    ...mail.message.text.split(/\r?\n/),
  ];
  return `${lines.map(printable).join("\n")}\n`;
}
