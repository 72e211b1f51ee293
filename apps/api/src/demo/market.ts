import { addDaysIso, type ApplicationStatus, DAY_MS, normaliseSkills, type Sector, todayIso } from '@talent/shared';
import type { Db } from '../db/client.js';
import { buildJob } from './factories/jobs.js';
import { buildEmployer } from './factories/users.js';
import { DEMO_COMPANY_DOMAIN, DEMO_COMPANIES, type DemoCompany, type DemoJob } from '../demo-market/index.js';
import {
  demoJobIdsByTitle,
  findDemoCompanyId,
  insertSandboxApplication,
  lockDemoSeeding,
  openDemoJobs,
  reopenDemoJob,
  setDemoJobSectors,
  setSandboxSkills,
} from './repositories/demo-data.js';
import { matchingSkillsOf } from '../profiles/index.js';

/** A demo job whose deadline comes closer than this gets its original distance back. */
const REFRESH_WITHIN_DAYS = 7;

export const demoCompanyEmail = (slug: string) => `${slug}@${DEMO_COMPANY_DOMAIN}`;

async function ensureCompany(db: Db, company: DemoCompany): Promise<string> {
  const email = demoCompanyEmail(company.slug);
  const existing = await findDemoCompanyId(db, email);
  if (existing) return existing;
  const { user } = await buildEmployer(db, {
    // A company of the market, not a visitor's sandbox: kept, and nobody can log in as it.
    user: { email, passwordHash: null, isDemo: false, ...company.contact },
    profile: {
      companyName: company.name,
      industry: company.industry,
      companyWebsite: `https://www.${company.slug}.example`,
      companySize: company.size,
      jobTitle: company.contact.jobTitle,
      workEmail: email,
      officeLocation: `${company.city}, DR Congo`,
      description: company.description,
      onboardingCompleted: true,
    },
  });
  return user.id;
}

function jobValues(job: DemoJob, today: string, now: Date) {
  const submittedAt = new Date(now.getTime() - job.postedDaysAgo * DAY_MS);
  return {
    jobTitle: job.title,
    sector: job.sector,
    jobDescription: job.description,
    experienceLevel: job.level,
    typeOfContract: job.contract,
    salary: job.salary,
    jobLocation: `${job.city}, DR Congo`,
    workModel: job.workModel,
    requiredSkills: job.skills,
    advantages: job.advantages ?? '',
    ...job.perks,
    startDate: addDaysIso(today, job.deadlineInDays + 14),
    applicationDeadline: addDaysIso(today, job.deadlineInDays),
    submittedAt,
    approvedAt: submittedAt,
  };
}

/**
 * Seeds the demo job market; safe to run at every start-up. Missing companies and jobs are created, and
 * demo jobs that are about to close (or were closed by their deadline) are opened again with their original
 * distance to the deadline, so the market never runs dry.
 */
export async function seedDemoMarket(db: Db, now: Date = new Date()): Promise<{ jobsCreated: number }> {
  const today = todayIso(now);
  return db.transaction(async (tx) => {
    await lockDemoSeeding(tx);
    let jobsCreated = 0;
    const sectors: { id: number; sector: Sector | null }[] = [];
    for (const company of DEMO_COMPANIES) {
      const employerId = await ensureCompany(tx, company);
      const idByTitle = await demoJobIdsByTitle(tx, employerId);
      for (const job of company.jobs) {
        const id = idByTitle.get(job.title);
        if (id === undefined) {
          await buildJob(tx, { employerId, status: 'approved', ...jobValues(job, today, now) });
          jobsCreated += 1;
          continue;
        }
        await reopenDemoJob(tx, id, addDaysIso(today, job.deadlineInDays), addDaysIso(today, REFRESH_WITHIN_DAYS), now);
        sectors.push({ id, sector: job.sector });
      }
    }
    // A market seeded before jobs had a sector of their own gets the ones its data names.
    await setDemoJobSectors(tx, sectors);
    return { jobsCreated };
  });
}

/** The demo market's open jobs with their normalised skills, newest first. */
const openDemoMarketJobs = (db: Db, today: string) =>
  openDemoJobs(
    db,
    DEMO_COMPANIES.map((c) => demoCompanyEmail(c.slug)),
    today,
  );

/** A sandbox professional's skills when their profile has none: a site engineer's. */
export const SANDBOX_SKILLS = [
  'Civil Engineering',
  'Site Supervision',
  'AutoCAD',
  'Project Management',
  'Health and Safety',
  'Microsoft Excel',
  'Français',
  'English',
];

const SANDBOX_APPLICATIONS: { status: ApplicationStatus; daysAgo: number; coverLetter: string }[] = [
  { status: 'submitted', daysAgo: 1, coverLetter: 'I would be glad to bring my experience to your team.' },
  { status: 'shortlisted', daysAgo: 4, coverLetter: 'My last two positions were very close to this one.' },
  { status: 'rejected', daysAgo: 9, coverLetter: '' },
];

/**
 * Fills a professional's sandbox (a hook of the demo login, run in its transaction): skills when the
 * profile has none, and applications in several states to the demo market's jobs that match them best,
 * one shortlisted so that its company is revealed. The best match is left for the visitor to apply to.
 * Only demo market jobs are used, so no real employer ever sees a sandbox's application.
 */
export async function addProfessionalDemoData(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const today = todayIso(now);
  let market = await openDemoMarketJobs(db, today);
  if (market.length < DEMO_COMPANIES.reduce((n, c) => n + c.jobs.length, 0)) {
    await seedDemoMarket(db, now);
    market = await openDemoMarketJobs(db, today);
  }
  let skills = await matchingSkillsOf(db, userId);
  if (skills.length === 0) {
    skills = normaliseSkills(SANDBOX_SKILLS);
    await setSandboxSkills(db, userId, { skills: SANDBOX_SKILLS, skillsNormalized: skills, updatedAt: now });
  }
  const mine = new Set(skills);
  const overlap = (jobSkills: string[]) => jobSkills.filter((s) => mine.has(s)).length / (jobSkills.length || 1);
  // A stable sort keeps the newest first among equal matches.
  const ranked = [...market].sort((a, b) => overlap(b.skills) - overlap(a.skills));
  for (const [i, a] of SANDBOX_APPLICATIONS.entries()) {
    const job = ranked[i + 1];
    if (!job) break;
    const at = new Date(now.getTime() - a.daysAgo * DAY_MS);
    await insertSandboxApplication(db, {
      jobId: job.id,
      professionalId: userId,
      status: a.status,
      coverLetter: a.coverLetter,
      at,
    });
  }
}
