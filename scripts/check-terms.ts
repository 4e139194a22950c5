/**
 * `npm run terms`: every Gujarati and Hindi text read against the term base (content/term-base.ts,
 * described in docs/translations.md). Prints each finding with its file, key and the word to use,
 * and exits 1 if there is any. `npm run validate` runs it beside the lint.
 */
import { fileURLToPath } from "node:url";
import { checkAll, describe } from "../content/term-check.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const findings = await checkAll(root);
for (const finding of findings) process.stdout.write(`${describe(finding)}\n`);
if (findings.length > 0) {
  process.stderr.write(
    `\nterms: ${findings.length} texts do not follow the term base (content/term-base.ts)\n`,
  );
  process.exit(1);
}
process.stdout.write("terms: every Gujarati and Hindi text follows the term base\n");
