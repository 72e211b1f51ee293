import { todayIso } from '@talent/shared';
import type { Db } from '../db/client.js';
import { conflict, notFound } from '../lib/errors.js';
import { historiesOf } from './repositories/application-events.js';
import type { NotifyContext } from '../messaging/index.js';
import { applicationOf, applyToOpenJob, pageOfApplications } from './repositories/applications.js';
import { tellApplicationSent } from './notices.js';

/**
 * A professional's own applications, each with its history: applying (to a job open at that moment, once), one of
 * theirs, and a page of them. Another professional's application is not found.
 */

/**
 * Applies to a job still open (to them: a demo account, to the demo market's); 409 a second time, 404 if closed. The
 * applicant's receipt (bell and mail) is written in the same transaction.
 */
export async function applyTo(
  ctx: NotifyContext,
  professional: { id: string; isDemo: boolean },
  jobId: number,
  coverLetter: string,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const result = await applyToOpenJob(tx, {
      jobId,
      professionalId: professional.id,
      coverLetter,
      today: todayIso(),
      demo: professional.isDemo,
    });
    if (!result.ok && result.reason === 'duplicate') throw conflict('alreadyApplied', 'already_applied');
    if (!result.ok) throw notFound('jobNotOpen', 'job_not_open');
    await tellApplicationSent(tx, ctx, result.id);
    return result.id;
  });
}

/** One of their applications with its history; 404 for none of theirs. */
export async function myApplication(db: Db, professionalId: string, id: number) {
  const [row, histories] = await Promise.all([applicationOf(db, professionalId, id), historiesOf(db, [id])]);
  if (!row) throw notFound();
  return { row, history: histories.get(id) ?? [] };
}

/** A page of their applications, newest first, each with its history; and how many they have. */
export async function myApplicationsPage(db: Db, professionalId: string, window: { limit: number; offset: number }) {
  const page = await pageOfApplications(db, professionalId, window);
  const histories = await historiesOf(
    db,
    page.items.map((row) => row.application.id),
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({ row, history: histories.get(row.application.id) ?? [] })),
  };
}
