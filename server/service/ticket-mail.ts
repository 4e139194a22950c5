/**
 * The service desk's emails, queued in the outbox in the ticket's own transaction and sent with
 * retries like the leads' (leads/outbox-worker.ts):
 *
 * - a new ticket: a notification to the company (English; "URGENT" first in its subject when
 *   someone is trapped) and, when the customer gave an email, an acknowledgement with the ticket
 *   number and the tracking link, in the ticket's language;
 * - each step move: an email to the customer naming the new step, with the engineer's first name
 *   and the planned visit once set. The inbox moves a ticket through `moveTicketWithMail`.
 *
 * Every email to the customer ends with their personal privacy link; the acknowledgement also
 * carries the tracking link. Both tokens are derived from the server's secret and the ticket's id,
 * and put into the email only as it is sent (privacy/personal-links.ts); only their hashes are
 * stored, and erasure clears them, so the links are dead.
 */

import { company } from "../../content/company.ts";
import { LAST_STEP } from "../../contracts/service/fields.ts";
import { m } from "../../messages/compiled/messages.js";
import type { Config } from "../config.ts";
import { type PublishedContent, shownCompany } from "../content/shown-company.ts";
import type { MailMessage, NewOutboxMessage } from "../db/outbox.ts";
import type { LeadRepository } from "../db/repository.ts";
import type { NewTicket, StoredTicket } from "../db/tickets.ts";
import { PROBLEM_LABELS, UNDER_AMC_LABELS } from "../inbox/tickets/labels.ts";
import { loadIpSalt } from "../leads/ip-hash.ts";
import { isSafeAddress, oneLine, receivedRows, sentRow } from "../leads/notifications.ts";
import { composeMail, phoneLine, visitorEnding } from "../mail/layout.ts";
import { privacyToken } from "../privacy/personal-links.ts";
import { serviceClock } from "./clock.ts";
import { stepName, trackedTicket } from "./tracking.ts";

export interface TicketMailSettings extends PublishedContent {
  /** LEADS_NOTIFY_TO: where the company's notification goes. */
  notifyTo: string;
  /** SITE_URL, else the company's canonical origin. */
  siteUrl?: string | undefined;
  /** The server's secret (LEADS_IP_SALT or the salt file): the privacy token is derived under it. */
  secret: string;
}

/** Whether the customer of this ticket gets emails at all (an address we can mail, no honeypot). */
export function mailsCustomer(ticket: Pick<NewTicket, "data" | "flagged">): boolean {
  return !ticket.flagged && isSafeAddress(ticket.data.email);
}

/** The company's notification of a new ticket: every field, in English. */
export function ticketCompanyMessage(
  ticket: NewTicket,
  number: string,
  settings: TicketMailSettings,
): MailMessage {
  const data = ticket.data;
  const where = oneLine(`${data.building}, ${data.city}`);
  const trapped = data.problem === "trapped";
  const fields: [keyof typeof data, string, string | undefined][] = [
    ["name", "Name", data.name],
    ["mobileNo", "Mobile number", data.mobileNo],
    ["email", "Email", data.email],
    ["building", "Building or society", data.building],
    ["address", "Address", data.address],
    ["city", "City", data.city],
    ["liftId", "Lift ID", data.liftId],
    ["underAmc", "Under AMC with us", UNDER_AMC_LABELS[data.underAmc]],
    ["floor", "Floor", data.floor],
    ["preferredTime", "Preferred visit time", data.preferredTime],
    ["description", "Description", data.description],
  ];
  const canReply = isSafeAddress(data.email);
  return composeMail(
    {
      to: settings.notifyTo,
      replyTo: canReply ? data.email : undefined,
      subject: trapped
        ? `URGENT: someone trapped - ${number} - ${where}`
        : `New service request ${number}: ${PROBLEM_LABELS[data.problem]} - ${where}`,
    },
    "en",
    [
      trapped
        ? "URGENT: someone is trapped in a lift. Send an engineer now and call the customer."
        : "A new service request arrived through the website.",
      "",
      { label: "Ticket", value: number },
      { label: "Problem", value: PROBLEM_LABELS[data.problem] },
      ...fields.map(([field, label, value]) => sentRow(field, label, value)),
      ...receivedRows(ticket),
      { label: "Language", value: ticket.locale },
      ...(canReply ? ["", "Reply to this email to answer the customer directly."] : []),
    ],
  );
}

/** The end of every email to the customer: the phone, the privacy link (`withLink`), the company. */
function ending(
  ticket: Pick<NewTicket, "locale">,
  number: string,
  settings: TicketMailSettings,
  withLink: boolean,
) {
  const { locale } = ticket;
  const shown = shownCompany(settings, locale);
  return [
    phoneLine(shown.phones.support, (phone) =>
      m.email_service_questions({ phone, ticket: number }, { locale }),
    ),
    ...visitorEnding(locale, settings.siteUrl ?? company.siteUrl, withLink, shown.name),
  ];
}

/** The customer's acknowledgement: the number and the tracking link; nothing the customer typed. */
export function ticketAcknowledgement(
  ticket: NewTicket,
  number: string,
  trackPath: string,
  settings: TicketMailSettings,
): MailMessage | undefined {
  const to = ticket.data.email;
  if (!mailsCustomer(ticket) || !to) return undefined;
  const options = { locale: ticket.locale };
  const shown = shownCompany(settings, ticket.locale);
  const link = `${settings.siteUrl ?? company.siteUrl}${trackPath}`;
  const subject = m.email_service_ack_subject({ ticket: number, company: shown.name }, options);
  return composeMail({ to, replyTo: settings.notifyTo, subject }, ticket.locale, [
    m.email_ack_greeting({}, options),
    "",
    m.email_service_ack_intro({ ticket: number }, options),
    ...(ticket.data.problem === "trapped"
      ? ["", phoneLine(shown.phones.support, (phone) => m.email_service_ack_trapped({ phone }, options))]
      : []),
    "",
    { text: m.email_service_ack_track({ link }, options), link },
    "",
    ...ending(ticket, number, settings, true),
  ]);
}

/** A new ticket's emails, given the number it gets in its transaction (none for a honeypot). */
export function newTicketMail(
  ticket: NewTicket,
  trackPath: string,
  settings: TicketMailSettings,
): (number: string) => NewOutboxMessage[] {
  return (number) => {
    if (ticket.flagged) return [];
    const mail: NewOutboxMessage[] = [
      { recipient: "company", message: ticketCompanyMessage(ticket, number, settings) },
    ];
    const ack = ticketAcknowledgement(ticket, number, trackPath, settings);
    if (ack) mail.push({ recipient: "visitor", message: ack });
    return mail;
  };
}

/**
 * The customer's email for the step `to`, as the ticket stands (engineer, planned visit); none
 * when they gave no email, withdrew consent or had their data erased. The privacy link is left out
 * if the secret changed since the ticket was stored (its derived token would no longer open it).
 */
export function ticketStepMessage(
  ticket: StoredTicket,
  to: string,
  settings: TicketMailSettings,
): MailMessage | undefined {
  const address = stepMailAddress(ticket);
  if (!address) return undefined;
  const options = { locale: ticket.locale };
  const view = trackedTicket(ticket, serviceClock(settings));
  const values = {
    ticket: ticket.number,
    step: stepName(to, ticket.locale),
    company: shownCompany(settings, ticket.locale).name,
  };
  // No words of its own in the subject: the number, the step's name and the company's.
  const subject = `${values.ticket}: ${values.step} - ${values.company}`;
  return composeMail({ to: address, replyTo: settings.notifyTo, subject }, ticket.locale, [
    m.email_ack_greeting({}, options),
    "",
    m.email_service_step_intro(values, options),
    ...(view.engineerFirstName
      ? [m.email_service_step_engineer({ name: view.engineerFirstName }, options)]
      : []),
    ...(view.plannedVisit && to !== LAST_STEP
      ? [m.email_service_step_planned_visit({ time: view.plannedVisit }, options)]
      : []),
    ...(to === LAST_STEP ? ["", m.email_service_step_completed({}, options)] : []),
    "",
    m.email_service_step_track({}, options),
    "",
    ...ending(
      ticket,
      ticket.number,
      settings,
      ticket.privacyTokenHash === privacyToken(settings.secret, { ticket: ticket.id }).hash,
    ),
  ]);
}

/**
 * The address a step move of this ticket emails (the inbox asks before such a move): none when the
 * customer gave no email we can write to, withdrew consent or had their data erased.
 */
export function stepMailAddress(
  ticket: Pick<StoredTicket, "data" | "flagged" | "consentWithdrawnAt" | "erasedAt">,
): string | undefined {
  const address = ticket.data.email;
  if (!mailsCustomer(ticket) || !address || ticket.consentWithdrawnAt || ticket.erasedAt) return undefined;
  return address;
}

/** A step move as the inbox makes it. */
export interface TicketMove {
  id: string;
  from: string;
  to: string;
  /** The staff account moving it. */
  userId: string | null;
  at: Date;
}

/**
 * Moves a ticket and queues the customer's email of the new step in the same transaction (only
 * if the move is made: false when the ticket was no longer at `from`). What the inbox calls
 * instead of `repo.tickets.move`, then `app.outbox.kick()` when it returns true.
 */
export async function moveTicketWithMail(
  repo: LeadRepository,
  settings: TicketMailSettings,
  move: TicketMove,
): Promise<boolean> {
  const ticket = await repo.tickets.get(move.id);
  if (!ticket) return false;
  const message = ticket.step === move.from ? ticketStepMessage(ticket, move.to, settings) : undefined;
  const mail: NewOutboxMessage[] = message ? [{ recipient: "visitor", message }] : [];
  return repo.tickets.move(move.id, move.from, move.to, move.userId, move.at, mail);
}

/**
 * The settings from the server's config, its secret read once per config; with `content` (the
 * server's `app.content`), the emails name the company as published.
 */
const settingsCache = new WeakMap<Config, TicketMailSettings>();
export function ticketMailSettings(
  config: Config,
  content?: PublishedContent["content"],
): TicketMailSettings {
  let settings = settingsCache.get(config);
  if (!settings) {
    const secret = loadIpSalt(config.DATA_DIR, config.LEADS_IP_SALT);
    settings = { notifyTo: config.LEADS_NOTIFY_TO, siteUrl: config.SITE_URL, secret };
    settingsCache.set(config, settings);
  }
  return content ? { ...settings, content } : settings;
}
