/**
 * Global setup of the test projects that start the server or the leads command as processes:
 * bundles both programs into one file each, once per run (read them with server/testing/bundles.ts).
 *
 * `node --import tsx server/server.ts` compiles and resolves some 2,000 modules at every start,
 * about 4 s of CPU on this project's two-core machine; the bundle starts in about half of that,
 * and the leads command in a fifth. Packages stay in node_modules, loaded as `npm start` loads
 * them.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Loader, type Plugin } from "esbuild";
import type { TestProject } from "vitest/node";

/** The programs tests start as processes, by their entry file. */
export const PROGRAMS = { server: "server/server.ts", leads: "scripts/leads.ts" } as const;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const LOADERS: Record<string, Loader> = { ".ts": "ts", ".tsx": "tsx" };

/**
 * Modules that find files beside themselves (content/blogs, uploads, design tokens) keep their
 * own location in the bundle. The entry keeps the bundle's `import.meta.url`: its "am I the
 * program?" check compares it with the script node runs.
 */
function keepModuleLocations(entry: string): Plugin {
  return {
    name: "keep-module-locations",
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let contents = await readFile(file, "utf8");
        if (file !== entry) {
          contents = contents
            .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(file)))
            .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(file).href));
        }
        return { contents, loader: LOADERS[path.extname(file)] ?? "js" };
      });
    },
  };
}

/**
 * Under the project, so that the bundles' packages resolve from node_modules; one folder per
 * checkout, as several may share one node_modules (git worktrees linking it) and run at once, and
 * one per test project, as their set-ups run side by side.
 */
function bundleDir(project: TestProject) {
  const checkout = createHash("sha256").update(ROOT).digest("hex").slice(0, 12);
  return path.join(ROOT, "node_modules/.cache/test-bundles", checkout, project.name);
}

export async function setup(project: TestProject) {
  const outdir = bundleDir(project);
  await mkdir(outdir, { recursive: true });
  await Promise.all(
    Object.entries(PROGRAMS).map(([program, entry]) =>
      build({
        entryPoints: [path.join(ROOT, entry)],
        outfile: path.join(outdir, `${program}.mjs`),
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        jsx: "automatic",
        plugins: [keepModuleLocations(path.join(ROOT, entry))],
        logLevel: "warning",
      }),
    ),
  );
  // Its real path (node_modules may be a link): node gives a module the real path as its
  // `import.meta.url`, which the leads command compares with the script node was told to run.
  project.provide("bundleDir", await realpath(outdir));
}
