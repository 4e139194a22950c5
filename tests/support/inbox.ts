/**
 * Staff accounts for the inbox's browser tests: added with the CLI, signed in through the form; and
 * a server of a file's own for the tests that publish.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { programArgs } from "../../server/testing/bundles.ts";
import { type ServerProcess, startServer } from "../../server/testing/server-process.ts";
import { freePort } from "../../server/testing/smtp.ts";

export const STAFF_PASSWORD = "tickets e2e password";

/**
 * Adds a staff account with the CLI against the test server's data directory (an admin unless
 * said), or against `dataDir`, a server of the file's own (useOwnServer).
 */
export function addAccount(email: string, name: string, role = "admin", dataDir: string = inject("dataDir")) {
  const result = spawnSync(
    process.execPath,
    programArgs("leads", "users", "add", email, "--name", name, "--role", role),
    {
      input: `${STAFF_PASSWORD}\n`,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    },
  );
  expect(result.stderr).toBe("");
  expect(result.stdout).toContain(`Added ${email}`);
}

/**
 * A server of the test file's own, with an editor's account, for tests that publish: a publish
 * changes what every page shows, so they stay away from the server the other browser tests share.
 */
export function useOwnServer(name: string, editor: { email: string; name: string }) {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
    const settings = { DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" };
    server = await startServer(settings, await freePort());
    addAccount(editor.email, editor.name, "editor", dataDir);
  }, 90_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    /** The server's address, once it runs. */
    get url(): string {
      if (!server) throw new Error("The file's own server is not started yet");
      return server.url;
    },
  };
}

/** Signs in on the sign-in form the page shows, and waits for the page it returns to. */
export async function signIn(page: Page, email: string, landing: string | RegExp) {
  await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await Promise.all([page.waitForURL(landing), page.getByRole("button", { name: "Sign in" }).click()]);
}
