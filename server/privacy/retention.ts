/**
 * Retention by rule: how long each kind of record is kept (the periods the company published, its
 * `privacy.retentionMonths`) and the one run that removes what is past its period. The server runs it once a day by itself, on one
 * replica at a time (plugins/retention.ts); `npm run leads -- purge` stays for removing by hand.
 */
import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { CompanyPrivacy } from "../../content/site.schema.ts";
import { type PublishedContent, shownCompany } from "../content/shown-company.ts";
import type { LeadRepository } from "../db/repository.ts";

export type RetentionPeriods = CompanyPrivacy["retentionMonths"];

/**
 * What one rule removes: records older than the cutoff of its period, or (no period) records whose
 * reason to be kept has ended. A new kind of record is one more entry.
 */
export interface RetentionRule {
  name: string;
  /** The period whose cutoff the statement's `?` takes; none for a rule without one. */
  period?: keyof RetentionPeriods;
  /** Deletes what the rule removes; its `?` (if any) is the cutoff. */
  sql: string;
}

/** Audit actions that are the inbox's sign-in records (security logs) rather than its work. */
const SIGN_IN_ACTIONS = "('sign-in', 'sign-out', 'sign-in-failed')";

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: "leads",
    period: "leads",
    // Honeypot subscriptions are no subscribers: they go by the leads' period too.
    sql: "DELETE FROM leads WHERE created_at < ? AND (kind <> 'newsletter' OR flagged)",
  },
  {
    name: "closed tickets",
    period: "closedTickets",
    // Counted from the ticket's completion; its steps, pauses, notes and emails go with it.
    sql: "DELETE FROM service_tickets WHERE completed_at < ?",
  },
  {
    name: "withdrawn subscriptions",
    // The newsletter is kept until the person withdraws.
    sql: "DELETE FROM leads WHERE kind = 'newsletter' AND consent_withdrawn_at IS NOT NULL",
  },
  {
    name: "audit events",
    period: "audit",
    sql: `DELETE FROM audit_events WHERE at < ? AND action NOT IN ${SIGN_IN_ACTIONS}`,
  },
  {
    name: "sign-in records",
    period: "securityLogs",
    sql: `DELETE FROM audit_events WHERE at < ? AND action IN ${SIGN_IN_ACTIONS}`,
  },
  {
    name: "sign-in failure counts",
    period: "securityLogs",
    sql: "DELETE FROM sign_in_failures WHERE first_failure_at < ?",
  },
  {
    name: "privacy requests",
    period: "leads",
    // Kept the leads' period after they were answered (the request form's notice says so).
    sql: "DELETE FROM privacy_requests WHERE closed_at < ?",
  },
];

/** How many records each rule removed, by rule name. */
export type RetentionReport = Record<string, number>;

/**
 * `months` calendar months before `date`; a day the target month lacks (31 March less one month)
 * becomes its last day, never a day of the month after.
 */
export function monthsBefore(date: Date, months: number): Date {
  const cutoff = new Date(date);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Each period's cutoff at `now`. */
export function retentionCutoffs(now: Date, periods: RetentionPeriods): Record<keyof RetentionPeriods, Date> {
  const entries = Object.entries(periods).map(([name, months]) => [name, monthsBefore(now, months)]);
  return Object.fromEntries(entries) as Record<keyof RetentionPeriods, Date>;
}

/** The job's name in scheduled_jobs. */
export const RETENTION_JOB = "retention";
const HOUR_MS = 3_600_000;
/** How often each replica asks whether the job is due. */
export const RETENTION_CHECK_MS = HOUR_MS;
/** The first ask, a while after start, so a deploy's restarts do not all ask at once. */
const FIRST_CHECK_MS = 60_000;
/** Due 23 hours after the last run: with hourly checks it runs about once a day, never drifting later. */
const RUN_EVERY_MS = 23 * HOUR_MS;
/** A replica that dies mid-run leaves the job to another one after this. */
const LEASE_MS = 15 * 60_000;

/** With `content` (the server's `app.content`), the periods are those published when the job runs. */
export interface RetentionJobOptions extends PublishedContent {
  repo: LeadRepository;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}

/** The daily run of the retention rules, on whichever replica claims it first. */
export class RetentionJob {
  /** This replica's name on the lease. */
  readonly holder = crypto.randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: RetentionJobOptions) {}

  /**
   * Applies the rules if they are due and no other replica is applying them: what each removed,
   * or undefined when this replica did not run them.
   */
  async runIfDue(now = new Date()): Promise<RetentionReport | undefined> {
    const { repo, log } = this.options;
    const claimed = await repo.jobs.claim({
      name: RETENTION_JOB,
      holder: this.holder,
      now,
      leasedUntil: new Date(now.getTime() + LEASE_MS),
      dueIfRunBefore: new Date(now.getTime() - RUN_EVERY_MS),
    });
    if (!claimed) return undefined;
    try {
      const periods = shownCompany(this.options, "en").privacy.retentionMonths;
      const removed = await repo.privacy.applyRetention(retentionCutoffs(now, periods));
      await repo.jobs.finish(RETENTION_JOB, this.holder, now);
      log.info({ removed }, "retention applied");
      return removed;
    } catch (error) {
      await repo.jobs.release(RETENTION_JOB, this.holder).catch(() => undefined);
      throw error;
    }
  }

  start(): void {
    const tick = (delay: number) => {
      this.timer = setTimeout(() => {
        this.runIfDue()
          .catch((error: unknown) => this.options.log.error({ err: error }, "applying retention failed"))
          .finally(() => {
            if (this.timer) tick(RETENTION_CHECK_MS);
          });
      }, delay);
      this.timer.unref();
    };
    tick(FIRST_CHECK_MS);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
