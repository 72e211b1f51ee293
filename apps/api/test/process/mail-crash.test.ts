import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { professionalRegistration } from '../helpers/accounts.js';
import { freePort, startServer, waitForServer } from '../helpers/server-process.js';
import { startTestSmtpServer } from '../helpers/smtp-test-server.js';

/** An SMTP server that takes a message's data and never answers: the sender is mid-send when it is killed. */
async function stallingSmtpServer() {
  let dataStarted!: () => void;
  const started = new Promise<void>((resolve) => (dataStarted = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream) {
      stream.resume();
      dataStarted();
    },
  });
  // The killed sender's connection ends abruptly: expected here, not an error of the test.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    started,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a mail sender killed while sending', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-mail-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'loses nothing: the restarted server sends the message once its lease has run out, once',
    { timeout: 180_000 },
    async () => {
      const stalling = await stallingSmtpServer();
      const env = { MAIL_LEASE_SECONDS: '2', PUBLIC_URL: 'http://localhost:3000' };
      const first = startServer(dataDir, await freePort(), { env: { ...env, SMTP_URL: stalling.url } });
      await waitForServer(first, '/readyz', 120_000);
      const registration = professionalRegistration();
      const res = await fetch(`http://127.0.0.1:${first.port}/api/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
        body: JSON.stringify(registration),
      });
      expect(res.status).toBe(201);
      // The confirmation mail is committed with the account, claimed and being sent: the process dies now.
      await stalling.started;
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      await stalling.close();

      const smtp = await startTestSmtpServer();
      const second = startServer(dataDir, await freePort(), { env: { ...env, SMTP_URL: smtp.url } });
      await waitForServer(second, '/readyz', 120_000);
      const [mail] = await smtp.waitFor(1, 60_000);
      expect((mail!.to as { text: string }).text).toBe(registration.email);
      expect(mail!.subject).toBe('Confirmez votre adresse e-mail - Congo Talent');
      // Past another lease and a few rounds of the sender: still once.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      expect(smtp.received).toHaveLength(1);
      second.child.kill('SIGTERM');
      await second.exited;
      await smtp.stop();
    },
  );
});
