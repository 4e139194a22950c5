/**
 * The database: one store per data domain, reached the same way (`db.leads.insert`,
 * `db.tickets.get`, `db.staff.findSession`), each written once for both databases over a
 * SqlExecutor (sql.ts). Two implementations add only what really differs: opening, migrating, a
 * durable write probe and closing: SQLite (default, `sqlite.ts`) and PostgreSQL (`postgres.ts`,
 * when DATABASE_URL is set). Everything the API, the inbox, the outbox worker and the
 * `npm run leads` CLI need goes through it.
 */
import { ContentStore } from "./content.ts";
import { InboxStore } from "./inbox.ts";
import { JobStore } from "./job-store.ts";
import { LeadStore } from "./leads.ts";
import { MediaStore } from "./media.ts";
import { OutboxStore } from "./outbox.ts";
import { PrivacyRequestStore } from "./privacy-requests.ts";
import { PrivacyStore } from "./privacy-store.ts";
import type { SqlExecutor } from "./sql.ts";
import { StaffStore } from "./staff.ts";
import { type TicketClock, TicketStore } from "./ticket-store.ts";

/** What every repository is opened with besides its database. */
export interface RepositoryOptions {
  /** The service desk's clock the ticket store counts on (the server's: the published hours). */
  clock?: TicketClock;
}

export abstract class LeadRepository {
  abstract readonly driver: "sqlite" | "postgres";
  /** Storing a lead (idempotent, rate-limited, durable) and reading leads back (leads.ts). */
  readonly leads: LeadStore;
  /** The emails of leads, tickets and privacy requests, queued with them (outbox.ts). */
  readonly outbox: OutboxStore;
  /** The service desk's tickets: storing one, moving it through its steps, the inbox's lists (ticket-store.ts). */
  readonly tickets: TicketStore;
  /** The lead inbox's work on leads: the list, status, assignee, notes, emails (inbox.ts). */
  readonly inbox: InboxStore;
  /** Staff accounts, roles, sessions, sign-in failures and the audit trail (staff.ts). */
  readonly staff: StaffStore;
  /** Notice texts, personal links, withdrawal, erasure and retention (privacy-store.ts). */
  readonly privacy: PrivacyStore;
  /** Requests to see, correct or erase one's data: storing one, the inbox's reads and changes (privacy-requests.ts). */
  readonly privacyRequests: PrivacyRequestStore;
  /** Leases of scheduled jobs, so one replica at a time runs each (job-store.ts). */
  readonly jobs: JobStore;
  /** The site's content: revisions, drafts, publishes and the content version (content.ts). */
  readonly content: ContentStore;
  /** The company's photographs: originals, variants and their processing (media.ts). */
  readonly media: MediaStore;

  constructor(
    protected readonly sql: SqlExecutor,
    options: RepositoryOptions = {},
  ) {
    this.leads = new LeadStore(sql);
    this.outbox = new OutboxStore(sql);
    this.tickets = new TicketStore(sql, options.clock);
    this.inbox = new InboxStore(sql);
    this.staff = new StaffStore(sql);
    this.privacy = new PrivacyStore(sql);
    this.privacyRequests = new PrivacyRequestStore(sql);
    this.jobs = new JobStore(sql);
    this.content = new ContentStore(sql);
    this.media = new MediaStore(sql);
  }

  /** Creates or upgrades the schema; idempotent, safe to run from several processes at once. */
  abstract migrate(): Promise<void>;
  /** Resolves when a (harmless) write transaction commits durably; rejects otherwise. */
  abstract probeWrite(): Promise<void>;
  abstract close(): Promise<void>;

  /**
   * Calls `heard` whenever another connection announces something on `channel`, and each time it
   * starts listening (what was announced meanwhile is not replayed: `heard` reads afresh). Only
   * PostgreSQL announces; with SQLite this does nothing. Answers a function that stops listening.
   */
  listen(_channel: string, _heard: () => void): () => Promise<void> {
    return async () => undefined;
  }

  /** Resolves when the database answers; rejects otherwise. */
  async ping(): Promise<void> {
    await this.sql.get("SELECT 1");
  }
}
