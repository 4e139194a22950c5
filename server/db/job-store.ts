/**
 * Leases of scheduled jobs (the daily retention), written once for both databases: a replica runs
 * a job only after claiming it with one conditional UPDATE, which succeeds for one replica at a
 * time and only when the job is due. A replica that dies mid-run leaves its lease to expire, after
 * which another runs the job.
 */
import type { SqlExecutor } from "./sql.ts";

export interface JobClaim {
  name: string;
  /** Who holds the lease (a random id per replica). */
  holder: string;
  now: Date;
  /** The lease lasts until then. */
  leasedUntil: Date;
  /** The job is due when it last ran at or before this time (or never). */
  dueIfRunBefore: Date;
}

export class JobStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** True when this holder now has the lease on the job (it was due and nobody held it). */
  async claim(job: JobClaim): Promise<boolean> {
    const [, claimed] = await this.sql.batch([
      {
        sql: "INSERT INTO scheduled_jobs (name) VALUES (?) ON CONFLICT (name) DO NOTHING",
        params: [job.name],
      },
      {
        sql: `UPDATE scheduled_jobs SET leased_by = ?, leased_until = ?
              WHERE name = ? AND (leased_until IS NULL OR leased_until <= ?)
                AND (last_run_at IS NULL OR last_run_at <= ?)`,
        params: [job.holder, job.leasedUntil, job.name, job.now, job.dueIfRunBefore],
      },
    ]);
    return claimed === 1;
  }

  /** Records the run and gives the lease back (only the holder's own). */
  async finish(name: string, holder: string, at: Date): Promise<void> {
    await this.sql.run(
      "UPDATE scheduled_jobs SET last_run_at = ?, leased_by = NULL, leased_until = NULL WHERE name = ? AND leased_by = ?",
      [at, name, holder],
    );
  }

  /** Gives the lease back without recording a run (the run failed: the job stays due). */
  async release(name: string, holder: string): Promise<void> {
    await this.sql.run(
      "UPDATE scheduled_jobs SET leased_by = NULL, leased_until = NULL WHERE name = ? AND leased_by = ?",
      [name, holder],
    );
  }
}
