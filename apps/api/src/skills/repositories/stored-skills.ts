import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

/** The skills as people typed them, with their stored keys, a batch at a time in key order. */
export interface ProfileSkills {
  user_id: string;
  skills: string[];
  skills_normalized: string[];
}
export interface JobSkills {
  id: number;
  required_skills: string;
  required_skills_normalized: string[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes the reading's lock for the transaction: instances starting together read once, the others wait and find it done. */
export async function lockSkillReading(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('skill-reading'))`);
}

export async function storedFingerprint(tx: Tx): Promise<string | null> {
  const [row] = await executeRows<{ fingerprint: string }>(
    tx as unknown as Db,
    sql`select fingerprint from skill_reading`,
  );
  return row?.fingerprint ?? null;
}

export async function writeFingerprint(tx: Tx, fingerprint: string): Promise<void> {
  await tx.execute(sql`insert into skill_reading (id, fingerprint) values (true, ${fingerprint})
    on conflict (id) do update set fingerprint = excluded.fingerprint`);
}

export const profilesAfter = (tx: Tx, after: string | null, limit: number) =>
  executeRows<ProfileSkills>(
    tx as unknown as Db,
    sql`select user_id::text as user_id, skills, skills_normalized from professional_profiles
      where ${after === null ? sql`true` : sql`user_id > ${after}::uuid`} order by user_id limit ${limit}`,
  );

export const jobsAfter = (tx: Tx, after: number, limit: number) =>
  executeRows<JobSkills>(
    tx as unknown as Db,
    sql`select id, required_skills, required_skills_normalized from jobs where id > ${after} order by id limit ${limit}`,
  );

/** Writes profiles' new keys, one statement for the batch. */
export async function writeProfileKeys(tx: Tx, rows: readonly { userId: string; keys: string[] }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`update professional_profiles p set skills_normalized = array(
      select jsonb_array_elements_text(v.keys))
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.userId, keys: r.keys })))}::jsonb)
      as v(id uuid, keys jsonb)
    where p.user_id = v.id`);
}

/** Writes jobs' new keys, one statement for the batch. */
export async function writeJobKeys(tx: Tx, rows: readonly { id: number; keys: string[] }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`update jobs j set required_skills_normalized = array(
      select jsonb_array_elements_text(v.keys))
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, keys jsonb)
    where j.id = v.id`);
}
