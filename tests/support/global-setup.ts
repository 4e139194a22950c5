/**
 * Browser-test global setup: makes sure the production build is fresh (builds it if not), then
 * starts the real server on a free port with a throw-away data directory, sending its mail to a
 * test SMTP server that writes each message it accepts to `inject("mailDir")` as JSON (read them
 * with `receivedMails` in tests/support/lead-forms.ts). Tests read the base URL with
 * `inject("baseUrl")` (tests/support/browser.ts does it for you).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ES module without types
import { buildIsFresh } from "../../scripts/build-stamp.mjs";
import { startSmtp, type TestSmtp } from "../../server/testing/smtp.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    mailDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let smtp: TestSmtp | undefined;

export async function setup(project: TestProject) {
  if (!buildIsFresh()) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  const mailDir = path.join(dataDir, "received-mail");
  mkdirSync(mailDir);
  let mails = 0;
  smtp = await startSmtp({
    onMail: (mail) => writeFileSync(path.join(mailDir, `${++mails}.json`), JSON.stringify(mail)),
  });
  server = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      // As `npm start` runs it (vitest sets "test"): React's production build renders the pages.
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LEADS_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
      SMTP_URL: smtp.url,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("the server did not become healthy within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  project.provide("mailDir", mailDir);
}

export async function teardown() {
  server?.kill("SIGTERM");
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
