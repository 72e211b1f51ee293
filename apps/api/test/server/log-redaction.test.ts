import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/log-options.js';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { multipart } from '../helpers/forms.js';
import { samplePdf } from '../helpers/samples.js';
import { createTestApp } from '../helpers/test-app.js';

describe('what the server log keeps of a URL', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  // The server's own logger settings, written to a stream the test reads.
  const { app, ctx, authHeader } = await createTestApp({}, { logger: { ...loggerOptions('info'), stream: sink } });
  const logged = () => lines.map((line) => JSON.parse(line) as { req?: { url?: string }; msg: string });
  const loggedUrls = () => logged().flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

  it('keeps a signed file URL without its signature', async () => {
    const { user } = await buildProfessional(ctx.db);
    const form = await multipart({}, [
      { field: 'cv', filename: 'cv.pdf', data: await samplePdf(), type: 'application/pdf' },
    ]);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...(await authHeader(user)), ...form.headers },
      payload: form.payload,
    });
    const url: string = saved.json().cv_file.url;
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const fileId = url.split('/')[2]!;
    const fileLines = loggedUrls().filter((u) => u.includes(fileId));
    expect(fileLines.length).toBeGreaterThan(0);
    for (const line of fileLines) expect(line).toMatch(new RegExp(`^/files/${fileId}/\\?exp=\\d+&sig=\\[REDACTED\\]$`));
    expect(lines.join('\n')).not.toContain(sig);
  });

  it('keeps no token, code or state of a query string, and the other parameters as they were', async () => {
    await app.inject({ method: 'GET', url: '/auth/callback?code=the-code-123&state=the-state-456&lang=fr' });
    await app.inject({ method: 'GET', url: '/hiring/jobs/?q=engineer&access_token=tok-789&page=2' });
    const all = lines.join('\n');
    for (const secret of ['the-code-123', 'the-state-456', 'tok-789']) expect(all).not.toContain(secret);
    expect(loggedUrls()).toContain('/auth/callback?code=[REDACTED]&state=[REDACTED]&lang=fr');
    expect(loggedUrls()).toContain('/hiring/jobs/?q=engineer&access_token=[REDACTED]&page=2');
  });

  it('keeps no bearer token of a request header', async () => {
    const { user } = await buildProfessional(ctx.db);
    const headers = await authHeader(user);
    await app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { ...headers, 'x-request-id': 'redaction-check' },
    });
    expect(lines.join('\n')).not.toContain(headers.authorization.slice('Bearer '.length));
  });
});
