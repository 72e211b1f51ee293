import { normaliseSkill, skillConcept, type Language } from '@talent/shared';
import { DEMO_COMPANIES } from './market-data.js';
import { DEMO_COMPANIES_FR, type FrenchDemoJob } from './market-data-fr.js';

/**
 * The demo market is written once, in English (its jobs are rows as any employer's): a reader of French gets its
 * jobs, companies, towns and skills in French when they are sent. A demo job is known by its English title and
 * description together, which no real employer's ad shares unless it is a copy of it, so a real ad is never rewritten.
 */
const demoKey = (title: string, description: string) => `${title}\n${description}`;
const frenchJobs = new Map<string, FrenchDemoJob>();
const companiesByDescription = new Map<string, string>();
for (const company of DEMO_COMPANIES) {
  const french = DEMO_COMPANIES_FR[company.slug];
  if (!french) continue;
  companiesByDescription.set(company.description, french.description);
  for (const job of company.jobs) {
    const frenchJob = french.jobs[job.title];
    if (frenchJob) frenchJobs.set(demoKey(job.title, job.description), frenchJob);
  }
}

/** The demo market's skills are concepts' English names. */
const inFrenchSkills = (skills: readonly string[]) =>
  skills.map((skill) => skillConcept(normaliseSkill(skill))?.fr ?? skill);

const ENGLISH_COUNTRY = ', DR Congo';
const FRENCH_COUNTRY = ', RD Congo';
const inFrenchPlace = (place: string) =>
  place.endsWith(ENGLISH_COUNTRY) ? place.slice(0, -ENGLISH_COUNTRY.length) + FRENCH_COUNTRY : place;

interface DemoJobText {
  job_title: string;
  job_location: string;
  job_description?: string;
  advantages?: string;
  matched_skills?: string[];
  related_skills?: { skill: string; through: string }[];
  missing_skills?: string[];
  company: { description: string | null; office_location: string | null } | null;
}

/**
 * A job (a card, a job's page, an application) as a reader of `language` reads it: the demo market's in that
 * language, any other as its employer wrote it. `description` is the job's own, for a payload that does not hold it.
 */
export function demoJobInLanguage<T extends DemoJobText>(
  job: T,
  language: Language | undefined,
  description = job.job_description,
): T {
  if (language !== 'fr' || description === undefined) return job;
  const french = frenchJobs.get(demoKey(job.job_title, description));
  if (!french) return job;
  const company = job.company && {
    ...job.company,
    description:
      job.company.description && (companiesByDescription.get(job.company.description) ?? job.company.description),
    office_location: job.company.office_location && inFrenchPlace(job.company.office_location),
  };
  return {
    ...job,
    job_title: french.title,
    job_location: inFrenchPlace(job.job_location),
    ...(job.job_description === undefined ? {} : { job_description: french.description }),
    ...(job.advantages && french.advantages ? { advantages: french.advantages } : {}),
    ...(job.matched_skills ? { matched_skills: inFrenchSkills(job.matched_skills) } : {}),
    ...(job.related_skills
      ? { related_skills: job.related_skills.map((r) => ({ ...r, skill: inFrenchSkills([r.skill])[0]! })) }
      : {}),
    ...(job.missing_skills ? { missing_skills: inFrenchSkills(job.missing_skills) } : {}),
    company,
  };
}
