import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MB, MSG, addDaysIso, todayIso } from '@talent/shared';
import { jobs, storedFiles } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { multipartBody, pdfBytes, validJobRequest } from '../helpers/hiring-forms.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST /hiring/create/', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: employer } = await buildEmployer(ctx.db);
  const employerAuth = await authHeader(employer);
  const create = (payload: unknown, headers: Record<string, string> = employerAuth) =>
    app.inject({ method: 'POST', url: '/hiring/create/', headers, payload: payload as object });
  const counts = async () => ({
    jobs: (await ctx.db.select({ n: count() }).from(jobs))[0]!.n,
    files: (await ctx.db.select({ n: count() }).from(storedFiles))[0]!.n,
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/hiring/create/', payload: validJobRequest() });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(MSG.notAuthenticated);
  });

  it('refuses a professional with 403, even with an invalid body', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await create({}, await authHeader(user));
    expect(res.statusCode).toBe(403);
  });

  it('names every missing required field with "This field is required."', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    for (const field of [
      'job_title',
      'job_description',
      'experience_level',
      'type_of_contract',
      'start_date',
      'salary',
      'job_location',
      'work_model',
      'application_deadline',
    ]) {
      expect(body[field], field).toEqual([MSG.required]);
    }
    expect(body.required_skills).toBeUndefined();
  });

  it('refuses a deadline in the past, a past start date and a deadline more than a year away', async () => {
    const today = todayIso();
    const past = await create(
      validJobRequest({ application_deadline: addDaysIso(today, -1), start_date: addDaysIso(today, -3) }),
    );
    expect(past.statusCode).toBe(400);
    expect(fieldErrorsOf(past)).toEqual({
      application_deadline: [MSG.deadlineInPast],
      start_date: [MSG.startDateInPast],
    });
    const far = await create(validJobRequest({ application_deadline: addDaysIso(today, 400) }));
    expect(fieldErrorsOf(far)).toEqual({ application_deadline: [MSG.deadlineTooFar] });
    const invalid = await create(validJobRequest({ application_deadline: '2031-02-30' }));
    expect(fieldErrorsOf(invalid)).toEqual({ application_deadline: [MSG.invalidDate] });
  });

  it('refuses unknown fields and choices outside the lists', async () => {
    const res = await create(validJobRequest({ status: 'approved', work_model: 'beach' }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ status: [MSG.unknownField], work_model: [MSG.invalidChoice] });
    expect((await counts()).jobs).toBe(0);
  });

  it('creates a pending request from JSON, keeping the skills as typed and normalised', async () => {
    const res = await create(validJobRequest({ job_spec_document: null, medical_aid: true }));
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      job_title: 'Electrical Engineer',
      status: 'pending',
      applications_count: 0,
      rejection_reason: null,
      required_skills: 'AutoCAD, HSE, Français, JS',
      medical_aid: true,
      housing: false,
      salary: 3200,
      job_spec_document: null,
    });
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.employerId).toBe(employer.id);
    expect(row!.requiredSkillsNormalized).toEqual(['autocad', 'health and safety', 'french', 'javascript']);
  });

  it('creates a request from a multipart form with a PDF specification stored alongside', async () => {
    const pdf = await pdfBytes();
    const form = await multipartBody(validJobRequest({ relocation_fees: 'true', salary: '1 500' }), [
      { name: 'job_spec_document', filename: '../../spec.pdf', type: 'application/pdf', data: pdf },
    ]);
    const res = await create(form.payload, { ...employerAuth, ...form.headers });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job.relocation_fees).toBe(true);
    expect(job.salary).toBe(1500);
    expect(job.job_spec_document_file).toMatchObject({
      name: 'spec.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
    });
    expect(job.job_spec_document).toMatch(/^\/files\/[0-9a-f-]{36}\/\?exp=\d+&sig=/);
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, row!.jobSpecFileId!));
    expect(file!.ownerId).toBe(employer.id);
    expect(file!.kind).toBe('job_spec_document');
    expect(Buffer.compare(file!.data, pdf)).toBe(0);
  });

  it('takes a salary as people type it, and refuses cents rather than rounding them away', async () => {
    for (const [typed, stored] of [
      ['1 500', 1500],
      ['1,500', 1500],
      ['$2500', 2500],
      ['1\u202f200', 1200],
    ] as const) {
      const res = await create(validJobRequest({ salary: typed }));
      expect(res.statusCode, typed).toBe(201);
      expect(res.json().salary, typed).toBe(stored);
    }
    const before = await counts();
    for (const typed of ['900.50', '900,50', '900,5', 'abc', 900.5])
      expect(fieldErrorsOf(await create(validJobRequest({ salary: typed }))), String(typed)).toEqual({
        salary: [MSG.invalidNumber],
      });
    expect(fieldErrorsOf(await create(validJobRequest({ salary: ' ' })))).toEqual({ salary: [MSG.required] });
    expect(await counts()).toEqual(before);
  });

  it('treats an empty file part as no file', async () => {
    const form = await multipartBody(validJobRequest(), [
      { name: 'job_spec_document', filename: '', type: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    const res = await create(form.payload, { ...employerAuth, ...form.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().job_spec_document).toBeNull();
  });

  it('refuses a file that only claims to be a PDF with 415, storing nothing', async () => {
    const before = await counts();
    const lie = Buffer.from('MZ this is really a program, not a PDF document at all');
    const form = await multipartBody(validJobRequest(), [
      { name: 'job_spec_document', filename: 'spec.pdf', type: 'application/pdf', data: lie },
    ]);
    const res = await create(form.payload, { ...employerAuth, ...form.headers });
    expect(res.statusCode).toBe(415);
    expect(fieldErrorsOf(res)).toEqual({ job_spec_document: [MSG.jobSpecMustBePdf] });
    expect(await counts()).toEqual(before);
  });

  it('refuses a specification over 5 MB with 413, storing nothing', async () => {
    const before = await counts();
    const pdf = await pdfBytes();
    const big = Buffer.concat([pdf, Buffer.alloc(5 * MB, 0x20)]);
    const form = await multipartBody(validJobRequest(), [
      { name: 'job_spec_document', filename: 'spec.pdf', type: 'application/pdf', data: big },
    ]);
    const res = await create(form.payload, { ...employerAuth, ...form.headers });
    expect(res.statusCode).toBe(413);
    expect(fieldErrorsOf(res)).toEqual({ job_spec_document: ['The file is too large: the limit is 5 MB.'] });
    expect(await counts()).toEqual(before);
  });

  it('reports missing fields of a multipart form without storing its file', async () => {
    const before = await counts();
    const form = await multipartBody({ job_title: 'Driver' }, [
      { name: 'job_spec_document', filename: 'spec.pdf', type: 'application/pdf', data: await pdfBytes() },
    ]);
    const res = await create(form.payload, { ...employerAuth, ...form.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().job_description).toEqual([MSG.required]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file under another field name', async () => {
    const form = await multipartBody(validJobRequest(), [
      { name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: await pdfBytes() },
    ]);
    const res = await create(form.payload, { ...employerAuth, ...form.headers });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ cv: [MSG.unknownFileField] });
  });
});
