/**
 * Test support: SMTP servers on 127.0.0.1 that fail the way real ones do. Each speaks just enough
 * SMTP by hand to fail at a precise point:
 * - "down":     nothing listens on the port (connection refused);
 * - "busy":     every message is transferred, then refused with 451 (a temporary failure);
 * - "mid-data": the connection is closed while the message is being transferred;
 * - "hang":     the connection is accepted and nothing is ever said.
 */
import net from "node:net";
import { freePort } from "./smtp.ts";

export type SmtpFault = "down" | "busy" | "mid-data" | "hang";

export interface FaultySmtp {
  port: number;
  url: string;
  /** Connections accepted so far. */
  connections: number;
  /** Messages whose transfer began (DATA answered 354). */
  transfers: number;
  close(): Promise<void>;
}

export async function startFaultySmtp(fault: SmtpFault): Promise<FaultySmtp> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const state: FaultySmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    connections: 0,
    transfers: 0,
    close: async () => undefined,
  };
  if (fault === "down") return state;

  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    if (fault === "hang") return;
    socket.write("220 faulty.test ESMTP\r\n");
    let buffer = "";
    let inData = false;
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      if (inData && fault === "mid-data") {
        socket.destroy();
        return;
      }
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("451 4.3.0 Mail server busy, try again later\r\n");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith("EHLO")) socket.write("250-faulty.test\r\n250 8BITMIME\r\n");
        else if (command.startsWith("HELO")) socket.write("250 faulty.test\r\n");
        else if (command.startsWith("DATA")) {
          state.transfers++;
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  state.close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return state;
}
