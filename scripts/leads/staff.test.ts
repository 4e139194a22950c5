/** `npm run leads -- users …` and `audit`, on SQLite and PostgreSQL, in-process and as a command. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { serviceSteps } from "../../content/home.ts";
import { signIn } from "../../server/inbox/auth.ts";
import { hashSessionToken } from "../../server/inbox/sessions.ts";
import { programArgs } from "../../server/testing/bundles.ts";
import { DRIVERS, testEnv } from "../../server/testing/databases.ts";
import { newTicket } from "../../server/testing/fixtures.ts";
import { repositoryPerSuite } from "../../server/testing/suites.ts";
import { run } from "../leads.ts";
import { StaffUsageError } from "./staff.ts";

const exec = promisify(execFile);
const PASSWORD = "a long enough password";

describe.each(DRIVERS)("staff CLI on %s", (driver) => {
  const suite = repositoryPerSuite(driver);

  async function cli(argv: string[], input = "") {
    let out = "";
    await run(argv, suite.repo, {
      write: (chunk) => {
        out += chunk;
      },
      error: () => undefined,
      readLine: async () => input,
    } as Parameters<typeof run>[2]);
    return out;
  }

  /** `users add`, noting in `asked` whether it asked for the password (a refusal comes before it). */
  const addNotingPassword = (asked: { password: boolean }, email: string, args: string[]) =>
    run(["users", "add", email, ...args], suite.repo, {
      write: () => undefined,
      error: () => undefined,
      readLine: async () => {
        asked.password = true;
        return PASSWORD;
      },
    } as Parameters<typeof run>[2]);

  const signInAs = (email: string, password: string) =>
    signIn(suite.repo.staff, { email, password, ipHash: `cli-test-${Math.random()}` });

  it("adds accounts with a password from stdin, refusing short passwords and duplicates", async () => {
    await expect(
      cli(["users", "add", "short@example.com", "--role", "sales"], "elevenchars"),
    ).rejects.toThrow(
      new StaffUsageError("The password is too short: it needs at least 12 characters (it has 11)."),
    );
    expect(
      await cli(["users", "add", "Priya@Example.com", "--name", "Priya Shah", "--role", "admin"], PASSWORD),
    ).toBe("Added priya@example.com (Priya Shah) as admin. They can sign in at /inbox.\n");
    await expect(cli(["users", "add", "priya@example.com", "--role", "admin"], PASSWORD)).rejects.toThrow(
      /already exists/,
    );
    await expect(cli(["users", "add", "not-an-email", "--role", "admin"], PASSWORD)).rejects.toThrow(
      StaffUsageError,
    );
    const list = await cli(["users", "list"]);
    expect(list).toMatch(/^priya@example\.com\s+Priya Shah\s+admin\s+active\n1 account\.\n$/);
    expect((await signInAs("priya@example.com", PASSWORD)).outcome).toBe("signed-in");
  });

  it("resets a password and disables an account, ending their sessions", async () => {
    const before = await signInAs("priya@example.com", PASSWORD);
    if (before.outcome !== "signed-in") throw new Error("sign-in failed");
    await cli(["users", "reset-password", "priya@example.com"], "a brand new password");
    expect(await suite.repo.staff.findSession(hashSessionToken(before.token))).toBeUndefined();
    expect((await signInAs("priya@example.com", PASSWORD)).outcome).toBe("refused");
    const after = await signInAs("priya@example.com", "a brand new password");
    if (after.outcome !== "signed-in") throw new Error("sign-in failed");

    expect(await cli(["users", "disable", "priya@example.com"])).toBe(
      "Disabled priya@example.com; its sessions have ended. An account cannot be enabled again; add a new one with `users add`.\n",
    );
    expect(await suite.repo.staff.findSession(hashSessionToken(after.token))).toBeUndefined();
    expect((await signInAs("priya@example.com", "a brand new password")).outcome).toBe("refused");
    expect(await cli(["users", "list"])).toMatch(/disabled/);
    expect(await cli(["users", "reset-password", "priya@example.com"], "another new password")).toBe(
      "New password set for priya@example.com, but the account stays disabled: it cannot sign in. An account cannot be enabled again; add a new one with `users add`.\n",
    );
    expect((await signInAs("priya@example.com", "another new password")).outcome).toBe("refused");
    await expect(cli(["users", "disable", "nobody@example.com"])).rejects.toThrow(/no account/);
  });

  it("refuses an account without a role, or with one that is not a role, before asking a password", async () => {
    const asked = { password: false };
    const addWith = (args: string[]) => addNotingPassword(asked, "nora@example.com", args);
    await expect(addWith([])).rejects.toThrow(
      new StaffUsageError(
        "No role given: choose one of admin, sales, service, editor, translator, e.g. users add nora@example.com --role sales",
      ),
    );
    await expect(addWith(["--role", "owner"])).rejects.toThrow(
      /"owner" is not a role: choose one of admin, sales/,
    );
    expect(asked.password).toBe(false);
    expect(await suite.repo.staff.findStaffByEmail("nora@example.com")).toBeUndefined();
  });

  it("changes a role, ending the account's sessions; refuses an unknown role or account", async () => {
    await cli(["users", "add", "sunil@example.com", "--role", "sales"], PASSWORD);
    const before = await signInAs("sunil@example.com", PASSWORD);
    if (before.outcome !== "signed-in") throw new Error("sign-in failed");
    expect(before.user.role).toBe("sales");
    expect(await cli(["users", "role", "Sunil@example.com", "service"])).toBe(
      "sunil@example.com is now service; its sessions have ended.\n",
    );
    expect(await suite.repo.staff.findSession(hashSessionToken(before.token))).toBeUndefined();
    const after = await signInAs("sunil@example.com", PASSWORD);
    expect(after.outcome === "signed-in" && after.user.role).toBe("service");
    expect(await cli(["users", "role", "sunil@example.com", "service"])).toBe(
      "sunil@example.com is already service; nothing changed.\n",
    );
    if (after.outcome === "signed-in")
      expect(await suite.repo.staff.findSession(hashSessionToken(after.token))).toBeDefined();
    await expect(cli(["users", "role", "sunil@example.com", "boss"])).rejects.toThrow(/"boss" is not a role/);
    await expect(cli(["users", "role", "sunil@example.com"])).rejects.toThrow(/No role given/);
    await expect(cli(["users", "role", "nobody@example.com", "sales"])).rejects.toThrow(/no account/);
    expect(await cli(["users", "list"])).toMatch(/^sunil@example\.com\s+sunil\s+service\s+active$/m);
  });

  it("adds a translator with their languages; refuses none, English, an unknown one, or --languages for another role, before asking a password", async () => {
    const asked = { password: false };
    const addWith = (email: string, args: string[]) => addNotingPassword(asked, email, args);
    const example = "e.g. users add tara@example.com --role translator --languages gu,hi";
    await expect(addWith("tara@example.com", ["--role", "translator"])).rejects.toThrow(
      new StaffUsageError(`No languages given: a translator writes one or more of gu, hi, ${example}`),
    );
    await expect(addWith("tara@example.com", ["--role", "translator", "--languages", " , "])).rejects.toThrow(
      /^No languages given/,
    );
    await expect(
      addWith("tara@example.com", ["--role", "translator", "--languages", "gu,en"]),
    ).rejects.toThrow(
      new StaffUsageError(
        `English is not a translator's language (an editor writes it): choose from gu, hi, ${example}`,
      ),
    );
    await expect(
      addWith("tara@example.com", ["--role", "translator", "--languages", "hi,fr"]),
    ).rejects.toThrow(
      new StaffUsageError(`"fr" is not a language a translator writes: choose from gu, hi, ${example}`),
    );
    for (const role of ["admin", "sales", "service", "editor"])
      await expect(addWith("esha@example.com", ["--role", role, "--languages", "gu"])).rejects.toThrow(
        new StaffUsageError(
          `--languages is only for a translator: leave it out for ${role}, or choose --role translator.`,
        ),
      );
    expect(asked.password).toBe(false);
    expect(await suite.repo.staff.findStaffByEmail("tara@example.com")).toBeUndefined();
    expect(await suite.repo.staff.findStaffByEmail("esha@example.com")).toBeUndefined();

    expect(
      await cli(
        ["users", "add", "tara@example.com", "--role", "translator", "--languages", "HI, gu"],
        PASSWORD,
      ),
    ).toBe("Added tara@example.com (tara) as translator (gu, hi). They can sign in at /inbox.\n");
    expect((await suite.repo.staff.findStaffByEmail("tara@example.com"))?.languages).toEqual(["gu", "hi"]);
    expect(await cli(["users", "add", "esha@example.com", "--role", "editor"], PASSWORD)).toBe(
      "Added esha@example.com (esha) as editor. They can sign in at /inbox.\n",
    );
    const list = await cli(["users", "list"]);
    expect(list).toMatch(/^tara@example\.com\s+tara\s+translator active {2}languages: gu, hi$/m);
    expect(list).toMatch(/^esha@example\.com\s+esha\s+editor\s+active$/m);
  });

  it("changes a translator's languages, ending their sessions; refuses it for another role", async () => {
    const before = await signInAs("tara@example.com", PASSWORD);
    if (before.outcome !== "signed-in") throw new Error("sign-in failed");
    expect(before.user.languages).toEqual(["gu", "hi"]);
    expect(await cli(["users", "languages", "Tara@example.com", "hi"])).toBe(
      "tara@example.com now writes hi; its sessions have ended.\n",
    );
    expect(await suite.repo.staff.findSession(hashSessionToken(before.token))).toBeUndefined();
    const after = await signInAs("tara@example.com", PASSWORD);
    expect(after.outcome === "signed-in" && after.user.languages).toEqual(["hi"]);
    expect(await cli(["users", "languages", "tara@example.com", "hi"])).toBe(
      "tara@example.com already writes hi; nothing changed.\n",
    );
    if (after.outcome === "signed-in")
      expect(await suite.repo.staff.findSession(hashSessionToken(after.token))).toBeDefined();
    await expect(cli(["users", "languages", "tara@example.com"])).rejects.toThrow(
      new StaffUsageError(
        "No languages given: a translator writes one or more of gu, hi, e.g. users languages tara@example.com gu,hi",
      ),
    );
    await expect(cli(["users", "languages", "tara@example.com", "en"])).rejects.toThrow(/^English is not/);
    await expect(cli(["users", "languages", "tara@example.com", "ta"])).rejects.toThrow(
      /^"ta" is not a language a translator writes: choose from gu, hi/,
    );
    await expect(cli(["users", "languages", "esha@example.com", "gu"])).rejects.toThrow(
      new StaffUsageError(
        "esha@example.com is editor, not a translator: only a translator is given languages.",
      ),
    );
    await expect(cli(["users", "languages", "nobody@example.com", "gu"])).rejects.toThrow(/no account/);
    expect((await suite.repo.staff.findStaffByEmail("esha@example.com"))?.languages).toEqual([]);
  });

  it("gives a translator's role only with languages, and takes them away with another role", async () => {
    await expect(cli(["users", "role", "esha@example.com", "translator"])).rejects.toThrow(
      new StaffUsageError(
        "No languages given: a translator writes one or more of gu, hi, e.g. users role esha@example.com translator --languages gu,hi",
      ),
    );
    await expect(cli(["users", "role", "tara@example.com", "sales", "--languages", "gu"])).rejects.toThrow(
      /^--languages is only for a translator: leave it out for sales/,
    );
    expect(await cli(["users", "role", "esha@example.com", "translator", "--languages", "gu"])).toBe(
      "esha@example.com is now translator (gu); its sessions have ended.\n",
    );
    expect(await cli(["users", "role", "esha@example.com", "translator", "--languages", "gu"])).toBe(
      "esha@example.com is already translator (gu); nothing changed.\n",
    );
    expect(await cli(["users", "role", "tara@example.com", "editor"])).toBe(
      "tara@example.com is now editor; its sessions have ended.\n",
    );
    const tara = await suite.repo.staff.findStaffByEmail("tara@example.com");
    expect([tara?.role, tara?.languages]).toEqual(["editor", []]);
    expect(await cli(["users", "list"])).toMatch(
      /^esha@example\.com\s+esha\s+translator active {2}languages: gu$/m,
    );
  });

  it("prints the audit trail oldest first, optionally since a day", async () => {
    const out = await cli(["audit"]);
    const lines = out.trim().split("\n");
    expect(lines[0]).toMatch(/IST {2}priya@example\.com {2}signed in$/);
    expect(out).toContain("priya@example.com  failed to sign in");
    expect(lines.at(-1)).toMatch(/^\d+ events, oldest first\.$/);
    expect(await cli(["audit", "--since", "2999-01-01"])).toBe("0 events, oldest first.\n");
  });

  it("names a ticket's steps and the pause's reason in the audit trail, never their codes", async () => {
    const ravi = await suite.repo.staff.addStaff(
      { email: "ravi@example.com", name: "Ravi Joshi", role: "service", passwordHash: "x" },
      new Date(),
    );
    const ticket = newTicket();
    const { id } = ticket;
    await suite.repo.tickets.insert(ticket);
    const { number } = (await suite.repo.tickets.get(id))!;
    const [first, second] = serviceSteps;
    expect(await suite.repo.tickets.pause(id, "parts", ravi.id, new Date())).toBe(true);
    expect(await suite.repo.tickets.move(id, first!.id, second!.id, ravi.id, new Date())).toBe(true);

    const out = await cli(["audit"]);
    expect(out).toContain(`ravi@example.com  paused the clock (${number}: Waiting for parts)\n`);
    expect(out).toContain(
      `ravi@example.com  moved the ticket (${number}: ${first!.name} → ${second!.name})\n`,
    );
    expect(out).not.toContain(`${first!.id} → ${second!.id}`);
  });

  it("runs as a command with the password piped in", async () => {
    const env = { ...process.env, ...testEnv(suite.db) };
    const add = (email: string) =>
      exec(process.execPath, programArgs("leads", "users", "add", email, "--role", "service"), { env });
    const child = add("arjun@example.com");
    child.child.stdin?.end(`${PASSWORD}\n`);
    const { stdout } = await child;
    expect(stdout).toBe("Added arjun@example.com (arjun) as service. They can sign in at /inbox.\n");
    const short = add("b@example.com");
    short.child.stdin?.end("short\n");
    await expect(short).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("at least 12 characters"),
    });
  });
});
