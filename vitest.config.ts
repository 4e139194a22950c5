/**
 * Three test projects:
 * - unit: `*.test.ts(x)` beside the code they test (components opt into happy-dom with a
 *   `// @vitest-environment happy-dom` first line); API tests use `app.inject` and a real database.
 * - browser: `tests/**\/*.e2e.ts`, Playwright driving Debian's Chromium against the production
 *   build served by the real server (started once in tests/support/global-setup.ts), and
 *   `tests/*.test.ts`, checks of that build's files (HTML validity).
 * - faults: `server/faults/*.test.ts`, real server processes (several replicas on one database)
 *   under faults: killed mid-flood, SIGTERM, database gone, SMTP failing, backup under load.
 * Order: unit, then faults, then browser (`sequence.groupOrder`), each FILES_AT_A_TIME files at a time.
 */

import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig } from "vitest/config";
import { company } from "./content/company.ts";
import { markdown } from "./scripts/vite-plugins/markdown.ts";
import { PARAGLIDE } from "./vite.config.ts";

/**
 * vitest's default on two cores is one file at a time, but the files wait on processes, databases
 * and browsers, which leaves a core idle.
 */
const FILES_AT_A_TIME = 2;

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/vitest-summary-reporter.ts"],
    projects: [
      {
        // Components read the blog index from `virtual:blog-index`, and routes the site's address, as in the build.
        plugins: [markdown(), paraglideVitePlugin(PARAGLIDE)],
        define: { __SITE_URL__: JSON.stringify(company.siteUrl) },
        test: {
          name: "unit",
          include: ["{app,content,contracts,server,scripts,design}/**/*.test.{ts,tsx}"],
          exclude: ["server/faults/**", "**/node_modules/**"],
          environment: "node",
          testTimeout: 20_000,
          maxWorkers: FILES_AT_A_TIME,
        },
      },
      {
        test: {
          name: "faults",
          include: ["server/faults/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          maxWorkers: FILES_AT_A_TIME,
          // Not alongside the unit tests: these flood real processes and would slow the timed ones.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/**/*.e2e.ts", "tests/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Animations and timers on a loaded machine: `expect.poll` waits up to 5 s, not 1 s.
          expect: { poll: { timeout: 5_000 } },
          maxWorkers: FILES_AT_A_TIME,
          // Last, after the fault tests.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
