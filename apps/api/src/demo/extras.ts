import type { Db } from '../db/client.js';
import { addEmployerDemoData } from './employer-sandbox.js';
import { addProfessionalDemoData } from './market.js';

/**
 * Hooks that add more to a fresh demo sandbox (jobs, applications...), run after the account and its
 * profile exist, in the same transaction. Other parts register theirs here, e.g.
 * `professionalSandboxExtras.push(async (db, userId) => { ... })`.
 */
export type SandboxExtra = (db: Db, userId: string) => Promise<void>;

export const professionalSandboxExtras: SandboxExtra[] = [(db, userId) => addProfessionalDemoData(db, userId)];
export const employerSandboxExtras: SandboxExtra[] = [addEmployerDemoData];
