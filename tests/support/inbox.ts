/** Staff accounts for the inbox's browser tests: added with the CLI, signed in through the form. */
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { programArgs } from "../../server/testing/bundles.ts";

export const STAFF_PASSWORD = "tickets e2e password";

/** Adds a staff account with the CLI against the test server's data directory (an admin unless said). */
export function addAccount(email: string, name: string, role = "admin") {
  const result = spawnSync(
    process.execPath,
    programArgs("leads", "users", "add", email, "--name", name, "--role", role),
    {
      input: `${STAFF_PASSWORD}\n`,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: inject("dataDir"), DATABASE_URL: "" },
    },
  );
  expect(result.stderr).toBe("");
  expect(result.stdout).toContain(`Added ${email}`);
}

/** Signs in on the sign-in form the page shows, and waits for the page it returns to. */
export async function signIn(page: Page, email: string, landing: string | RegExp) {
  await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await Promise.all([page.waitForURL(landing), page.getByRole("button", { name: "Sign in" }).click()]);
}
