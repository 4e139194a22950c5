/**
 * `npm run build`: react-router build (prerendering every route), then scripts/postbuild.mjs.
 * Holds a lock while it runs, so builds started at the same time (parallel test runs, a second
 * terminal) wait for each other instead of deleting each other's output.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";

const LOCK = ".build-lock";
const STALE_MS = 5 * 60 * 1000;

function acquire() {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {}
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

acquire();
const release = () => rmSync(LOCK, { recursive: true, force: true });
process.on("SIGINT", () => {
  release();
  process.exit(130);
});
let status = 1;
try {
  // Always the production build the budgets speak of, even when called from a test runner
  // (vitest sets NODE_ENV=test, which would build React's development version).
  const build = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  status = build.status ?? 1;
  if (status === 0)
    status =
      spawnSync(process.execPath, ["--import", "tsx", "scripts/postbuild.mjs"], { stdio: "inherit" })
        .status ?? 1;
} finally {
  release();
}
process.exit(status);
