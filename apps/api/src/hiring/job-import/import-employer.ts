import type { Db } from '../../db/client.js';
import { accountByEmail, type UserRow } from '../../accounts/index.js';
import { JobImportError } from './errors.js';

/** The account the imported jobs belong to: an existing employer, and not a demo visitor's (those expire). */
export async function findImportEmployer(db: Db, email: string): Promise<UserRow> {
  const user = await accountByEmail(db, email.trim());
  if (!user)
    throw new JobImportError(`No account has the e-mail ${email}. Jobs are imported for an existing employer account.`);
  if (user.userType !== 'employer') {
    throw new JobImportError(
      `${user.email} is a ${user.userType} account, not an employer: jobs can only be imported for an employer.`,
    );
  }
  if (user.isDemo) throw new JobImportError(`${user.email} is a demo account: jobs cannot be imported for it.`);
  return user;
}
