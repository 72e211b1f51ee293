import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { insertStoredFile } from '../../src/profiles/repositories/files.js';
import { signFileUrl } from '../../src/profiles/file-urls.js';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/plugins/compression.js';
import { createTestApp } from '../helpers/test-app.js';
import { samplePdf, samplePng } from '../helpers/samples.js';

const decode: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describe('compressed answers', async () => {
  // A built web app as the build writes it: each text file beside its .br and .gz.
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
  const precompressed = { br: brotliCompressSync(script), gzip: gzipSync(script) };
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Congo Talent</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), precompressed.br);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), precompressed.gzip);
  const { app, ctx, authHeader } = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });

  let professional: { id: string; userType: string };
  let pdfUrl: string;
  let photoUrl: string;
  beforeAll(async () => {
    professional = (await buildProfessional(ctx.db)).user;
    const { user: employer } = await buildEmployer(ctx.db);
    for (let i = 0; i < 12; i++) {
      await buildJob(ctx.db, {
        employerId: employer.id,
        jobTitle: `Accountant ${i}`,
        requiredSkills: 'Accounting, Excel',
      });
    }
    const store = async (filename: string, contentType: string, data: Buffer) =>
      insertStoredFile(ctx.db, { ownerId: professional.id, kind: 'cv', filename, contentType, data, sha256: 'x' });
    pdfUrl = signFileUrl(ctx.secret, (await store('cv.pdf', 'application/pdf', await samplePdf())).id, 60);
    photoUrl = signFileUrl(ctx.secret, (await store('me.png', 'image/png', samplePng(64))).id, 60);
  });

  const get = async (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(url.startsWith('/hiring/') ? await authHeader(professional) : {}),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  // Every kind of text answer above the threshold: the API's JSON, its OpenAPI document, the documentation
  // page's script, and the web app's own script.
  const textAnswers = [
    '/hiring/jobs/?show_all=true',
    '/api/docs/json',
    '/api/docs/static/swagger-ui-bundle.js',
    '/assets/index-abc123.js',
  ];

  for (const url of textAnswers) {
    it(`sends ${url} in Brotli or gzip when asked, the same content, and plain when not asked`, async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

      for (const encoding of ['br', 'gzip'] as const) {
        const res = await get(url, encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode[encoding]!(res.rawPayload).equals(plain.rawPayload)).toBe(true);
      }

      const identity = await get(url, 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.rawPayload.equals(plain.rawPayload)).toBe(true);
    });
  }

  it('sends the files compressed at build time as they are, with the long cache kept', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/assets/index-abc123.js', encoding);
      expect(res.rawPayload.equals(precompressed[encoding])).toBe(true);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
    }
    // A shared cache must not hand the plain file to a browser that could take Brotli, or the reverse.
    expect((await get('/assets/index-abc123.js')).headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves answers under the threshold plain', async () => {
    const res = await get('/healthz', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends stored files byte for byte with their length, compressed formats as they are', async () => {
    for (const url of [pdfUrl, photoUrl]) {
      const plain = await get(url);
      const asked = await get(url, 'br, gzip');
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect(asked.headers['content-length']).toBe(String(plain.rawPayload.length));
      expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });
});
