/** Test support: the real server as a child process (bundled once per run: server/testing/bundles.ts). */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { programArgs } from "./bundles.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, programArgs("server"), {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void exited.then(() => {
    exitedEarly = true;
  });
  for (;;) {
    if (exitedEarly) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output, exited };
}
