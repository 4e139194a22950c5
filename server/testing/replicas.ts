/**
 * Test support: several real server processes (`node --import tsx server/server.ts`, as
 * `npm start` runs it) on one database, each on its own port on 127.0.0.1, plus helpers to drive
 * them: `request` to one replica, `flood` spread over all of them, and kill/restart of one.
 *
 * A test that needs state shared between replicas (a sign-in cookie, say) talks to
 * `set.url(0)` and `set.url(1)` with the same headers:
 *
 *   const set = await startReplicas(2, testEnv(db, { SMTP_URL: smtp.url }));
 *   const first = await set.request(0, "/api/health");
 *   await set.kill(1); await set.restart(1);
 */
import type { StoredLead } from "../db/leads.ts";
import { type ServerProcess, startServer } from "./server-process.ts";
import { freePort } from "./smtp.ts";

export interface Answer {
  status: number;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  body: Record<string, unknown> | undefined;
  headers: Headers;
}

export interface FloodResult {
  /** Index of the submission (0..count-1) and the replica it was sent to. */
  index: number;
  replica: number;
  /** HTTP status, or "refused"/"reset" when no answer came. */
  outcome: number | "refused" | "reset";
  id?: string;
}

export interface FloodOptions {
  count: number;
  /** Submissions in flight at once. */
  concurrency: number;
  path: string;
  body: (index: number) => Record<string, unknown>;
  headers?: (index: number) => Record<string, string>;
  /** Which replica gets submission `index`; round robin by default. */
  replicaFor?: (index: number) => number;
  /**
   * As a load balancer does: a submission whose connection was refused (it never reached a server)
   * goes to the next replica instead, up to once per replica.
   */
  retryRefused?: boolean;
  /** Stops sending early (before `count`) once this returns true. */
  stopWhen?: () => boolean;
  /** Called after every answer, e.g. to kill a replica once enough were acknowledged. */
  onAnswer?: (result: FloodResult, answered: number) => void | Promise<void>;
}

export class ReplicaSet {
  readonly servers: (ServerProcess | undefined)[];

  constructor(
    readonly env: Record<string, string>,
    readonly ports: number[],
    servers: ServerProcess[],
  ) {
    this.servers = servers;
  }

  get size(): number {
    return this.ports.length;
  }

  url(replica: number): string {
    return `http://127.0.0.1:${this.ports[replica]}`;
  }

  alive(replica: number): boolean {
    const child = this.servers[replica]?.child;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /** Everything the replica wrote to stdout/stderr so far (for failure messages). */
  output(replica: number): string {
    return this.servers[replica]?.output() ?? "";
  }

  async request(
    replica: number,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const json = init.body !== undefined && typeof init.body !== "string";
    const response = await fetch(`${this.url(replica)}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { ...(json ? { "content-type": "application/json" } : {}), ...init.headers },
      body: json ? JSON.stringify(init.body) : (init.body as string | undefined),
    });
    const text = await response.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** Sends a signal and resolves with the exit code or signal name. */
  async kill(replica: number, signal: NodeJS.Signals = "SIGKILL"): Promise<number | string> {
    const server = this.servers[replica];
    if (!server) throw new Error(`replica ${replica} is not running`);
    server.child.kill(signal);
    return server.exited;
  }

  /** Starts the replica again on its own port (after kill), waiting until it is healthy. */
  async restart(replica: number, env: Record<string, string> = {}): Promise<void> {
    if (this.alive(replica)) throw new Error(`replica ${replica} is still running`);
    this.servers[replica] = await startServer({ ...this.env, ...env }, this.ports[replica]!);
  }

  /** Sends `count` submissions, `concurrency` at a time, spread over the replicas. */
  async flood(options: FloodOptions): Promise<FloodResult[]> {
    const results: FloodResult[] = [];
    let next = 0;
    const replicaFor = options.replicaFor ?? ((index: number) => index % this.size);
    const sender = async () => {
      while (next < options.count && !options.stopWhen?.()) {
        const index = next++;
        const first = replicaFor(index);
        const result: FloodResult = { index, replica: first, outcome: "refused" };
        const tries = options.retryRefused ? this.size : 1;
        for (let attempt = 0; attempt < tries && result.outcome === "refused"; attempt++) {
          result.replica = (first + attempt) % this.size;
          try {
            const answer = await this.request(result.replica, options.path, {
              body: options.body(index),
              headers: options.headers?.(index) ?? {},
            });
            result.outcome = answer.status;
            if (typeof answer.body?.id === "string") result.id = answer.body.id;
          } catch (error) {
            // ECONNREFUSED: never reached the server; anything else: cut off mid-request.
            const code = (error as { cause?: { code?: string } }).cause?.code;
            result.outcome = code === "ECONNREFUSED" ? "refused" : "reset";
          }
        }
        results.push(result);
        await options.onAnswer?.(result, results.length);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, sender));
    return results.sort((a, b) => a.index - b.index);
  }

  /** Stops every replica still running (SIGKILL: tests clean up, they do not test shutdown here). */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.servers.map(async (server, replica) => {
        if (server && this.alive(replica)) {
          server.child.kill("SIGKILL");
          await server.exited;
        }
      }),
    );
  }
}

/** Starts `count` replicas with the same environment, one port each, all healthy on return. */
export async function startReplicas(count: number, env: Record<string, string>): Promise<ReplicaSet> {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const servers: ServerProcess[] = [];
  try {
    // One after the other: they migrate the same database (the migration lock makes that safe,
    // but sequential start keeps the first failure readable).
    for (const port of ports) servers.push(await startServer(env, port));
  } catch (error) {
    for (const server of servers) server.child.kill("SIGKILL");
    throw error;
  }
  return new ReplicaSet(env, ports, servers);
}

/** The SMTP server's messages grouped by the X-Lead-Id header and recipient kind. */
export function mailsByLead(
  received: readonly { headers: Record<string, string>; to: string[] }[],
  companyAddress: string,
): Map<string, { company: number; visitor: number }> {
  const byLead = new Map<string, { company: number; visitor: number }>();
  for (const mail of received) {
    const leadId = mail.headers["x-lead-id"];
    if (!leadId) continue;
    const counts = byLead.get(leadId) ?? { company: 0, visitor: 0 };
    if (mail.to.includes(companyAddress)) counts.company++;
    else counts.visitor++;
    byLead.set(leadId, counts);
  }
  return byLead;
}

/** The subject of a web inquiry (floods give each submission its own), else "". */
export function subjectOf(lead: StoredLead): string {
  return lead.kind === "webInquiry" ? lead.data.subject : "";
}
