import { normaliseSkills, skillReadingFingerprint, splitSkills } from '@talent/shared';
import type { Db } from '../db/client.js';
import {
  jobsAfter,
  lockSkillReading,
  profilesAfter,
  storedFingerprint,
  writeFingerprint,
  writeJobKeys,
  writeProfileKeys,
} from './repositories/stored-skills.js';

const BATCH = 2_000;

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** How many stored skills' keys a re-reading changed; null when the stored keys were already this reading's. */
export interface Rereading {
  profiles: number;
  jobs: number;
}

/**
 * Reads every profile's and job's skills again when they were stored by another reading (an older taxonomy, or
 * before skills were concepts), in one transaction under a lock: instances starting together read once. Only rows
 * whose keys change are written, so that a job's search words and the skill-matched lists' copy are touched only
 * where something changed. Jobs' texts repeat (a few skills on many jobs): each distinct text is read once.
 */
export async function rereadStoredSkills(db: Db): Promise<Rereading | null> {
  const fingerprint = skillReadingFingerprint();
  return db.transaction(async (tx) => {
    await lockSkillReading(tx);
    if ((await storedFingerprint(tx)) === fingerprint) return null;
    let profiles = 0;
    for (let after: string | null = null; ;) {
      const batch = await profilesAfter(tx, after, BATCH);
      if (batch.length === 0) break;
      const changed = batch.flatMap((row) => {
        const keys = normaliseSkills(row.skills);
        return sameKeys(keys, row.skills_normalized) ? [] : [{ userId: row.user_id, keys }];
      });
      await writeProfileKeys(tx, changed);
      profiles += changed.length;
      after = batch[batch.length - 1]!.user_id;
    }
    let jobs = 0;
    const readTexts = new Map<string, string[]>();
    for (let after = 0; ;) {
      const batch = await jobsAfter(tx, after, BATCH);
      if (batch.length === 0) break;
      const changed = batch.flatMap((row) => {
        let keys = readTexts.get(row.required_skills);
        if (!keys) readTexts.set(row.required_skills, (keys = normaliseSkills(splitSkills(row.required_skills))));
        return sameKeys(keys, row.required_skills_normalized) ? [] : [{ id: Number(row.id), keys }];
      });
      await writeJobKeys(tx, changed);
      jobs += changed.length;
      after = Number(batch[batch.length - 1]!.id);
    }
    await writeFingerprint(tx, fingerprint);
    return { profiles, jobs };
  });
}
