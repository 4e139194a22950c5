/**
 * Mail address lists as the configuration and the outbox write them: `a@x.com, Name <b@x.com>,
 * "Last, First" <c@x.com>`. A comma separates two mailboxes only outside a quoted name and outside
 * the angle brackets.
 */
import { domainToASCII } from "node:url";

/** The mailboxes of a comma-separated list, trimmed; an empty entry stays in (so it can be refused). */
export function splitMailboxes(list: string): string[] {
  const mailboxes: string[] = [];
  let current = "";
  let quoted = false;
  let bracketed = false;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === "\\" && quoted) {
      current += char + (list[i + 1] ?? "");
      i++;
      continue;
    }
    if (char === '"' && !bracketed) quoted = !quoted;
    else if (char === "<" && !quoted) bracketed = true;
    else if (char === ">" && !quoted) bracketed = false;
    if (char === "," && !quoted && !bracketed) {
      mailboxes.push(current.trim());
      current = "";
    } else current += char;
  }
  mailboxes.push(current.trim());
  return mailboxes;
}

/** The address of `Name <address>` or of a bare address. */
export function mailboxAddress(mailbox: string): string {
  return /<([^<>]*)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/**
 * An address as nodemailer puts it in the SMTP envelope: an internationalised domain in ASCII
 * (`bücher.example` becomes `xn--bcher-kva.example`), so any SMTP server takes it.
 */
export function envelopeAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  return `${address.slice(0, at)}@${domainToASCII(domain) || domain}`;
}

/** The mailboxes of `list` whose address is one of `addresses` (envelope form), as a list again. */
export function mailboxesOf(list: string, addresses: readonly string[]): string {
  const key = (address: string) => envelopeAddress(address).toLowerCase();
  const wanted = new Set(addresses.map(key));
  return splitMailboxes(list)
    .filter((mailbox) => wanted.has(key(mailboxAddress(mailbox))))
    .join(", ");
}
