/**
 * A fingerprint of everything the site build depends on (sources, content, config, lock file and
 * SITE_URL). `npm start` rebuilds when it differs from the one saved with the last build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "content",
  "contracts",
  "public",
  "scripts/vite-plugins",
  "scripts/postbuild.mjs",
  "server/inline-scripts.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
export const STAMP_FILE = path.resolve("build/.stamp");

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .filter((name) => !name.endsWith(".test.ts") && !name.endsWith(".test.tsx"))
    .flatMap((name) => files(path.join(entry, name)));
}

export function currentStamp() {
  const hash = createHash("sha256");
  hash.update(`SITE_URL=${process.env.SITE_URL?.trim() ?? ""}\n`);
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

export function buildIsFresh() {
  return (
    existsSync(STAMP_FILE) &&
    existsSync("build/client/index.html") &&
    readFileSync(STAMP_FILE, "utf8") === currentStamp()
  );
}

export function saveStamp() {
  writeFileSync(STAMP_FILE, currentStamp());
}
