/**
 * `npm test` (`npm run validate`): every check, stopping at the first that fails.
 * 0. The interface texts compiled once (`npm run messages`): on a fresh checkout the first compile
 *    writes the message project's files (project.inlang/), and two compiles at once, the
 *    typecheck's and the build's, could read a file the other was writing.
 * 1. Side by side, as each needs about one core: typecheck, lint followed by the term check (every
 *    Gujarati and Hindi text against the term base, content/term-base.ts), and the production build
 *    followed by its budgets. Their output is held and printed whole, one step after the other.
 * 2. Every vitest project (unit, app, faults, browser), with its output as it comes.
 */
import { spawn } from "node:child_process";

/** Runs `npm run <script>` for each script in turn; resolves with the exit code and the output. */
function runInTurn(scripts) {
  return scripts.reduce(
    (previous, script) =>
      previous.then((result) => {
        if (result.code !== 0) return result;
        return new Promise((resolve) => {
          const child = spawn("npm", ["run", "-s", script], { env: process.env });
          let output = result.output;
          child.stdout.on("data", (chunk) => {
            output += chunk;
          });
          child.stderr.on("data", (chunk) => {
            output += chunk;
          });
          child.on("close", (code) => resolve({ code: code ?? 1, output, script }));
        });
      }),
    Promise.resolve({ code: 0, output: "", script: "" }),
  );
}

const started = performance.now();
const compiled = await runInTurn(["messages"]);
if (compiled.code !== 0) {
  process.stderr.write(`${compiled.output}\nvalidate: "npm run messages" failed (exit ${compiled.code})\n`);
  process.exit(compiled.code);
}
const steps = [["typecheck"], ["lint", "terms"], ["build", "budget"]];
const results = await Promise.all(steps.map(runInTurn));
for (const [index, result] of results.entries()) {
  process.stdout.write(`\n> ${steps[index].join(" && ")}\n${result.output}`);
}
const failure = results.find((result) => result.code !== 0);
if (failure) {
  process.stderr.write(`\nvalidate: "npm run ${failure.script}" failed (exit ${failure.code})\n`);
  process.exit(failure.code);
}
process.stdout.write(
  `\nvalidate: typecheck, lint, terms, build and budget passed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);

const vitest = spawn("npx", ["vitest", "run"], { stdio: "inherit" });
vitest.on("close", (code) => process.exit(code ?? 1));
