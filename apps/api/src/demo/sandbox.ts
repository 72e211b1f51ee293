import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, HOUR_MS, type UserType } from '@talent/shared';
import type { AppContext } from '../context.js';
import { storeFile, isPictureKind, storedPicture } from '../profiles/index.js';
import { type UserRow, hashPassword } from '../accounts/index.js';
import { employerSandboxExtras, professionalSandboxExtras } from './extras.js';
import { FIRST_NAMES, LAST_NAMES, pick } from './people.js';
import { employerPlan, professionalPlan, type DemoAccount } from './plans.js';

/** Every sandbox has the same password, so one hash serves them all (it is salted, and checked as any other). */
let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A fresh sandbox account of the asked type with a complete profile, so that each visitor explores
 * their own data. It logs in with DEMO_PASSWORD and is deleted DEMO_TTL_HOURS later.
 */
export async function createDemoSandbox(ctx: AppContext, userType: UserType): Promise<UserRow> {
  const account: DemoAccount = {
    email: `demo-${randomBytes(6).toString('hex')}@demo.congotalent.cd`,
    passwordHash: await demoPasswordHash(),
    firstName: pick(FIRST_NAMES),
    lastName: pick(LAST_NAMES),
    isDemo: true,
    demoExpiresAt: new Date(Date.now() + ctx.config.DEMO_TTL_HOURS * HOUR_MS),
  };
  const plan = userType === 'professional' ? await professionalPlan(account) : employerPlan(account);
  const extras = userType === 'professional' ? professionalSandboxExtras : employerSandboxExtras;
  // Stored as an upload would be, so that a sandbox's pictures are served the same way.
  const files = await Promise.all(
    plan.files.map(async (f) =>
      isPictureKind(f.kind)
        ? { kind: f.kind, ...(await storedPicture(f.kind, f.filename, f.data)) }
        : { ...f, sha256: sha256(f.data) },
    ),
  );
  return ctx.db.transaction(async (tx) => {
    const user = await plan.create(tx);
    const fileIds: string[] = [];
    for (const f of files) {
      const meta = await storeFile(tx, { ownerId: user.id, ...f });
      fileIds.push(meta.id);
    }
    await plan.attach(tx, user.id, fileIds);
    for (const extra of extras) await extra(tx, user.id);
    return user;
  });
}
