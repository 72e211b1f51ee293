import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { normaliseSkills } from '@talent/shared';
import { professionalProfiles, storedFiles } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

/** A real two-page PDF CV, with accents and a skill broken over two lines. */
async function cvPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = [
    [
      'Grace Mbuyi - Comptable',
      'Expérience : Comptabilité OHADA, Microsoft Excel,',
      'gestion de la paie et QuickBooks.',
    ],
    ['Compétences : Financial Analysis, Node.js.', 'Exploration Geology', 'Langues : Français, English'],
  ];
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }));
  }
  return Buffer.from(await doc.save());
}

describe('GET /api/profile/cv-skills/', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const url = '/api/profile/cv-skills/';
  const get = async (user: { id: string; userType: string }) =>
    app.inject({ method: 'GET', url, headers: await authHeader(user) });

  async function withCv(skills: string[], data: Buffer, contentType = 'application/pdf') {
    const { user } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
    const [file] = await db
      .insert(storedFiles)
      .values({ ownerId: user.id, kind: 'cv', contentType, filename: 'cv.pdf', size: data.length, sha256: 'x', data })
      .returning();
    await db.update(professionalProfiles).set({ cvFileId: file!.id }).where(eq(professionalProfiles.userId, user.id));
    return user;
  }

  it('refuses an anonymous visitor with 401 and an employer with 403', async () => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get((await buildEmployer(db)).user)).statusCode).toBe(403);
  });

  it('suggests the vocabulary skills of the CV that the profile lacks, in the order of the CV', async () => {
    const user = await withCv(['Accounting', 'Excel'], await cvPdf());
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      skills: [
        'Comptabilité OHADA',
        'Payroll',
        'QuickBooks',
        'Financial Analysis',
        'Node.js',
        'Exploration Geology',
        'Français',
        'English',
      ],
    });
  });

  it('suggests nothing without a CV, without a profile, or from an unreadable file', async () => {
    expect((await get((await buildProfessional(db)).user)).json()).toEqual({ skills: [] });
    expect((await get(await buildUser(db, { userType: 'professional' }))).json()).toEqual({ skills: [] });
    const broken = await withCv([], Buffer.from('%PDF-1.4 this is not really a PDF'));
    const res = await get(broken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skills: [] });
  });

  it("reads only the professional's own CV", async () => {
    await withCv([], await cvPdf());
    expect((await get((await buildProfessional(db)).user)).json()).toEqual({ skills: [] });
  });
});
