import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { MB, MSG } from '@talent/shared';
import { professionalProfiles, storedFiles } from '../../src/db/schema.js';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { PDF_LIMITS, PdfTooComplexError, pdfText } from '../../src/profiles/pdf-text.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf } from '../helpers/field-errors.js';

/**
 * A small, valid PDF of one page whose content stream inflates to `inflatedBytes`: the shape of a decompression
 * bomb. The cross-reference table is written with the real offsets, so readers open it without repair.
 */
function pdfInflatingTo(inflatedBytes: number): Buffer {
  const content = deflateSync(Buffer.alloc(inflatedBytes, ' '), { level: 9 });
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    size += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ];
  parts.push(
    Buffer.from(
      `${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

describe('PDF text extraction of hostile CVs', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  async function professionalWithCv(data: Buffer) {
    const { user } = await buildProfessional(ctx.db);
    const [file] = await ctx.db
      .insert(storedFiles)
      .values({
        ownerId: user.id,
        kind: 'cv',
        contentType: 'application/pdf',
        filename: 'cv.pdf',
        size: data.length,
        sha256: 'x',
        data,
      })
      .returning();
    await ctx.db
      .update(professionalProfiles)
      .set({ cvFileId: file!.id })
      .where(eq(professionalProfiles.userId, user.id));
    return user;
  }

  it('refuses a CV that inflates far beyond its size with a clear message', async () => {
    const bomb = pdfInflatingTo(200 * MB);
    expect(bomb.length).toBeLessThan(1 * MB);
    const user = await professionalWithCv(bomb);
    const res = await app.inject({ method: 'GET', url: '/api/profile/cv-skills/', headers: await authHeader(user) });
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toEqual({ detail: MSG.cvTooComplex, code: 'cv_too_complex' });
  });

  it('still reads an ordinary CV whose text inflates within the limit', async () => {
    const user = await professionalWithCv(pdfInflatingTo(64 * 1024));
    const res = await app.inject({ method: 'GET', url: '/api/profile/cv-skills/', headers: await authHeader(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skills: [] });
  });

  it(`reads the first ${PDF_LIMITS.maxPages} pages only`, async () => {
    const doc = await PDFDocument.create();
    for (let n = 1; n <= PDF_LIMITS.maxPages + 5; n++) {
      doc
        .addPage()
        .drawText(n === 1 ? 'AutoCAD' : n === PDF_LIMITS.maxPages + 3 ? 'QuickBooks' : `Page ${n}`, { x: 50, y: 700 });
    }
    const user = await professionalWithCv(Buffer.from(await doc.save()));
    const res = await app.inject({ method: 'GET', url: '/api/profile/cv-skills/', headers: await authHeader(user) });
    expect(res.json()).toEqual({ skills: ['AutoCAD'] });
  });

  it('stops a reading that takes too long', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('AutoCAD', { x: 50, y: 700 });
    const data = await doc.save();
    await expect(pdfText(data, { ...PDF_LIMITS, timeoutMs: 0 })).rejects.toBeInstanceOf(PdfTooComplexError);
    expect(await pdfText(data)).toContain('AutoCAD');
  });

  // Made with the suite, not inside its test: the app closes (and its database goes) after the suite's last test.
  const limited = await createTestApp({ RATE_LIMIT_PER_ACCOUNT: 2 });
  it('lets each account ask a few times a minute', async () => {
    const { user } = await buildProfessional(limited.ctx.db);
    const ask = async () =>
      limited.app.inject({ method: 'GET', url: '/api/profile/cv-skills/', headers: await limited.authHeader(user) });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
