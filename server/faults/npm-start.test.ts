/**
 * `npm start` under a process manager: the manager sends SIGTERM to the PID it started, npm's own.
 * npm passes it to the shell that runs `scripts/start.mjs`, which ends without passing it on; the
 * script must still stop the server it started and exit once the server has stopped, so nothing is
 * left running and answering. A real `npm start` (it builds first if the build is stale).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ES module without types
import { buildIsFresh } from "../../scripts/build-stamp.mjs";
import { freePort } from "../testing/smtp.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The PIDs of `pid`'s descendants, children first. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    // no children
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe("npm start and a process manager's SIGTERM", () => {
  // Built first, as the browser tests' setup does, so the server starts within the test's time.
  beforeAll(() => {
    if (!buildIsFresh())
      expect(spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" }).status).toBe(0);
  }, 600_000);

  let npm: ChildProcess | undefined;
  const started: number[] = [];
  let dataDir = "";

  afterEach(() => {
    // Whatever the test left (it fails when anything is left): only the processes it started.
    for (const pid of started) if (alive(pid)) process.kill(pid, "SIGKILL");
    if (npm?.pid && alive(npm.pid)) npm.kill("SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops the server and every process npm started, the signal passed on", {
    timeout: 300_000,
  }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), "npm-start-"));
    const url = `http://127.0.0.1:${port}`;
    let output = "";
    npm = spawn("npm", ["start"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    npm.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    npm.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const pid = npm.pid!;
    // Every process npm started, noted as they come, so none is left behind should the test fail.
    const note = () => {
      for (const each of descendants(pid)) if (!started.includes(each)) started.push(each);
    };
    expect(
      await until(async () => {
        note();
        return answers(url);
      }, 120_000),
      output,
    ).toBe(true);
    note();
    // npm, the shell, scripts/start.mjs and the server.
    expect(started.length, output).toBeGreaterThanOrEqual(2);

    process.kill(pid, "SIGTERM");
    expect(await until(async () => !(await answers(url)), 15_000), "the server still answers").toBe(true);
    expect(
      await until(() => started.every((each) => !alive(each)), 15_000),
      `left running: ${started.filter(alive)}`,
    ).toBe(true);
    // The server shut down as for its own SIGTERM (graceful, logged), not killed.
    expect(output).toContain('"signal":"SIGTERM"');
  });
});
