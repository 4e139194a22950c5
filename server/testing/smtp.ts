/** Test support: a real SMTP server on 127.0.0.1 (smtp-server) that records what it receives. */
import net from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Headers (lower-case names, unfolded) and the decoded text of the message. */
  headers: Record<string, string>;
  /** All body parts, quoted-printable/base64 decoded, concatenated. */
  body: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /**
   * Holds the "250 accepted" answer of every message from now on. Like a real MTA, a message whose
   * connection closes before that answer was given is not accepted (not in `received`).
   */
  hold(): void;
  /**
   * Answers the held messages and accepts new ones at once again. Waits a moment first, so that
   * connections a killed client left are seen closed.
   */
  release(): Promise<void>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Just enough MIME to assert on content: split parts, decode each by its transfer encoding. */
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyText = rest.join("\n\n");
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? bodyText.split(`--${boundary}`).slice(1, -1)
    : [`Content-Transfer-Encoding: ${headers["content-transfer-encoding"] ?? "7bit"}\n\n${bodyText}`];
  const decoded = parts.map((part) => {
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const content = partBody.join("\n\n");
    if (/content-transfer-encoding:\s*quoted-printable/i.test(partHead))
      return decodeQuotedPrintable(content);
    if (/content-transfer-encoding:\s*base64/i.test(partHead)) {
      return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
    }
    return content;
  });
  return { headers, body: decoded.join("\n") };
}

export async function startSmtp(
  options: {
    port?: number;
    onRcptTo?: SMTPServerOptions["onRcptTo"];
    delayMs?: number;
    /** Called with each message once it is accepted. */
    onMail?: (mail: ReceivedMail) => void;
  } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  let held: { sessionId: string; finish: () => void }[] | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    ...(options.onRcptTo ? { onRcptTo: options.onRcptTo } : {}),
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const finish = () => {
          const mail = { from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) };
          received.push(mail);
          options.onMail?.(mail);
          callback();
        };
        if (held) held.push({ sessionId: session.id, finish });
        else if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A client that dies mid-session (a killed server process) resets its connection: not our error.
  server.on("error", () => undefined);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold() {
      held ??= [];
    },
    async release() {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waiting = held ?? [];
      held = undefined;
      for (const { sessionId, finish } of waiting) if (!closedSessions.has(sessionId)) finish();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until the condition holds (or fails after timeoutMs). */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  label = "condition",
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
