/**
 * Four test projects:
 * - unit: `*.test.ts` beside the code they test in content, contracts, server, scripts and design;
 *   API tests use `app.inject` and a real database. The files of a worker share one module graph
 *   (`isolate: false`): each API file would otherwise load the whole app again, about 2 s of CPU.
 * - app: `*.test.ts(x)` beside the React code in app/ (components opt into happy-dom with a
 *   `// @vitest-environment happy-dom` first line). Each file gets its own module graph, as several
 *   replace a module with `vi.mock`.
 * - faults: `server/faults/*.test.ts`, real server processes (several replicas on one database)
 *   under faults: killed mid-flood, SIGTERM, database gone, SMTP failing, backup under load.
 * - browser: `tests/**\/*.e2e.ts`, Playwright driving Debian's Chromium against the production
 *   build served by the real server (started once in tests/support/global-setup.ts), and
 *   `tests/*.test.ts`, checks of that build's files (HTML validity).
 * Tests that start the server or the leads command as processes run bundles made once per run
 * (server/testing/bundles-setup.ts): half the CPU of `tsx` at every start. The browser tests' own
 * server runs as `npm start` runs it.
 * Order (`sequence.groupOrder`), each FILES_AT_A_TIME files at a time: first app, faults and unit
 * together (vitest takes a round's projects in name order: the fault files, long and mostly
 * waiting on retry delays and leases, start early, and unit files fill in beside the last ones),
 * then browser alone (Chromium keeps both cores busy, and its tests time animations and frames).
 */

import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig } from "vitest/config";
import type { InlineConfig } from "vitest/node";
import { company } from "./content/company.ts";
import { markdown } from "./scripts/vite-plugins/markdown.ts";
import { PARAGLIDE } from "./vite.config.ts";

/**
 * vitest's default on two cores is one file at a time, but the files wait on processes, databases
 * and browsers, which leaves a core idle. Three at a time is slower where no core is idle: the
 * fault files flood their servers, and three of them at once miss their time limits.
 */
const FILES_AT_A_TIME = 2;

/** The site's address, as the build defines it for the code under test. */
const SITE_ADDRESS = { __SITE_URL__: JSON.stringify(company.siteUrl) };

/** Bundles the server and the leads command for the tests that start them as processes. */
const PROCESS_BUNDLES = "server/testing/bundles-setup.ts";

/** The interface texts (messages/compiled), compiled when vitest starts, before any file runs. */
const COMPILE_MESSAGES = [paraglideVitePlugin(PARAGLIDE)];

/** What the unit and app projects share. */
const SOURCE_TESTS: InlineConfig = {
  environment: "node",
  testTimeout: 20_000,
  // A suite's app on PostgreSQL runs every migration and seeds the content before its tests: on a
  // loaded two-core machine that took over the default 10 s.
  hookTimeout: 30_000,
  maxWorkers: FILES_AT_A_TIME,
  // Compiled messages: 1,200 plain modules, loaded by Node as they are (a tenth of the time).
  server: { deps: { external: [/\/messages\/compiled\//] } },
};

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/vitest-summary-reporter.ts"],
    projects: [
      {
        // Routes read the blog posts' seed from `virtual:blog-posts`, and the site's address, as in the
        // build. Only this project compiles the messages.
        plugins: [markdown(), ...COMPILE_MESSAGES],
        define: SITE_ADDRESS,
        test: {
          name: "unit",
          include: ["{content,contracts,server,scripts,design}/**/*.test.{ts,tsx}"],
          exclude: ["server/faults/**", "**/node_modules/**"],
          ...SOURCE_TESTS,
          isolate: false,
          globalSetup: [PROCESS_BUNDLES],
        },
      },
      {
        plugins: [markdown()],
        define: SITE_ADDRESS,
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}"],
          // Its files import the messages the unit project compiled when vitest started.
          ...SOURCE_TESTS,
        },
      },
      {
        test: {
          name: "faults",
          include: ["server/faults/*.test.ts"],
          globalSetup: [PROCESS_BUNDLES],
          environment: "node",
          testTimeout: 60_000,
          maxWorkers: FILES_AT_A_TIME,
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/**/*.e2e.ts", "tests/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts", PROCESS_BUNDLES],
          setupFiles: ["tests/support/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Animations and timers on a loaded machine: `expect.poll` waits up to 5 s, not 1 s.
          expect: { poll: { timeout: 5_000 } },
          maxWorkers: FILES_AT_A_TIME,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
