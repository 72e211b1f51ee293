import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { insertStoredFile } from '../../src/profiles/repositories/files.js';
import { signFileUrl } from '../../src/profiles/file-urls.js';
import { createTestApp } from '../helpers/test-app.js';
import { samplePdf, samplePng } from '../helpers/samples.js';

describe('GET /files/:id/', async () => {
  const { app, ctx } = await createTestApp();
  const { user } = await buildProfessional(ctx.db);
  const store = async (filename: string, contentType: string, data: Buffer) =>
    insertStoredFile(ctx.db, { ownerId: user.id, kind: 'cv', filename, contentType, data, sha256: 'x' });
  const pdf = await samplePdf();
  const cv = await store('CV Grace Mbuyi – été.pdf', 'application/pdf', pdf);
  const photo = await store('grace.png', 'image/png', samplePng());
  const get = (url: string) => app.inject({ method: 'GET', url });
  const sign = (id: string, ttl = 60, now = Date.now()) => signFileUrl(ctx.secret, id, ttl, now);

  it('refuses a link without a signature (403)', async () => {
    const res = await get(`/files/${cv.id}/`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('This link has expired or is not valid.');
  });

  it('refuses an expired link (403)', async () => {
    const res = await get(sign(cv.id, 60, Date.now() - 120_000));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('This link has expired or is not valid.');
  });

  it('refuses an altered link: another expiry, another signature, or the signature of another file (403)', async () => {
    const url = sign(cv.id);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect((await get(url.replace(`exp=${exp}`, `exp=${exp + 3600}`))).statusCode).toBe(403);
    expect((await get(url.replace(/sig=[\w-]+/, 'sig=AAAA'))).statusCode).toBe(403);
    const photoSig = new URL(sign(photo.id), 'http://x').searchParams.get('sig');
    expect((await get(url.replace(/sig=[\w-]+/, `sig=${photoSig}`))).statusCode).toBe(403);
  });

  it('gives a file one URL for a minute, so that browsers can cache it', () => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    expect(sign(photo.id, 60, minute + 1_000)).toBe(sign(photo.id, 60, minute + 59_000));
    expect(sign(photo.id, 60, minute + 1_000)).not.toBe(sign(photo.id, 60, minute + 61_000));
  });

  it('gives 404 for a file that does not exist, even with a valid signature', async () => {
    expect((await get(sign(randomUUID()))).statusCode).toBe(404);
    expect((await get(sign('not-a-uuid'))).statusCode).toBe(404);
  });

  it('serves a PDF as an attachment with its type, a safe name, nosniff and private caching', async () => {
    const res = await get(sign(cv.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="CV Grace Mbuyi  ete.pdf"; filename*=UTF-8''CV%20Grace%20Mbuyi%20%E2%80%93%20%C3%A9t%C3%A9.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('serves an image inline', async () => {
    const res = await get(sign(photo.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="grace.png"/);
  });
});
