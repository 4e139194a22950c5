import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, ConfigError, loadConfig, toWholeMs } from "./config.ts";
import type { LeadRepository } from "./db/repository.ts";
import { LEASE_PER_SEND, OutboxWorker } from "./leads/outbox-worker.ts";

describe("loadConfig", () => {
  it("applies the run contract's defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.LEADS_RATE_LIMIT).toBe(10);
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty optional URLs as unset and trims SITE_URL's trailing slash", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", SITE_URL: "https://lifts.example.com/" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("https://lifts.example.com");
  });

  it("takes a variable set to nothing (or to spaces) as unset: its default", () => {
    const defaults = loadConfig({});
    for (const blank of ["", "  "]) {
      expect(loadConfig(Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, blank])))).toEqual(defaults);
    }
    expect(loadConfig({ LEADS_RATE_LIMIT: "" }).LEADS_RATE_LIMIT).toBe(10);
    expect(loadConfig({ PORT: "" }).PORT).toBe(3000);
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", LEADS_RATE_LIMIT: "-1" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", SITE_URL: "not a url" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: .*\(got "eighty"\)/);
      expect((error as Error).message).toMatch(/SITE_URL: /);
    }
  });
});

describe("messages about refused values", () => {
  it.each([
    ["DATABASE_URL", "mysql://leads:hunter2-db@db.internal/leads", "mysql://leads:***@db.internal/leads"],
    ["DATABASE_URL", "mysql://leads:hunter2@db@db.internal:3306", "mysql://leads:***@db.internal:3306"],
    ["SMTP_URL", "http://mailer:hunter2-smtp@mail.example.com", "http://mailer:***@mail.example.com"],
    ["SITE_URL", "ftp://site:hunter2-site@example.com", "ftp://site:***@example.com"],
    ["SITE_URL", "https://site:hunter2-site@example.com", "https://site:***@example.com"],
    ["DATABASE_URL", "postgres://u:hunter2#x@127.0.0.1:1/x", "postgres://u:***@127.0.0.1:1/x"],
    ["SMTP_URL", "smtp://user:hunter2/x@127.0.0.1:1", "smtp://user:***@127.0.0.1:1"],
    ["SMTP_URL", "smtp://user:hunter2?x@127.0.0.1:1", "smtp://user:***@127.0.0.1:1"],
  ])("never show the password of %s", (name, value, shown) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: `);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(`(got ${JSON.stringify(shown)})`);
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("never show a salt", () => {
    expect(() => loadConfig({ LEADS_IP_SALT: "short-secret" })).toThrow(
      /LEADS_IP_SALT: .*\(got a secret of 12 characters\)/,
    );
    expect(() => loadConfig({ LEADS_IP_SALT: "short-secret" })).not.toThrow(/short-secret/);
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set to true or 1", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
});

describe("values the server cannot work with", () => {
  it.each([
    ["DATABASE_URL", "mysql://x"],
    ["DATABASE_URL", "sqlite:///tmp/leads.db"],
    ["SITE_URL", "ftp://x"],
    ["SITE_URL", "https://lifts.example.com/en?x=1"],
    ["SITE_URL", "https://user@lifts.example.com"],
    ["SMTP_URL", "http://mail.example.com"],
    ["MAIL_FROM", "no-reply"],
    ["MAIL_FROM", "Urdhva <no-reply>"],
    ["LEADS_NOTIFY_TO", "sales@example.com,"],
    ["LEADS_NOTIFY_TO", "sales"],
    ["LEADS_NOTIFY_TO", '"Shah, Priya <priya@example.com>'],
    ["LEADS_NOTIFY_TO", "Shah, Priya <priya@example.com>"],
    ["LEADS_NOTIFY_TO", "priya@bücher..example"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`${name}: .*\\(got ${JSON.stringify(value).replace(/[?.*+()[\]\\]/g, "\\$&")}\\)`),
    );
  });

  it("accepts every form the server can use", () => {
    const config = loadConfig({
      DATABASE_URL: "postgresql://user:pw@db.internal:5432/leads",
      SITE_URL: "http://127.0.0.1:3000",
      SMTP_URL: "smtps://user:pw@mail.example.com:465",
      MAIL_FROM: "Urdhva Elevators <no-reply@example.com>",
      LEADS_NOTIFY_TO: "sales@example.com, Priya Shah <priya@example.com>",
    });
    expect(config.DATABASE_URL).toMatch(/^postgresql:/);
    for (const list of [
      '"Shah, Priya" <priya@example.com>, sales@example.com',
      '"Priya \\"PS\\" Shah" <priya@example.com>',
      "vertrieb@bücher.example, Müller <m@müller.example>",
    ]) {
      expect(loadConfig({ LEADS_NOTIFY_TO: list }).LEADS_NOTIFY_TO).toBe(list);
    }
    expect(config.SITE_URL).toBe("http://127.0.0.1:3000");
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/leads", SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL,
    ).toBe("smtp://127.0.0.1:2525");
  });
});

describe("durations", () => {
  it("every outbox setting the configuration accepts becomes whole milliseconds", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 600 })
          .chain((send) =>
            fc.tuple(fc.constant(send), fc.integer({ min: LEASE_PER_SEND * send, max: 3600 })),
          ),
        fc.double({ min: 0.05, max: 3600, noNaN: true }),
        ([send, lease], retry) => {
          const config = loadConfig({
            OUTBOX_SEND_TIMEOUT_SECONDS: String(send),
            OUTBOX_LEASE_SECONDS: String(lease),
            OUTBOX_RETRY_SECONDS: String(retry),
          });
          // The worker refuses any duration that is not a positive whole number of milliseconds.
          new OutboxWorker({
            repo: {} as LeadRepository,
            transport: null,
            from: "no-reply@example.com",
            log: console,
            leaseMs: toWholeMs(config.OUTBOX_LEASE_SECONDS),
            sendTimeoutMs: toWholeMs(config.OUTBOX_SEND_TIMEOUT_SECONDS),
            baseDelayMs: toWholeMs(config.OUTBOX_RETRY_SECONDS),
          });
        },
      ),
    );
  });

  it("refuses a lease shorter than three send timeouts, naming the lease", () => {
    expect(loadConfig({ OUTBOX_LEASE_SECONDS: "60" }).OUTBOX_SEND_TIMEOUT_SECONDS).toBe(20);
    expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: "2" })).toThrow(
      /OUTBOX_LEASE_SECONDS: must be at least 3 times OUTBOX_SEND_TIMEOUT_SECONDS \(20 s\): 60 or more/,
    );
    expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: "59" })).toThrow(/OUTBOX_LEASE_SECONDS: /);
    expect(
      loadConfig({ OUTBOX_LEASE_SECONDS: "6", OUTBOX_SEND_TIMEOUT_SECONDS: "2" }).OUTBOX_LEASE_SECONDS,
    ).toBe(6);
    expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: "6", OUTBOX_SEND_TIMEOUT_SECONDS: "3" })).toThrow(
      /OUTBOX_LEASE_SECONDS: .*\(3 s\): 9 or more/,
    );
  });
});

describe("photograph limits", () => {
  it("take a phone's photo by default: 25 MB and 50 megapixels", () => {
    expect(loadConfig({})).toMatchObject({ MEDIA_MAX_UPLOAD_MB: 25, MEDIA_MAX_MEGAPIXELS: 50 });
  });

  it.each([
    ["MEDIA_MAX_UPLOAD_MB", "1", 1],
    ["MEDIA_MAX_UPLOAD_MB", "2.5", 2.5],
    ["MEDIA_MAX_UPLOAD_MB", "100", 100],
    ["MEDIA_MAX_MEGAPIXELS", "1", 1],
    ["MEDIA_MAX_MEGAPIXELS", "12.5", 12.5],
    ["MEDIA_MAX_MEGAPIXELS", "268", 268],
  ] as const)("accept %s=%s", (name, value, read) => {
    expect(loadConfig({ [name]: value })[name]).toBe(read);
  });

  it.each([
    ["MEDIA_MAX_UPLOAD_MB", "0"],
    ["MEDIA_MAX_UPLOAD_MB", "0.5"],
    ["MEDIA_MAX_UPLOAD_MB", "101"],
    ["MEDIA_MAX_UPLOAD_MB", "25MB"],
    ["MEDIA_MAX_MEGAPIXELS", "0"],
    ["MEDIA_MAX_MEGAPIXELS", "-12"],
    // More than sharp decodes at all (16383 × 16383 pixels).
    ["MEDIA_MAX_MEGAPIXELS", "269"],
    ["MEDIA_MAX_MEGAPIXELS", "2500"],
  ])("refuse %s=%s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*\\(got "${value}"\\)`));
  });
});
