import { describe, expect, it } from 'vitest';
import { normaliseSkills, type JobForProfessional, type ProfessionalApplication } from '@talent/shared';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { addProfessionalDemoData, SANDBOX_SKILLS } from '../../src/demo/market.js';
import { DEMO_COMPANIES } from '../../src/demo-market/market-data.js';
import { normalisedSkillsOf } from '../../src/profiles/repositories/professional-skills.js';
import { createTestApp } from '../helpers/test-app.js';

describe("a demo professional's sandbox", async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const companyNames = DEMO_COMPANIES.map((c) => c.name);

  async function lists(user: { id: string; userType: string }) {
    const headers = await authHeader(user);
    const jobs = (await app.inject({ method: 'GET', url: '/hiring/jobs/', headers })).json() as JobForProfessional[];
    const mine = (
      await app.inject({ method: 'GET', url: '/hiring/applications/', headers })
    ).json() as ProfessionalApplication[];
    return { jobs, mine };
  }

  it('seeds the market when needed, inside the demo login transaction, and applies in several states', async () => {
    // A real employer's job that matches perfectly: a sandbox must never apply to it.
    const realJob = await buildJob(db, { requiredSkills: SANDBOX_SKILLS.join(', ') });
    const { user } = await buildProfessional(db);
    await db.transaction((tx) => addProfessionalDemoData(tx, user.id));
    await addProfessionalDemoData(db, user.id);

    expect(await normalisedSkillsOf(db, user.id)).toEqual(normaliseSkills(SANDBOX_SKILLS));
    const { jobs, mine } = await lists(user);
    expect(mine.map((a) => a.status)).toEqual(['submitted', 'shortlisted', 'rejected']);
    expect(mine.map((a) => a.job_id)).not.toContain(realJob.id);
    const revealed = mine.filter((a) => a.company !== null);
    expect(revealed.map((a) => a.status)).toEqual(['shortlisted']);
    expect(companyNames).toContain(revealed[0]!.company!.company_name);
    // The best demo match is left for the visitor to apply to.
    const bestDemo = jobs.find((j) => j.id !== realJob.id)!;
    expect(bestDemo.skill_match_percentage).toBe(100);
    expect(bestDemo.has_applied).toBe(false);
  });

  it('keeps the skills a profile already has and applies to the jobs matching them', async () => {
    const skills = ['Accounting', 'Excel', 'IFRS', 'OHADA', 'Sage', 'Budgeting', 'French'];
    const { user } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
    await addProfessionalDemoData(db, user.id);
    expect(await normalisedSkillsOf(db, user.id)).toEqual(normaliseSkills(skills));
    const { jobs, mine } = await lists(user);
    expect(jobs[0]!.job_title).toBe('Accountant');
    expect(jobs[0]!.has_applied).toBe(false);
    expect(mine).toHaveLength(3);
    const matched = new Set(jobs.map((j) => j.id));
    expect(mine.every((a) => matched.has(a.job_id))).toBe(true);
  });
});
