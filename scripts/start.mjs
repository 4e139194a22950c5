/**
 * `npm start`: builds the site if the build is missing or stale, then serves site + API.
 *
 * A process manager stops it with SIGTERM (or SIGINT) to the PID it started: this script's, or
 * npm's when it runs `npm start`. Either way the signal reaches the server, and this script exits
 * once the server has stopped, with its code. npm passes the signal to the shell that runs this
 * script, which ends without passing it on: this script, left without its parent, takes that as
 * the signal (it checks its parent twice a second), so no server is left running and answering.
 */
import { spawn } from "node:child_process";
import { buildIsFresh } from "./build-stamp.mjs";

/** The process running now (the build, then the server), and the signal that stops us, if any. */
let child;
let stopping;

function stop(signal) {
  if (stopping) return;
  stopping = signal;
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
  else process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => stop(signal === "SIGHUP" ? "SIGTERM" : signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop("SIGTERM");
}, 500).unref();

/** Runs a command as our child until it exits; resolves with its exit code (1 for a signal). */
function run(command, args) {
  child = spawn(command, args, { stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

if (!buildIsFresh()) {
  console.log("Building the site (missing or out of date)…");
  const status = await run("npm", ["run", "build"]);
  if (status !== 0 || stopping) process.exit(status || 1);
}

process.exit(await run(process.execPath, ["--import", "tsx", "server/server.ts"]));
