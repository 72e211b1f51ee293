import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { professionalProfiles, storedFiles } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { multipart, type FilePart } from '../helpers/forms.js';
import { MB, pdfOfSize, pngOfSize, sampleJpeg, samplePdf, samplePng, sampleText } from '../helpers/samples.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST and PATCH /api/profile/ with files (multipart)', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const send = async (
    method: 'POST' | 'PATCH',
    user: { id: string; userType: string } | undefined,
    fields: Record<string, string | string[]>,
    files: FilePart[] = [],
  ) => {
    const form = await multipart(fields, files);
    const auth = user ? await authHeader(user) : {};
    return app.inject({ method, url: '/api/profile/', headers: { ...form.headers, ...auth }, payload: form.payload });
  };
  const fileCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]!.n;
  const cv = async (name = 'cv.pdf'): Promise<FilePart> => ({
    field: 'cv',
    filename: name,
    data: await samplePdf(),
    type: 'application/pdf',
  });
  const photo = (name = 'me.png'): FilePart => ({
    field: 'profile_photo',
    filename: name,
    data: samplePng(),
    type: 'image/png',
  });

  it('needs a valid access token (401) before reading any file', async () => {
    expect((await send('POST', undefined, {}, [await cv()])).statusCode).toBe(401);
    expect(await fileCount()).toBe(0);
  });

  it('refuses a PNG named cv.pdf (415) and stores nothing', async () => {
    const { user } = await buildProfessional(ctx.db);
    const before = await fileCount();
    const res = await send('PATCH', user, {}, [
      { field: 'cv', filename: 'cv.pdf', data: samplePng(), type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(fieldErrorsOf(res)).toEqual({ cv: ['The CV must be a PDF file.'] });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a text file named photo.png (415) and stores nothing, not even the valid CV sent with it', async () => {
    const { user } = await buildProfessional(ctx.db);
    const before = await fileCount();
    const res = await send('PATCH', user, { current_job_title: 'Plumber' }, [
      await cv(),
      { field: 'profile_photo', filename: 'photo.png', data: sampleText(), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(fieldErrorsOf(res)).toEqual({ profile_photo: ['The image must be a PNG or JPEG file.'] });
    expect(await fileCount()).toBe(before);
    const [row] = await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(row!.currentJobTitle).toBe('Site Engineer');
  });

  it('refuses a CV over 5 MB and a photo over 2 MB (413), storing nothing', async () => {
    const { user } = await buildProfessional(ctx.db);
    const before = await fileCount();
    const bigCv = await send('PATCH', user, {}, [{ field: 'cv', filename: 'cv.pdf', data: pdfOfSize(5 * MB + 1) }]);
    expect(bigCv.statusCode).toBe(413);
    expect(fieldErrorsOf(bigCv)).toEqual({ cv: ['The file is too large: the limit is 5 MB.'] });
    const bigPhoto = await send('PATCH', user, {}, [
      { field: 'profile_photo', filename: 'me.png', data: pngOfSize(2 * MB + 1) },
    ]);
    expect(bigPhoto.statusCode).toBe(413);
    expect(fieldErrorsOf(bigPhoto)).toEqual({ profile_photo: ['The file is too large: the limit is 2 MB.'] });
    expect(await fileCount()).toBe(before);
  });

  it('accepts files right at their limits', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await send('PATCH', user, {}, [
      { field: 'cv', filename: 'cv.pdf', data: pdfOfSize(5 * MB) },
      { field: 'profile_photo', filename: 'me.png', data: pngOfSize(2 * MB) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().cv_file.size).toBe(5 * MB);
  });

  it('refuses a file field of the other user type and an unknown file field (400)', async () => {
    const { user } = await buildProfessional(ctx.db);
    const logo = await send('PATCH', user, {}, [{ field: 'company_logo', filename: 'logo.png', data: samplePng() }]);
    expect(logo.statusCode).toBe(400);
    expect(fieldErrorsOf(logo)).toEqual({ company_logo: ['This field does not belong to your profile type.'] });
    const other = await send('PATCH', user, {}, [{ field: 'passport', filename: 'p.pdf', data: await samplePdf() }]);
    expect(other.statusCode).toBe(400);
    expect(fieldErrorsOf(other)).toEqual({ passport: ['This file field is not accepted.'] });
  });

  it('refuses an empty file that has a name (400), and ignores the empty part of a form with no file chosen', async () => {
    const { user } = await buildProfessional(ctx.db);
    const empty = await send('PATCH', user, {}, [{ field: 'cv', filename: 'cv.pdf', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(fieldErrorsOf(empty)).toEqual({ cv: ['The file is empty.'] });
    const none = await send('PATCH', user, { current_job_title: 'Surveyor' }, [
      { field: 'cv', filename: '', data: Buffer.alloc(0) },
    ]);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ current_job_title: 'Surveyor', cv: null });
  });

  it('creates the profile with CV, photo and onboarding_completed (POST, 201), the files as signed URLs', async () => {
    const user = await buildUser(ctx.db, { userType: 'professional' });
    const res = await send('POST', user, { onboarding_completed: 'true' }, [await cv('Mon CV.pdf'), photo()]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.onboarding_completed).toBe(true);
    expect(body.cv).toMatch(/^\/files\/[0-9a-f-]{36}\/\?exp=\d+&sig=[\w-]+$/);
    expect(body.cv_file).toMatchObject({ url: body.cv, name: 'Mon CV.pdf', content_type: 'application/pdf' });
    // Pictures are stored re-encoded: the display-size JPEG stands for the file.
    expect(body.profile_photo_file).toMatchObject({
      url: body.profile_photo,
      name: 'me.jpg',
      content_type: 'image/jpeg',
    });
    const served = await app.inject({ method: 'GET', url: body.cv });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('updates on POST when the profile exists (200)', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await send('POST', user, { onboarding_completed: 'true' }, [await cv()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().cv).not.toBeNull();
  });

  it('replaces a file and deletes the old one', async () => {
    const { user } = await buildProfessional(ctx.db);
    const first = (await send('PATCH', user, {}, [photo('one.png')])).json();
    const second = (
      await send('PATCH', user, {}, [{ field: 'profile_photo', filename: 'two.jpg', data: await sampleJpeg() }])
    ).json();
    expect(second.profile_photo_file).toMatchObject({ name: 'two.jpg', content_type: 'image/jpeg' });
    const mine = await ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, user.id));
    expect(mine.map((f) => f.filename)).toEqual(['two.jpg']);
    expect((await app.inject({ method: 'GET', url: first.profile_photo })).statusCode).toBe(404);
  });

  it('names the stored file after its real type and strips any path', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await send('PATCH', user, {}, [
      { field: 'profile_photo', filename: '..\\..\\evil.jpeg.exe', data: samplePng() },
    ]);
    expect(res.json().profile_photo_file.name).toBe('evil.jpeg.jpg');
  });

  it('takes text fields and skills from the form', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await send('PATCH', user, { years_of_experience: '7', skills: ['Excel', 'Comptabilité'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ years_of_experience: 7, skills: ['Excel', 'Comptabilité'] });
    const [row] = await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(row!.skillsNormalized).toEqual(['microsoft excel', 'accounting']);
  });

  it('refuses a malformed multipart body (400)', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...(await authHeader(user)), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The request could not be understood.');
  });

  it('refuses a CV sent as text rather than as a file', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await send('PATCH', user, { cv: 'https://example.cd/cv.pdf' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ cv: ['Send this file as an upload, not as text.'] });
  });

  it("saves an employer's logo", async () => {
    const { user } = await buildEmployer(ctx.db);
    const res = await send('PATCH', user, { description: 'About us.' }, [
      { field: 'company_logo', filename: 'logo.jpg', data: await sampleJpeg() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'About us.', company_logo_file: { content_type: 'image/jpeg' } });
    const refused = await send('PATCH', user, {}, [await cv()]);
    expect(refused.statusCode).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual({ cv: ['This field does not belong to your profile type.'] });
  });
});
