// A partner's feed of job requests as the import command reads it: one JSON object per line, drawn from the
// benchmark's market (the standard one unless told: French and English titles, Zipf-skewed skills and towns), deadlines in the future.
import { createWriteStream } from 'node:fs';
import { addDaysIso, todayIso } from '@talent/shared';
import { STANDARD_MARKET, rng, type Market } from './market.js';

/** Writes `lines` job requests to `path`, each for one of `employers` (the draw's skew over employers). */
export async function writeFeed(
  path: string,
  lines: number,
  employers: number,
  market: Market = STANDARD_MARKET,
): Promise<void> {
  const random = rng(7);
  const today = todayIso();
  const out = createWriteStream(path);
  for (let i = 0; i < lines; i += 1) {
    const job = market.drawJob(random, employers);
    const line = JSON.stringify({
      job_title: job.jobTitle,
      job_description: job.jobDescription,
      experience_level: job.experienceLevel,
      type_of_contract: job.typeOfContract,
      start_date: addDaysIso(today, job.deadlineInDays + 10),
      salary: job.salary ?? 900, // the job request requires one
      job_location: job.jobLocation,
      work_model: job.workModel,
      application_deadline: addDaysIso(today, job.deadlineInDays),
      required_skills: job.requiredSkills,
    });
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}
