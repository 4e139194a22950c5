/**
 * The database goes away under a running server process and comes back: submissions get 503 with
 * the readable message (the no-JavaScript send page too, with the visitor's input kept), /api/health
 * answers 503, the process keeps running, and it recovers by itself once the database is back.
 *
 * PostgreSQL goes away behind a TCP proxy the test cuts (connections reset, new ones refused).
 * For SQLite, the disk refuses the server's writes: the test lowers the server process's file-size
 * limit (RLIMIT_FSIZE, via `prlimit`) to 0, so the kernel fails every write to a regular file with
 * EFBIG, as a full disk or an exhausted quota would. Running as root does not bypass it (unlike
 * file permissions), Node ignores the SIGXFSZ that comes with it, and the test raises the limit
 * back afterwards.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { sendPath } from "../../contracts/leads/forms.ts";
import { unavailableMessage } from "../plugins/errors.ts";
import { DRIVERS, type TestDatabase, testEnv } from "../testing/databases.ts";
import { type StartedPerTest, startedPerTest } from "../testing/fault-resources.ts";
import { FORM_POST, formBody, VALID } from "../testing/fixtures.ts";
import { hasSiteBuild, readPageForm, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { waitFor } from "../testing/smtp.ts";
import { startTcpProxy } from "../testing/tcp-proxy.ts";

/** The answer when a submission cannot be stored: the sales number as the repository holds it (nothing published). */
const UNAVAILABLE = unavailableMessage("en", company.phones.sales.display);

interface Fault {
  env: Record<string, string>;
  /** Takes the database away from the running server; returns how to bring it back. */
  apply(pid: number): () => void;
}

async function faultFor(db: TestDatabase, started: StartedPerTest): Promise<Fault> {
  if (db.databaseUrl) {
    const url = new URL(db.databaseUrl);
    const proxy = started.track(await startTcpProxy(Number(url.port || 5432), url.hostname), (proxy) =>
      proxy.close(),
    );
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    return {
      env: { DATABASE_URL: url.toString() },
      apply() {
        proxy.cut();
        return () => proxy.restore();
      },
    };
  }
  return {
    env: {},
    apply(pid) {
      const soft = execFileSync("prlimit", [
        "--pid",
        String(pid),
        "--fsize",
        "--raw",
        "--noheadings",
        "-o",
        "SOFT",
      ])
        .toString()
        .trim();
      execFileSync("prlimit", ["--pid", String(pid), "--fsize=0:"]);
      return () => execFileSync("prlimit", ["--pid", String(pid), `--fsize=${soft}:`]);
    },
  };
}

describe.each(DRIVERS)("database gone on %s", (driver) => {
  const started = startedPerTest();

  it("answers 503 with the message, keeps the no-JS input, and recovers without a restart", {
    timeout: 60_000,
  }, async () => {
    const db = await started.database(driver);
    const fault = await faultFor(db, started);
    const env = { LOG_LEVEL: "info", ...(hasSiteBuild ? { BUILD_DIR: SITE_BUILD_DIR } : {}), ...fault.env };
    const set = await started.replicas(1, testEnv(db, env));
    const pid = set.servers[0]!.child.pid!;
    const submit = () => set.request(0, VALID.webInquiry.path, { body: VALID.webInquiry.body });
    expect((await submit()).status).toBe(201);

    // Undone after the test even if it fails; undoing twice is harmless.
    const restore = started.track(fault.apply(pid), (undo) => undo());
    // Health notices before any visitor does.
    expect((await set.request(0, "/api/health")).status).toBe(503);
    for (let i = 0; i < 3; i++) {
      const answer = await submit();
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: UNAVAILABLE });
    }
    expect(UNAVAILABLE).toMatch(/call us on \+91 \d{5} \d{5}\.$/);
    if (hasSiteBuild) {
      // A form posted without JavaScript (to the API, as a page cached long ago does) is sent on to
      // its send page, which shows the message and the form again with everything kept.
      const input = {
        ...VALID.appointment.body,
        jobTitle: "Other",
        comments: "Lift for a G+3 bungalow & garden",
      };
      const page = await fetch(`${set.url(0)}${VALID.appointment.path}`, {
        method: "POST",
        headers: FORM_POST,
        body: formBody(input),
      });
      expect(page.url).toBe(`${set.url(0)}${sendPath("appointment")}`);
      expect(page.status).toBe(503);
      const form = readPageForm(await page.text(), "appointment");
      expect(form.summary).toContain(UNAVAILABLE);
      // Posted without a Referer: the lead names the send page it went through.
      expect(form.values).toEqual({ ...input, website: "", sourcePage: sendPath("appointment") });
    }
    expect((await set.request(0, "/api/health")).status).toBe(503);
    expect(set.alive(0)).toBe(true);

    restore();
    await waitFor(async () => (await set.request(0, "/api/health")).status === 200, 15_000, "recovery");
    expect((await submit()).status).toBe(201);
    expect(set.servers[0]!.child.pid).toBe(pid);
    expect(set.output(0)).toMatch(/takes writes again/);
  });
});
