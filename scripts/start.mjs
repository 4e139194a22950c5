/**
 * `npm start`: builds the site if the build is missing or stale, then serves site + API.
 */
import { spawn, spawnSync } from "node:child_process";
import { buildIsFresh } from "./build-stamp.mjs";

if (!buildIsFresh()) {
  console.log("Building the site (missing or out of date)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
