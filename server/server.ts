/**
 * Starts the production server: site + API in one process.
 * Config is checked first, before the app's code is even loaded; SIGINT/SIGTERM close the server
 * gracefully.
 */
// First: before anything imports React.
import "./production-env.ts";
import path from "node:path";
import type { buildApp } from "./app.ts";
import { builtSiteProblem } from "./built-site.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { databaseFileProblem, dataDirProblem, SQLITE_FILE } from "./data-dir.ts";
import { SaltFileError } from "./leads/ip-hash.ts";

/** Stops the process with the same message form as a bad value in the environment. */
function refuse(variable: string, problem: string): never {
  console.error(`Invalid environment configuration:\n  ${variable}: ${problem}`);
  process.exit(1);
}

const sqliteFile = (config: Config) => path.join(config.DATA_DIR, SQLITE_FILE);

/**
 * The variable a failed start points at: the SQLite database in DATA_DIR cannot be opened or
 * written, the port is taken or privileged, or the host is not ours.
 */
function startProblem(config: Config, error: NodeJS.ErrnoException): [string, string] | undefined {
  if (error instanceof SaltFileError) return ["DATA_DIR", error.message];
  if (error.code?.startsWith("SQLITE_") && !config.DATABASE_URL) {
    return ["DATA_DIR", `cannot use the database ${sqliteFile(config)} (${error.message})`];
  }
  switch (error.code) {
    case "EADDRINUSE":
      return ["PORT", `port ${config.PORT} is already in use on ${config.HOST}`];
    case "EACCES":
      return ["PORT", `port ${config.PORT} needs privileges this process does not have`];
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return ["HOST", `${config.HOST} is not an address of this machine (${error.code})`];
    default:
      return undefined;
  }
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const dataDir =
    dataDirProblem(config.DATA_DIR) ??
    (config.DATABASE_URL ? undefined : databaseFileProblem(sqliteFile(config)));
  if (dataDir) refuse("DATA_DIR", dataDir);
  const site = builtSiteProblem(config.BUILD_DIR, config.SITE_URL);
  if (site) refuse("SITE_URL", site);

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    // Loaded once the settings are known to be good: a refused start answers in a fraction of the time.
    const { buildApp } = await import("./app.ts");
    app = await buildApp(config);
  } catch (error) {
    const problem = startProblem(config, error as NodeJS.ErrnoException);
    if (!problem) throw error;
    refuse(...problem);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const problem = startProblem(config, error as NodeJS.ErrnoException);
    if (!problem) throw error;
    await app.close();
    refuse(...problem);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
