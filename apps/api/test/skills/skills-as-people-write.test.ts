import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseSkills, skillReadingFingerprint, type Applicant, type JobForProfessional } from '@talent/shared';
import { jobs, professionalProfiles } from '../../src/db/schema.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { rereadStoredSkills } from '../../src/skills/index.js';
import { executeRows } from '../../src/db/rows.js';
import { createTestApp } from '../helpers/test-app.js';

/**
 * Skills written in people's own words meet: a job seeker's "Conduite de camion" is the employer's "Heavy vehicles",
 * a skill a level above or below one of theirs counts half and says which of theirs it stands for, and skills stored
 * by an older reading are read again once.
 */
describe('skills as people write them', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const { user: employer } = await buildEmployer(db);
  const professional = async (skills: string[]) => {
    const { user } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
    return { user, headers: await authHeader(user) };
  };
  const list = async (headers: Record<string, string>, language = 'fr') => {
    const res = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?page_size=100',
      headers: { ...headers, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as JobForProfessional[];
  };

  it("finds the truck-driving job for a driver who wrote it in French, with the match said in the employer's words", async () => {
    const truck = await buildJob(db, {
      employerId: employer.id,
      jobTitle: 'Truck driver, Kinshasa',
      requiredSkills: 'Driving, Logistics, Heavy vehicles',
    });
    const { headers } = await professional(['Conduite de camion', 'Anglais courant']);
    const found = (await list(headers)).find((job) => job.id === truck.id);
    expect(found).toBeDefined();
    // Heavy vehicles is their skill (2 points of 2); Driving, a level above it, counts half (1); Logistics, none.
    expect(found!.matched_skills).toEqual(['Heavy vehicles']);
    expect(found!.related_skills).toEqual([{ skill: 'Driving', through: 'Conduite de camion' }]);
    expect(found!.missing_skills).toEqual(['Logistics']);
    expect(found!.skill_match_percentage).toBe(50);
  });

  it('ranks a skill itself above a related one, and tells the employer which of the applicant’s skills it stands for', async () => {
    const accounting = await buildJob(db, {
      employerId: employer.id,
      jobTitle: 'Accountant',
      requiredSkills: 'Accounting, Excel',
    });
    const { user: ohada, headers } = await professional(['Comptabilité OHADA', 'Microsoft Excel']);
    const { user: accountant } = await professional(['comptables', 'excel']);
    const mine = (await list(headers, 'en')).find((job) => job.id === accounting.id)!;
    expect(mine.related_skills).toEqual([{ skill: 'Accounting', through: 'OHADA Accounting' }]);
    expect(mine.skill_match_percentage).toBe(75);

    // Both apply; staff forward them; the employer reads the exact match first, and the related one in the
    // applicant's own words.
    const staff = await buildUser(db, { userType: 'other', isStaff: true, email: 'staff-skills@congotalent.cd' });
    for (const who of [ohada, accountant]) {
      const applied = await app.inject({
        method: 'POST',
        url: '/hiring/applications/',
        headers: await authHeader(who),
        payload: { job_id: accounting.id },
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const { id } = applied.json() as { id: number };
      const forwarded = await app.inject({
        method: 'POST',
        url: `/api/admin/applications/${id}/status/`,
        headers: await authHeader(staff),
        payload: { status: 'shortlisted' },
      });
      expect(forwarded.statusCode, forwarded.body).toBe(200);
    }
    const res = await app.inject({
      method: 'GET',
      url: `/hiring/employer-jobs/${accounting.id}/applicants/`,
      headers: await authHeader(employer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const applicants = res.json() as Applicant[];
    expect(applicants.map((a) => [a.skill_match_percentage, a.related_skills])).toEqual([
      [100, []],
      [75, [{ skill: 'Accounting', through: 'Comptabilité OHADA' }]],
    ]);
  });

  it('reads again, once, the skills an older reading stored', async () => {
    const { user } = await buildProfessional(db, {
      profile: {
        skills: ['Conduite de camions', 'Comptabilte'],
        skillsNormalized: ['conduite de camions', 'comptabilte'],
      },
    });
    const old = await buildJob(db, {
      employerId: employer.id,
      jobTitle: 'Old job',
      requiredSkills: 'Plomberie, Soudure',
    });
    await db
      .update(jobs)
      .set({ requiredSkillsNormalized: ['plomberie', 'soudure'] })
      .where(eq(jobs.id, old.id));
    await db.execute(sql`delete from skill_reading`);

    const reread = await rereadStoredSkills(db);
    expect(reread?.profiles).toBeGreaterThanOrEqual(1);
    expect(reread?.jobs).toBeGreaterThanOrEqual(1);
    const [profile] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(profile!.skillsNormalized).toEqual(normaliseSkills(['Truck Driving', 'Accounting']));
    const [job] = await db.select().from(jobs).where(eq(jobs.id, old.id));
    expect(job!.requiredSkillsNormalized).toEqual(normaliseSkills(['Plumbing', 'Welding']));
    const [stored] = await executeRows<{ fingerprint: string }>(db, sql`select fingerprint from skill_reading`);
    expect(stored).toEqual({ fingerprint: skillReadingFingerprint() });
    expect(await rereadStoredSkills(db)).toBeNull();
  });
});
