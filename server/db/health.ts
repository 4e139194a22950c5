/**
 * Whether the database takes writes right now. A ping is not enough: a SQLite file whose disk
 * refuses writes still answers reads, and a PostgreSQL that went away fails only when asked.
 * Every failed write marks the database failing; a stored lead or a successful write probe marks it
 * healthy again. While failing, health checks probe with a real write and a timer probes every few
 * seconds, so the server notices by itself that the database is back, without a restart.
 */
import type { LeadRepository } from "./repository.ts";

interface Log {
  info(msg: string): void;
  error(obj: object, msg: string): void;
}

/** The stores' methods that write; their failures say the database is not taking writes. */
const WRITES: Partial<Record<keyof LeadRepository, ReadonlySet<string | symbol>>> = {
  leads: new Set(["insert", "purgeBefore"]),
  outbox: new Set(["claim", "markSent", "markFailed", "release"]),
};

export class DatabaseHealth {
  private failingSince: number | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repo: LeadRepository,
    private readonly log: Log,
    private readonly probeEveryMs = 2000,
  ) {}

  get failing(): boolean {
    return this.failingSince !== undefined;
  }

  failed(error: unknown): void {
    if (this.failingSince !== undefined) return;
    this.failingSince = Date.now();
    this.log.error(
      { err: { message: (error as Error).message, code: (error as { code?: unknown }).code } },
      "database refuses writes; submissions answer 503 until it recovers",
    );
    this.timer = setInterval(() => void this.check(), this.probeEveryMs);
    this.timer.unref();
  }

  succeeded(): void {
    if (this.failingSince === undefined) return;
    const seconds = Math.round((Date.now() - this.failingSince) / 1000);
    this.failingSince = undefined;
    clearInterval(this.timer);
    this.timer = undefined;
    this.log.info(`database takes writes again (after ${seconds} s)`);
  }

  /**
   * True when the database answers and, if a write failed last, a write probe succeeds. SQLite is
   * always probed with a write: its file answers reads even when the disk refuses writes.
   */
  async check(): Promise<boolean> {
    try {
      if (this.failing || this.repo.driver === "sqlite") {
        await this.repo.probeWrite();
        this.succeeded();
      } else await this.repo.ping();
      return true;
    } catch (error) {
      if (this.failing) return false;
      // A failed ping is an outage too (PostgreSQL gone): probe writes until it is back.
      this.failed(error);
      return false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** The repository with every write reported to `health`. */
export function watchWrites(repo: LeadRepository, health: DatabaseHealth): LeadRepository {
  const watched = new Map<string | symbol, unknown>();
  return new Proxy(repo, {
    get(target, property, receiver) {
      const writes = WRITES[property as keyof LeadRepository];
      if (!writes) {
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      }
      if (!watched.has(property))
        watched.set(property, watchStore(Reflect.get(target, property), writes, health));
      return watched.get(property);
    },
  });
}

function watchStore<T extends object>(
  store: T,
  writes: ReadonlySet<string | symbol>,
  health: DatabaseHealth,
): T {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (!writes.has(property)) return value.bind(target);
      return async (...args: unknown[]) => {
        try {
          const result = await value.apply(target, args);
          // A new lead was written and committed: writes work.
          if (property === "insert" && (result as { outcome?: string }).outcome === "created")
            health.succeeded();
          return result;
        } catch (error) {
          health.failed(error);
          throw error;
        }
      };
    },
  });
}
