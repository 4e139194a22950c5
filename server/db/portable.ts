/**
 * The repository both databases share: one store per data domain, each written once over a
 * SqlExecutor (sql.ts). sqlite.ts and postgres.ts add only what really differs: opening the
 * database, migrating it, a durable write probe and closing it.
 */
import { InboxStore } from "./inbox-store.ts";
import { JobStore } from "./job-store.ts";
import { LeadStore } from "./leads.ts";
import { OutboxStore } from "./outbox.ts";
import { PrivacyRequestStore } from "./privacy-requests.ts";
import { PrivacyStore } from "./privacy-store.ts";
import type { LeadRepository } from "./repository.ts";
import type { SqlExecutor } from "./sql.ts";
import { TicketStore } from "./ticket-store.ts";

export abstract class PortableLeadRepository implements LeadRepository {
  abstract readonly driver: "sqlite" | "postgres";
  readonly leads: LeadStore;
  readonly outbox: OutboxStore;
  readonly tickets: TicketStore;
  readonly inbox: InboxStore;
  readonly privacy: PrivacyStore;
  readonly privacyRequests: PrivacyRequestStore;
  readonly jobs: JobStore;

  constructor(protected readonly sql: SqlExecutor) {
    this.leads = new LeadStore(sql);
    this.outbox = new OutboxStore(sql);
    this.tickets = new TicketStore(sql);
    this.inbox = new InboxStore(sql);
    this.privacy = new PrivacyStore(sql);
    this.privacyRequests = new PrivacyRequestStore(sql);
    this.jobs = new JobStore(sql);
  }

  abstract migrate(): Promise<void>;
  abstract probeWrite(): Promise<void>;
  abstract close(): Promise<void>;

  async ping(): Promise<void> {
    await this.sql.get("SELECT 1");
  }
}
