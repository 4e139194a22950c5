/** For tests: runs the leads command against `repo` and returns what it printed and its errors. */
import type { LeadRepository } from "../../server/db/repository.ts";
import { run } from "../leads.ts";

/** `secret` puts the personal links into the emails `mail` prints, as the real command does. */
export async function capturedRun(argv: string[], repo: LeadRepository, secret?: string) {
  let out = "";
  const errors: string[] = [];
  await run(
    argv,
    repo,
    {
      write: (chunk) => {
        out += chunk;
      },
      error: (line) => {
        errors.push(line);
      },
    },
    secret,
  );
  return { out, errors };
}
