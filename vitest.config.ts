/**
 * Two test projects:
 * - unit: `*.test.ts(x)` beside the code they test (components opt into happy-dom with a
 *   `// @vitest-environment happy-dom` first line); API tests use `app.inject` and a real database.
 * - browser: `tests/**\/*.e2e.ts`, Playwright driving Debian's Chromium against the production
 *   build served by the real server (started once in tests/support/global-setup.ts), and
 *   `tests/*.test.ts`, checks of that build's files (HTML validity).
 */
import { defineConfig } from "vitest/config";
import { markdown } from "./scripts/vite-plugins/markdown.ts";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/vitest-summary-reporter.ts"],
    projects: [
      {
        // Components read the blog index from `virtual:blog-index`, as in the build.
        plugins: [markdown()],
        test: {
          name: "unit",
          include: ["{app,content,contracts,server,scripts,design}/**/*.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/**/*.e2e.ts", "tests/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
