/**
 * Environment configuration, validated once at start-up.
 * A bad value stops the server with a message naming the variable: a value is accepted only if
 * the server can work with it (a PostgreSQL URL, an http(s) site origin, an SMTP URL, mail
 * addresses of the form `name@domain` or `Name <name@domain>`). A variable set to nothing (or to
 * spaces) counts as unset, so it takes its default.
 */
import path from "node:path";
import { z } from "zod";
import { envelopeAddress, splitMailboxes } from "./leads/mailboxes.ts";
import { DEFAULT_SEND_TIMEOUT_SECONDS, LEASE_PER_SEND } from "./leads/outbox-worker.ts";

const port = z.coerce.number().int().min(0).max(65535);

/** The URL, or null when the text is none (zod runs refinements even after `.url()` failed). */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An optional URL whose scheme must be one of `schemes`. */
function optionalUrl(schemes: string[], what: string) {
  return z
    .string()
    .trim()
    .url()
    .refine((value) => schemes.includes(parseUrl(value)?.protocol.slice(0, -1) ?? ""), {
      message: `must be ${what} (${schemes.map((scheme) => `${scheme}://`).join(" or ")})`,
    })
    .optional();
}

const EMAIL = z.email();
/** A name as a mail header takes it: any double quotes come in pairs (`"Shah, Priya"`). */
const isDisplayName = (name: string) => (name.replace(/\\./g, "").match(/"/g) ?? []).length % 2 === 0;
/**
 * `name@domain` or `Display Name <name@domain>`, as a mail header takes it. The domain may be
 * internationalised (`bücher.example`): it is sent in its ASCII form, as nodemailer does.
 */
function isMailbox(value: string): boolean {
  const named = /^([^<>]*)<([^<>\s]+)>$/.exec(value.trim());
  if (named && !isDisplayName(named[1] ?? "")) return false;
  return EMAIL.safeParse(envelopeAddress(named ? (named[2] ?? "") : value.trim())).success;
}
const mailbox = z.string().trim().refine(isMailbox, {
  message: "must be a mail address, like sales@example.com or Sales <sales@example.com>",
});
const mailboxList = z
  .string()
  .trim()
  .refine((value) => splitMailboxes(value).every(isMailbox), {
    message:
      'must be one or more mail addresses separated by commas, like sales@example.com, "Shah, Priya" <priya@example.com>',
  });

/** Seconds as written in the environment; code converts them with `toWholeMs`. */
export function toWholeMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"], "a PostgreSQL URL"),
  SITE_URL: z
    .string()
    .trim()
    .url()
    .refine(
      (value) => {
        const url = parseUrl(value);
        return (
          url !== null &&
          ["http:", "https:"].includes(url.protocol) &&
          url.pathname === "/" &&
          !url.search &&
          !url.hash &&
          !url.username &&
          !url.password
        );
      },
      {
        message:
          "must be the site's origin, like https://www.example.com (http or https, no user or password, no path)",
      },
    )
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  SMTP_URL: optionalUrl(["smtp", "smtps"], "an SMTP URL"),
  MAIL_FROM: mailbox.default("Urdhva Elevators <no-reply@example.com>"),
  LEADS_NOTIFY_TO: mailboxList.default("sales@example.com"),
  LEADS_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** How long a replica keeps a claimed notification before another may send it (after a crash). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().max(3600).default(120),
  /** Upper bound of one SMTP send, however slow the server; a lease must outlast three. */
  OUTBOX_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(DEFAULT_SEND_TIMEOUT_SECONDS),
  /** First retry delay of a failed notification; doubled per attempt up to an hour. */
  OUTBOX_RETRY_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /**
   * How often a replica checks whether content was published (PostgreSQL also tells it at once);
   * at most 60, so every replica serves a publish within a minute.
   */
  CONTENT_POLL_SECONDS: z.coerce.number().min(0.05).max(60).default(15),
  /**
   * The largest photograph staff may upload, in MB (a phone's photo is 2-15 MB). Held in memory
   * while it is checked and stored in one database row: at most 100.
   */
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().min(1).max(100).default(25),
  /**
   * The most pixels a photograph may have, in millions (a phone's is 12-50; a decompression bomb
   * claims thousands): at most 268, the most sharp decodes at all.
   */
  MEDIA_MAX_MEGAPIXELS: z.coerce.number().min(1).max(268).default(50),
  /** Salt for hashing client IPs; when unset, a random salt is kept in DATA_DIR/ip-hash.salt. */
  LEADS_IP_SALT: z.string().trim().min(16).optional(),
  /** "true" when a reverse proxy we control sets X-Forwarded-For (the client IP for rate limits). */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().trim().min(1).default("./build/client"),
});

/** The environment with the rules between variables: a lease outlasts three sends. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const least = LEASE_PER_SEND * env.OUTBOX_SEND_TIMEOUT_SECONDS;
  if (env.OUTBOX_LEASE_SECONDS < least) {
    context.addIssue({
      code: "custom",
      path: ["OUTBOX_LEASE_SECONDS"],
      message: `must be at least ${LEASE_PER_SEND} times OUTBOX_SEND_TIMEOUT_SECONDS (${env.OUTBOX_SEND_TIMEOUT_SECONDS} s): ${least} or more`,
    });
  }
});

/** The names of every variable the configuration reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export type Config = Omit<z.output<typeof envSchema>, "DATA_DIR" | "BUILD_DIR"> & {
  DATA_DIR: string;
  BUILD_DIR: string;
};

export class ConfigError extends Error {}

/** The environment without blank values: a variable set to nothing means the same as unset. */
function withoutBlanks(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
}

/** Variables whose whole value is a secret: a message tells their length only. */
const SECRET_VARIABLES = new Set(["LEADS_IP_SALT"]);

/**
 * A value as a message may show it: the password of a URL (`scheme://user:password@host`, also
 * in a value that is no valid URL) replaced by `***`, a secret variable by its length.
 */
export function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return "nothing";
  if (SECRET_VARIABLES.has(name)) return `a secret of ${value.length} characters`;
  // Everything between a URL's user name and its last "@" is the password, whatever characters
  // it holds (an unencoded "#", "/" or "?" included).
  return JSON.stringify(value.replace(/(\/\/[^/?#\s:@]*:)\S*@/g, "$1***@"));
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedEnvSchema.safeParse(withoutBlanks(env));
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${shownValue(String(issue.path[0]), env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    BUILD_DIR: path.resolve(result.data.BUILD_DIR),
  };
}
