import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { createMailTransport } from '../../src/messaging/mail/sender.js';

/**
 * A real SMTP server on 127.0.0.1 (smtp-server), standing in for the mail provider: it accepts every message and
 * keeps it parsed (mailparser), headers and all. It can be stopped and started again on the same port, as a mail
 * server that goes down and comes back.
 */
export interface TestSmtpServer {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Resolves with the messages once at least `count` have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    // A sender that goes away mid-conversation (a server process stopped by its test) resets its connection, which
    // the SMTP server reports as an error event: with no listener, that would end the whole test run. What arrived
    // is what the tests check, as the SMPP stand-in does for its sessions.
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server!.listen(boundPort, '127.0.0.1', resolve));
    boundPort = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
  };
  await start();

  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    stop,
    start,
  };
}

/** A test file's mailbox: the SMTP server and the app's transport to it, both closed after the file. */
export async function startTestMailbox(): Promise<{
  smtp: TestSmtpServer;
  transport: ReturnType<typeof createMailTransport>;
}> {
  const smtp = await startTestSmtpServer();
  const transport = createMailTransport(smtp.url);
  afterAll(async () => {
    transport.close();
    await smtp.stop();
  });
  return { smtp, transport };
}
