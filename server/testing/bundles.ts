/**
 * Test support: how tests start the server and the leads command as processes. They run the
 * bundles made by the project's global setup (server/testing/bundles-setup.ts), which start in
 * half the CPU of `node --import tsx`. The real commands are still run as such: the browser tests'
 * server by `npm start`'s command, and the leads command by the test named after `npm run leads`.
 */
import path from "node:path";
import { inject } from "vitest";
import type { PROGRAMS } from "./bundles-setup.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder with one bundle per program, `<name>.mjs`. */
    bundleDir: string;
  }
}

/** Arguments for `process.execPath` that run a program of PROGRAMS with `args`. */
export function programArgs(program: keyof typeof PROGRAMS, ...args: string[]): string[] {
  return [path.join(inject("bundleDir"), `${program}.mjs`), ...args];
}
