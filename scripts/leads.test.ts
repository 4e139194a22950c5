/** `npm run leads`: list, export (CSV/JSON, filters) and purge, on SQLite and PostgreSQL. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import type { NewLead } from "../server/db/leads.ts";
import { CSV_COLUMNS } from "../server/leads/export.ts";
import { formatReceived } from "../server/leads/notifications.ts";
import { programArgs } from "../server/testing/bundles.ts";
import { DRIVERS, testEnv } from "../server/testing/databases.ts";
import { newLead } from "../server/testing/fixtures.ts";
import { repositoryPerSuite } from "../server/testing/suites.ts";
import { capturedRun } from "./leads/captured-run.ts";
import { StaffUsageError } from "./leads/staff.ts";
import { extractOutput, leadMarks, parseAge, parseSince, run, UsageError } from "./leads.ts";

const exec = promisify(execFile);

describe.each(DRIVERS)("leads CLI on %s", (driver) => {
  const suite = repositoryPerSuite(driver);
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);

  beforeAll(async () => {
    const rows: NewLead[] = [
      newLead({ kind: "newsletter", data: { email: "old@example.com" }, createdAt: daysAgo(800) }),
      newLead({
        kind: "webInquiry",
        data: {
          name: "=2+5",
          mobileNo: "9876543210",
          email: "w@example.com",
          subject: 'Say "hi", ok',
          message: "a\nb",
        },
        createdAt: daysAgo(10),
      }),
      newLead({
        kind: "question",
        data: {
          name: "મીરા",
          email: "q@example.com",
          generalQuestions: "General Questions",
          questions: "-1?",
        },
        createdAt: daysAgo(2),
        flagged: true,
      }),
      newLead({ kind: "newsletter", data: { email: "new@example.com" }, createdAt: daysAgo(1) }),
    ];
    for (const row of rows) await suite.repo.leads.insert(row, []);
  });

  it("exports every lead of every kind as CSV, oldest first, formula-safe", async () => {
    const { out, errors } = await capturedRun(["export"], suite.repo);
    const lines = out.split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    // Formulas prefixed with ', quotes doubled, line breaks and non-Latin text kept.
    const cells = [
      "old@example.com",
      "new@example.com",
      "'=2+5",
      '"Say ""hi"", ok"',
      '"a\nb"',
      "મીરા",
      "'-1?",
    ];
    for (const cell of cells) expect(out).toContain(cell);
    expect(out.indexOf("old@example.com")).toBeLessThan(out.indexOf("new@example.com"));
    expect(errors).toEqual(["Exported 4 leads."]);
    const withBom = await capturedRun(["export", "--bom"], suite.repo);
    expect(withBom.out).toBe(`\uFEFF${out}`);
  });

  it("narrows by --type and --since, and exports JSON", async () => {
    const newsletter = await capturedRun(["export", "--type", "newsletter"], suite.repo);
    expect(newsletter.errors).toEqual(["Exported 2 leads."]);
    const since = new Date(now - 5 * 86_400_000).toISOString().slice(0, 10);
    const json = await capturedRun(["export", "--format", "json", "--since", since], suite.repo);
    const parsed = JSON.parse(json.out);
    expect(parsed.map((row: { kind: string }) => row.kind)).toEqual(["question", "newsletter"]);
    expect(parsed[0]).toMatchObject({ flagged: true, data: { name: "મીરા" } });
    expect(parsed[0]).not.toHaveProperty("ipHash");
    const none = await capturedRun(["export", "--format", "json", "--type", "appointment"], suite.repo);
    expect(JSON.parse(none.out)).toEqual([]);
  });

  it("lists the newest leads as a short table", async () => {
    const { out } = await capturedRun(["list", "--limit", "2"], suite.repo);
    const lines = out.trim().split("\n");
    expect(lines[0]).toMatch(/^Received \(IST\)\s+Kind\s+Name\s+Email/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain("new@example.com");
    expect(lines[3]).toContain("(spam)");
    expect(lines[4]).toBe("2 of 4 leads shown, newest first.");
  });

  it("marks an erased lead (its fields are empty) and one whose consent is withdrawn", () => {
    const at = new Date("2026-11-27T05:00:00Z");
    expect(leadMarks({ flagged: false, erasedAt: at, consentWithdrawnAt: at })).toBe(
      ` (erased ${formatReceived(at)})`,
    );
    expect(leadMarks({ flagged: true, erasedAt: null, consentWithdrawnAt: at })).toBe(
      " (spam) (consent withdrawn: do not contact)",
    );
    expect(leadMarks({ flagged: false, erasedAt: null, consentWithdrawnAt: null })).toBe("");
  });

  it("refuses bad arguments with a usage error", async () => {
    await expect(capturedRun(["export", "--type", "spam"], suite.repo)).rejects.toThrow(UsageError);
    await expect(capturedRun(["export", "--format", "xml"], suite.repo)).rejects.toThrow(UsageError);
    await expect(capturedRun(["export", "--since", "2026-02-30"], suite.repo)).rejects.toThrow(UsageError);
    await expect(capturedRun(["purge"], suite.repo)).rejects.toThrow(UsageError);
    await expect(capturedRun(["frobnicate"], suite.repo)).rejects.toThrow(UsageError);
    await expect(capturedRun(["list", "--limit", "99999999999999999999"], suite.repo)).rejects.toThrow(
      new UsageError('--limit must be a whole number from 1 to 2147483647 (got "99999999999999999999")'),
    );
    await expect(capturedRun(["audit", "--limit", "2147483648"], suite.repo)).rejects.toThrow(UsageError);
    await expect(capturedRun(["export", "--format", "json", "--bom"], suite.repo)).rejects.toThrow(
      UsageError,
    );
  });

  it("refuses an option its command does not take instead of ignoring it (purge --type would delete every kind)", async () => {
    await expect(
      capturedRun(["purge", "--older-than", "24m", "--type", "newsletter"], suite.repo),
    ).rejects.toThrow(new UsageError("purge does not take --type; it takes --older-than, --dry-run"));
    await expect(
      capturedRun(["purge", "--older-than", "1d", "--since", "2026-01-01"], suite.repo),
    ).rejects.toThrow(UsageError);
    await expect(capturedRun(["list", "--dry-run"], suite.repo)).rejects.toThrow(UsageError);
    expect(await suite.repo.leads.count()).toBe(4);
  });

  it("refuses to purge with a zero age (every lead, today's too) and names the smallest period", async () => {
    for (const age of ["0d", "0m", "0y"]) {
      for (const dryRun of [[], ["--dry-run"]]) {
        await expect(capturedRun(["purge", "--older-than", age, ...dryRun], suite.repo)).rejects.toThrow(
          new UsageError(
            `--older-than must be a whole number of days, months or years, at least 1d, like 24m, 90d or 2y (got "${age}")`,
          ),
        );
      }
    }
    expect(await suite.repo.leads.count()).toBe(4);
  });

  it("purges leads older than 24 months and says how many (dry run first)", async () => {
    const dry = await capturedRun(["purge", "--older-than", "24m", "--dry-run"], suite.repo);
    expect(dry.out).toMatch(/^Would delete 1 lead/);
    expect(await suite.repo.leads.count()).toBe(4);
    const { out } = await capturedRun(["purge", "--older-than", "24m"], suite.repo);
    expect(out).toMatch(/^Deleted 1 lead created before /);
    expect(await suite.repo.leads.count()).toBe(3);
    expect((await capturedRun(["purge", "--older-than", "24m"], suite.repo)).out).toMatch(/^Deleted 0 leads/);
  });

  it("runs as `tsx scripts/leads.ts` against the same storage (as npm run leads does)", async () => {
    const output = path.join(suite.db.dataDir, "export.csv");
    const env = { ...process.env, ...testEnv(suite.db) };
    const { stdout } = await exec(process.execPath, ["--import", "tsx", "scripts/leads.ts", "list"], { env });
    expect(stdout).toContain("3 of 3 leads shown");
    await exec(process.execPath, ["--import", "tsx", "scripts/leads.ts", "export", "--output", output], {
      env,
    });
    expect(fs.readFileSync(output, "utf8").split("\r\n")).toHaveLength(5); // header, 3 rows, final ""
    const failed = await exec(process.execPath, ["--import", "tsx", "scripts/leads.ts", "nope"], {
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage:") });
  });

  it("ends quietly with exit 0 when the reader of its output goes away (`list | head -1`)", async () => {
    const env = { ...process.env, ...testEnv(suite.db) };
    // `true` exits at once without reading, so every write of the CLI meets a closed pipe (EPIPE).
    const { stderr } = await exec(
      "bash",
      ["-c", 'set -o pipefail; "$0" "$1" list | true', process.execPath, ...programArgs("leads")],
      { env },
    );
    expect(stderr).toBe("");
  });

  it("blames an --output path that cannot be written, not the storage, with exit 3", async () => {
    const env = { ...process.env, ...testEnv(suite.db) };
    const folder = suite.db.dataDir;
    const missing = path.join(folder, "missing", "leads.csv");
    const problems = [
      [folder, `it is a folder. Name a file, e.g. --output ${path.join(folder, "leads.csv")}`],
      [missing, `the folder ${path.dirname(missing)} does not exist`],
    ];
    for (const [target, reason] of problems) {
      const failed = await exec(process.execPath, programArgs("leads", "export", "--output", target!), {
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: 3, stderr: `Cannot write --output ${target}: ${reason}\n` });
    }
  });

  it("never writes an export over a database: a backup, or the storage's own files", async () => {
    const env = { ...process.env, ...testEnv(suite.db) };
    const backup = path.join(suite.db.dataDir, "..", `backup-${driver}.sqlite`);
    fs.writeFileSync(backup, Buffer.concat([Buffer.from("SQLite format 3\0", "latin1"), Buffer.alloc(84)]));
    const targets = [
      backup,
      ...["leads.sqlite", "leads.sqlite-wal", "ip-hash.salt"]
        .map((name) => path.join(suite.db.dataDir, name))
        .filter((file) => fs.existsSync(file)),
    ];
    for (const target of targets) {
      const before = fs.readFileSync(target);
      const failed = await exec(process.execPath, programArgs("leads", "export", "--output", target), {
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({
        code: 3,
        stderr: expect.stringMatching(/^Cannot write --output .*: it is .*database.* Name another file\.\n$/),
      });
      expect(fs.readFileSync(target).equals(before)).toBe(true);
    }
    fs.rmSync(backup);
  });

  it("takes one file name for a backup, never an option or extra words", async () => {
    const env = { ...process.env, ...testEnv(suite.db) };
    for (const args of [["--dry-run"], ["copy.sqlite", "extra"]]) {
      const failed = await exec(process.execPath, programArgs("leads", "backup", ...args), {
        env,
        cwd: process.cwd(),
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("backup takes one file name"),
      });
      expect(fs.existsSync(args[0]!)).toBe(false);
    }
  });
});

describe("leads CLI on a DATA_DIR without a lead database", () => {
  const cli = (dataDir: string, ...argv: string[]) =>
    exec(process.execPath, programArgs("leads", ...argv), {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);

  it("refuses a DATA_DIR that is missing, is a file or holds no database, and creates nothing", {
    timeout: 60_000,
  }, async ({ onTestFinished }) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "urdhva-cli-"));
    onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
    const file = path.join(folder, "a-file");
    fs.writeFileSync(file, "");
    const typo = path.join(folder, "dtaa");
    // Each a process of its own, at the same time: a busy machine starts them slowly.
    const cases = [
      [typo, "list", `${typo} does not exist`],
      [file, "export", `${file} is not a folder`],
      [folder, "list", `there is no lead database in ${folder}`],
    ] as const;
    const ended = await Promise.all(cases.map(([dataDir, command]) => cli(dataDir, command)));
    cases.forEach(([, , problem], i) => {
      expect(ended[i]).toMatchObject({ code: 1, stdout: "" });
      expect((ended[i] as { stderr: string }).stderr).toContain(
        `Invalid environment configuration:\n  DATA_DIR: ${problem}`,
      );
    });
    expect(fs.readdirSync(folder)).toEqual(["a-file"]);
  });
});

/** What a terminal would act on (other than the line breaks the CLI itself writes). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe.each(DRIVERS)("leads CLI printing stored text on %s", (driver) => {
  const suite = repositoryPerSuite(driver);

  beforeAll(async () => {
    // Stored as if by an older version, another tool or a mail server: the CLI must not trust it.
    await suite.repo.leads.insert(
      newLead({
        kind: "webInquiry",
        data: {
          name: "\u001b[2J\u001b[HMallory",
          mobileNo: "9876543210",
          email: "m\u009b31m@example.com",
          subject: "s",
          message: "m",
        },
        createdAt: new Date(),
      }),
      [{ recipient: "visitor", message: { to: "m@example.com", subject: "s", text: "t" } }],
    );
    const [mail] = await suite.repo.outbox.claim(1, 60_000);
    await suite.repo.outbox.markFailed(mail!.id, "550 \u001b]0;pwned\u0007 no such user", null);
    const eve = await suite.repo.staff.addStaff(
      {
        email: "eve\u001b[8m@example.com",
        name: "Eve\r\n2026 forged line",
        role: "sales",
        passwordHash: "x",
      },
      new Date(),
    );
    await suite.repo.staff.recordAudit({
      at: new Date(),
      userId: eve.id,
      action: "export",
      detail: "search \u001b[1A\u001b[2K\u202egnp.exe",
    });
  });

  it("shows control characters escaped in list, its mail lines, audit and users list", async () => {
    const list = (await capturedRun(["list"], suite.repo)).out;
    expect(list).not.toMatch(TERMINAL_CONTROL);
    expect(list).toContain("\\x1b[2J\\x1b[H");
    expect(list).toContain("m\\x9b31m@example.com");
    expect(list).toContain("FAILED after 1 attempt: 550 \\x1b]0;pwned\\x07 no such user");

    const audit = (await capturedRun(["audit"], suite.repo)).out;
    expect(audit).not.toMatch(TERMINAL_CONTROL);
    expect(audit.split("\n")).toEqual([
      expect.stringMatching(
        /IST {2}eve\\x1b\[8m@example\.com {2}exported leads \(search \\x1b\[1A\\x1b\[2K\\u202egnp\.exe\)$/,
      ),
      "1 event, oldest first.",
      "",
    ]);

    const users = (await capturedRun(["users", "list"], suite.repo)).out;
    expect(users).not.toMatch(TERMINAL_CONTROL);
    expect(users).toMatch(
      /^eve\\x1b\[8m@example\.com +Eve\\r\\n2026 forged line +sales +active\n1 account\.\n$/,
    );
  });

  it("refuses control characters in a new account's email or name", async () => {
    const add = (args: string[]) =>
      run(["users", "add", ...args, "--role", "sales"], suite.repo, {
        write: () => undefined,
        error: () => undefined,
        readLine: async () => "a long enough password",
      } as Parameters<typeof run>[2]);
    await expect(add(["a\u001b[8m@example.com"])).rejects.toThrow(
      new StaffUsageError("The email contains control characters: a\\x1b[8m@example.com"),
    );
    await expect(add(["b@example.com", "--name", "B\u0007ob"])).rejects.toThrow(
      new StaffUsageError("The name contains control characters: B\\x07ob"),
    );
    expect(await suite.repo.staff.findStaffByEmail("b@example.com")).toBeUndefined();
  });
});

describe("argument parsing", () => {
  it("reads ages in days, months and years", () => {
    const now = new Date("2026-03-31T12:00:00Z");
    expect(parseAge("24m", now).toISOString()).toBe("2024-03-31T12:00:00.000Z");
    expect(parseAge("90d", now).toISOString()).toBe("2025-12-31T12:00:00.000Z");
    expect(parseAge("2y", now).toISOString()).toBe("2024-03-31T12:00:00.000Z");
    expect(() => parseAge("24", now)).toThrow(UsageError);
    expect(() => parseAge("-1m", now)).toThrow(UsageError);
  });

  it("counts months back on the calendar, ending on the last day of a shorter month", () => {
    const at = (iso: string) => new Date(`${iso}T10:00:00.000Z`);
    expect(parseAge("1m", at("2026-03-31")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(parseAge("3m", at("2026-05-31")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(parseAge("1y", at("2028-02-29")).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(parseAge("24m", at("2026-01-15")).toISOString()).toBe("2024-01-15T10:00:00.000Z");
    expect(parseAge("1m", at("2026-01-31")).toISOString()).toBe("2025-12-31T10:00:00.000Z");
  });

  it("takes one day as the smallest age and refuses zero, negative and malformed ones", () => {
    const now = new Date("2026-03-31T12:00:00Z");
    expect(parseAge("1d", now).toISOString()).toBe("2026-03-30T12:00:00.000Z");
    for (const age of ["0d", "0m", "0y", "000d", "-1d", "-0m", "1.5m", "1e2d", "d", "", "24w"]) {
      expect(() => parseAge(age, now), age).toThrow(/at least 1d/);
    }
  });

  it("reads --since as the start of that day in India", () => {
    expect(parseSince("2026-01-31").toISOString()).toBe("2026-01-30T18:30:00.000Z");
    expect(() => parseSince("31-01-2026")).toThrow(UsageError);
  });

  it("takes --output out of the arguments", () => {
    expect(extractOutput(["export", "--output", "x.csv", "--type", "question"])).toEqual({
      argv: ["export", "--type", "question"],
      output: "x.csv",
    });
    expect(() => extractOutput(["export", "-o"])).toThrow(UsageError);
  });
});
