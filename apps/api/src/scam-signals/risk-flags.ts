import type { RiskFlag } from '@talent/shared';
import type { Db } from '../db/client.js';
import { jobsSharingSignature, salaryBand } from './repositories/comparable-jobs.js';
import { messageFeeEvidence } from './message-fees.js';
import { textSignals } from './text-signals.js';
import { similarity, textSignature } from './text-signature.js';

/** A request whose description shares this much with another employer's job is flagged as copied. */
export const COPIED_SIMILARITY = 0.6;
/** A salary this many times the 90th percentile of comparable approved jobs is flagged. */
export const SALARY_OUTLIER_FACTOR = 2.5;
/** Comparable jobs needed to judge a salary: of the same title and level, else of the level alone. */
const SAME_TITLE_SAMPLE = 5;
const SAME_LEVEL_SAMPLE = 20;

export interface JobRequestText {
  /** The request itself when it exists already (an edit): never compared with itself. */
  jobId?: number;
  employerId: string;
  jobTitle: string;
  jobDescription: string;
  advantages: string;
  observation: string;
  experienceLevel: string;
  salary: number | null;
}

/** The most similar job of another employer among those sharing a value of the signature. */
async function copiedFrom(db: Db, request: JobRequestText, signature: number[]) {
  const rows = await jobsSharingSignature(db, signature, request.employerId, request.jobId);
  let best: { id: number; share: number } | null = null;
  for (const row of rows) {
    const share = similarity(signature, row.text_signature);
    if (share >= COPIED_SIMILARITY && (!best || share > best.share)) best = { id: row.id, share };
  }
  return best;
}

const formatAmount = (n: number) => Math.round(n).toLocaleString('en-US');

/** The salary against the approved jobs of the same title and level (or level alone): flagged when far above. */
async function salaryOutlier(db: Db, request: JobRequestText): Promise<string | null> {
  if (request.salary === null || request.salary <= 0) return null;
  const level = request.experienceLevel;
  const byTitle = await salaryBand(db, { level, jobTitle: request.jobTitle }, request.jobId);
  const byLevel = byTitle && byTitle.n >= SAME_TITLE_SAMPLE ? byTitle : await salaryBand(db, { level }, request.jobId);
  const group = byTitle && byTitle.n >= SAME_TITLE_SAMPLE ? 'title' : 'level';
  const found = group === 'title' ? byTitle : byLevel;
  if (!found || found.p90 === null || found.p10 === null) return null;
  if (found.n < (group === 'title' ? SAME_TITLE_SAMPLE : SAME_LEVEL_SAMPLE)) return null;
  if (request.salary <= found.p90 * SALARY_OUTLIER_FACTOR) return null;
  const range = `${formatAmount(found.p10)}–${formatAmount(found.p90)}`;
  const among = group === 'title' ? `"${request.jobTitle.trim()}" jobs at ${level} level` : `${level}-level jobs`;
  return `${formatAmount(request.salary)} against a usual ${range} for ${among} (${found.n} approved)`;
}

/**
 * Checks a submitted or edited request: its own words (a fee, a contact outside the product), its description
 * against other employers' jobs, its salary against the market. The flags, and the signature to keep with the job.
 */
export async function assessJobRequest(
  db: Db,
  request: JobRequestText,
): Promise<{ flags: RiskFlag[]; signature: number[] | null }> {
  const flags: RiskFlag[] = textSignals([
    request.jobTitle,
    request.jobDescription,
    request.advantages,
    request.observation,
  ]);
  const signature = textSignature(request.jobDescription);
  if (signature) {
    const copied = await copiedFrom(db, request, signature);
    if (copied) {
      flags.push({
        code: 'copied_text',
        evidence: `About ${Math.round(copied.share * 100)}% the same description as job #${copied.id} of another employer`,
      });
    }
  }
  const salary = await salaryOutlier(db, request);
  if (salary) flags.push({ code: 'salary_outlier', evidence: salary });
  return { flags, signature };
}

/**
 * A message an employer writes to an applicant: the fees it asks of them, with the money channels they are to pay by,
 * each with its words as written; none for an ordinary message. `earlier` are the same writer's previous messages in
 * the thread, oldest first (the last few, of the last day): a request split over several messages ("Pour le badge il
 * faut 10 dollars." then "Mon numéro Airtel : 099…") holds the message that completes it, when that message carries a
 * part of it (an amount, a channel or an account, a verb of paying, a fee); an ordinary message after an ordinary one
 * is not held.
 */
export function moneyAskedIn(message: string, earlier: readonly string[] = []): RiskFlag[] {
  return messageFeeEvidence(message, earlier).map((evidence) => ({ code: 'fee_request', evidence }));
}
