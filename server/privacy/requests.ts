/**
 * What a personal privacy link (in the emails of a lead, a service ticket or a privacy request) lets
 * its person do, in one step each: see that the link is theirs,
 * withdraw consent, erase their data (confirmed by email in their language). The request page
 * reaches these through the load context (contracts/page-context.ts). An unknown, altered or
 * used-up token finds nothing, and every caller answers that the same way.
 */

import type { PrivacyLinkView, PrivacyWithdrawal } from "../../contracts/page-context.ts";
import { privacyDate, privacyValues } from "../../contracts/privacy/values.ts";
import { m } from "../../messages/compiled/messages.js";
import { type PublishedContent, shownCompany } from "../content/shown-company.ts";
import type { MailMessage } from "../db/outbox.ts";
import type { Match, PrivacyLink } from "../db/privacy-store.ts";
import type { LeadRepository } from "../db/repository.ts";
import { isSafeAddress } from "../leads/notifications.ts";
import { composeMail } from "../mail/layout.ts";
import { lookupHash } from "./links.ts";

/** With `content` (the server's `app.content`), the confirmation names the company as published. */
export interface PrivacyRequestOptions extends PublishedContent {
  repo: LeadRepository;
  log: { info(details: object, message: string): void };
  /** Called after a change, so the confirmation email goes out at once (the outbox worker). */
  kick?: () => void;
}

const view = (link: PrivacyLink): PrivacyLinkView => ({
  locale: link.locale,
  consentWithdrawnAt: link.consentWithdrawnAt?.toISOString() ?? null,
  ...(link.nothingToWithdraw ? { nothingToWithdraw: true } : {}),
});

export class PrivacyRequests {
  constructor(private readonly options: PrivacyRequestOptions) {}

  private async link(token: string): Promise<PrivacyLink | undefined> {
    const hash = lookupHash(token);
    return hash === undefined ? undefined : this.options.repo.privacy.findLink(hash);
  }

  async find(token: string): Promise<PrivacyLinkView | undefined> {
    const link = await this.link(token);
    return link && view(link);
  }

  /**
   * Withdraws the person's consent; pressed again once it is withdrawn, changes and records
   * nothing and says so (`alreadyWithdrawn`).
   */
  async withdraw(token: string): Promise<PrivacyWithdrawal | undefined> {
    const link = await this.link(token);
    if (!link) return undefined;
    const at = new Date();
    const records = await this.options.repo.privacy.withdraw(link, at);
    if (records === 0) return { ...view(link), alreadyWithdrawn: true };
    this.options.log.info(
      { leadId: link.leadId, ticketId: link.ticketId, privacyRequestId: link.requestId, records },
      "consent withdrawn by personal link",
    );
    return {
      locale: link.locale,
      consentWithdrawnAt: link.consentWithdrawnAt?.toISOString() ?? at.toISOString(),
      alreadyWithdrawn: false,
    };
  }

  async erase(token: string): Promise<PrivacyLinkView | undefined> {
    const link = await this.link(token);
    if (!link) return undefined;
    const at = new Date();
    const detail = await this.options.repo.privacy.erase(
      link,
      at,
      confirmationMessage(link, at, this.options),
    );
    this.options.log.info(
      { leadId: link.leadId, ticketId: link.ticketId, privacyRequestId: link.requestId, erased: detail },
      "data erased by personal link",
    );
    this.options.kick?.();
    return view(link);
  }
}

/**
 * The email confirming an erasure, in the person's language, naming the company as `published`;
 * none for an address we cannot mail.
 */
export function confirmationMessage(
  link: Pick<PrivacyLink, "email" | "locale">,
  at: Date,
  published: PublishedContent,
  /** What the erasure reached: a personal link, the records sent with its email; staff, those with its mobile too. */
  reached: Match = "email",
): MailMessage | undefined {
  if (!isSafeAddress(link.email)) return undefined;
  const shown = shownCompany(published, link.locale);
  const values = { ...privacyValues(shown), date: privacyDate(at, link.locale) };
  const options = { locale: link.locale };
  const subject = m.email_privacy_confirmation_subject(values, options);
  return composeMail({ to: link.email, replyTo: shown.privacy.contact.email, subject }, link.locale, [
    reached === "email"
      ? m.email_privacy_confirmation_text(values, options)
      : m.email_privacy_confirmation_text_staff(values, options),
  ]);
}
