/** Database health: a failed write makes the database count as down until a write probe succeeds. */
import { describe, expect, it } from "vitest";
import { DatabaseHealth, watchWrites } from "./health.ts";
import type { LeadRepository } from "./repository.ts";

function fakeRepository(driver: "sqlite" | "postgres") {
  const state = { writable: true, reachable: true, probes: 0 };
  const refuse = () =>
    Promise.reject(Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" }));
  const repo = {
    driver,
    ping: () => (state.reachable ? Promise.resolve() : Promise.reject(new Error("ECONNREFUSED"))),
    probeWrite: () => {
      state.probes++;
      return state.writable ? Promise.resolve() : refuse();
    },
    leads: {
      insert: () =>
        state.writable ? Promise.resolve({ outcome: "created", id: "x", createdAt: new Date() }) : refuse(),
      count: () => Promise.resolve(3),
    },
  } as unknown as LeadRepository;
  return { repo, state };
}

const log = { info() {}, error() {} };

describe("DatabaseHealth", () => {
  it("counts a PostgreSQL as down after a failed write until a probe writes again", async () => {
    const { repo, state } = fakeRepository("postgres");
    const health = new DatabaseHealth(repo, log, 60_000);
    const db = watchWrites(repo, health);
    expect(await health.check()).toBe(true);
    expect(state.probes).toBe(0); // a healthy PostgreSQL is only pinged

    state.writable = false;
    await expect(db.leads.insert({} as never, [])).rejects.toThrow("disk I/O error");
    expect(health.failing).toBe(true);
    expect(await health.check()).toBe(false); // the ping still works, the probe does not
    expect(await db.leads.count()).toBe(3); // reads pass through untouched

    state.writable = true;
    expect(await health.check()).toBe(true);
    expect(health.failing).toBe(false);
    health.stop();
  });

  it("always probes SQLite with a write, and a stored lead clears the failure", async () => {
    const { repo, state } = fakeRepository("sqlite");
    const health = new DatabaseHealth(repo, log, 60_000);
    const db = watchWrites(repo, health);
    state.writable = false;
    expect(await health.check()).toBe(false);
    expect(health.failing).toBe(true);
    state.writable = true;
    await db.leads.insert({} as never, []);
    expect(health.failing).toBe(false);
    expect(state.probes).toBe(1);
    health.stop();
  });

  it("notices recovery by itself, without health checks", async () => {
    const { repo, state } = fakeRepository("postgres");
    const health = new DatabaseHealth(repo, log, 20);
    state.reachable = false;
    expect(await health.check()).toBe(false);
    state.reachable = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(health.failing).toBe(false);
    health.stop();
  });
});
