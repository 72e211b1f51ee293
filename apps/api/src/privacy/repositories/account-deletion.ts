import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { eraseByRegistry } from './personal-data-sql.js';

/**
 * Empties an account of everything personal, in the caller's transaction. The row stays (its applications are the
 * employers' and staff's history, now anonymous: no name, address, phone, letter, CV or photo); its address is
 * replaced so that it can register again; its files, profile, alerts, notices, settings, codes, social links,
 * reports, tokens and mail (sent or not, which holds the address) go, and its name leaves the notices that
 * forwarded it to employers.
 */
export async function anonymiseAccount(tx: Db, userId: string, at: Date): Promise<void> {
  const gone = `deleted-${userId}@deleted.invalid`;
  // The employers' notices that forwarded this applicant, or told of their answer to an offer, lose the name: by the applicant's id, or, in a notice
  // written before it carried one, by the name in a notice of an employer this person applied to.
  await tx.execute(sql`update notifications n set data = n.data - 'applicant'
    where n.kind in ('applicant_forwarded', 'offer_answered') and n.data ? 'applicant'
      and (n.data->>'applicant_id' = ${userId}
      or (not n.data ? 'applicant_id'
        and n.data->>'applicant' = (select trim(first_name || ' ' || last_name) from users where id = ${userId})
        and n.user_id in (select j.employer_id from applications a join jobs j on j.id = a.job_id
          where a.professional_id = ${userId})))`);
  await tx.execute(sql`update users set email = ${gone}, password_hash = null, first_name = '', last_name = '',
      phone_verified = null, phone_verified_at = null, verification_note = null, last_login_at = null,
      deleted_at = ${at.toISOString()}::timestamptz, session_version = session_version + 1
    where id = ${userId}`);
  // Every other table of the person's, as the personal-data registry says (privacy/repositories/personal-data.ts).
  await eraseByRegistry(tx, userId);
}

/** An account named by the erasure journal, locked for its erasure: absent when no row has this id. */
export async function lockAccountForErasure(
  tx: Db,
  userId: string,
): Promise<{ id: string; userType: string; deletedAt: Date | null } | undefined> {
  const [account] = await tx
    .select({ id: users.id, userType: users.userType, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return account;
}
