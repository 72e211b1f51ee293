import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { AuditLogEntry } from '@talent/shared';
import i18n from '../src/i18n';
import enAdmin from '../src/i18n/locales/en/admin';
import frAdmin from '../src/i18n/locales/fr/admin';
import { useAuditText } from '../src/features/admin/audit/audit-text';

const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

const entry = (action: string, targetType: string, targetId: string, details: Record<string, unknown>) =>
  ({
    id: 1,
    actor_id: 'a1',
    actor_email: 'staff@congotalent.cd',
    action,
    target_type: targetType,
    target_id: targetId,
    details,
    created_at: '2026-11-23T10:00:00.000Z',
  }) as AuditLogEntry;

const ENTRIES = [
  entry('job.report', 'job', '7', { reason: 'fee_requested' }),
  entry('job.reports_resolve', 'job', '7', { outcome: 'job_closed', reports: 2, before: 'approved' }),
  entry('user.verify', 'user', 'u1', { note: 'RCCM checked', before: 'unverified' }),
  entry('user.suspend', 'user', 'u1', { reason: 'Fees asked', jobs_closed: 1 }),
  entry('user.suspend', 'user', 'u2', {
    reason: 'Fees asked',
    jobs_closed: 2,
    reports_settled: 3,
    applicants_told: 5,
    mails_withdrawn: 2,
  }),
  entry('user.unsuspend', 'user', 'u2', { reason: 'RCCM checked', suspension_reason: 'Fees asked' }),
  entry('job.edit', 'job', '7', {
    before: 'approved',
    after: 'pending',
    text_changed: true,
    flags: ['fee_request', 'salary_outlier'],
  }),
];

async function textsIn(language: 'en' | 'fr') {
  await i18n.changeLanguage(language);
  const { result } = renderHook(() => useAuditText(), { wrapper });
  await waitFor(() => expect(result.current).not.toBeNull());
  return ENTRIES.map((e) => [result.current.action(e), result.current.details(e)]);
}

describe('the trust actions in the audit log', () => {
  beforeAll(() => {
    i18n.addResources('en', 'admin', enAdmin);
    i18n.addResources('fr', 'admin', frAdmin);
  });
  afterEach(cleanup);

  it('are said in English', async () => {
    expect(await textsIn('en')).toEqual([
      ['Reported a job', 'Job #7 · Reason: Asks applicants for money'],
      ['Settled the reports of a job', 'Job #7 · 2 reports · job closed'],
      ['Verified an employer', 'Account u1 · How: RCCM checked'],
      ['Suspended an account', 'Account u1 · 1 open job closed · Reason: Fees asked'],
      [
        'Suspended an account',
        'Account u2 · 2 open jobs closed · 3 reports settled · 5 applicants told · 2 waiting mails carrying their words withdrawn · Reason: Fees asked',
      ],
      ['Lifted the suspension of an account', 'Account u2 · Reason: RCCM checked · suspended for: Fees asked'],
      [
        'Edited a job request',
        'Job #7 · from Approved to Pending · flagged: Fee asked of applicants, Salary far from the market',
      ],
    ]);
  });

  it('and in French', async () => {
    expect(await textsIn('fr')).toEqual([
      ['A signalé une offre', 'Offre n° 7 · Motif\u202f: Demande de l’argent aux candidats'],
      ['A traité les signalements d’une offre', 'Offre n° 7 · 2 signalements · offre clôturée'],
      ['A vérifié un employeur', 'Compte u1 · Comment\u202f: RCCM checked'],
      ['A suspendu un compte', 'Compte u1 · 1 offre ouverte clôturée · Motif\u202f: Fees asked'],
      [
        'A suspendu un compte',
        'Compte u2 · 2 offres ouvertes clôturées · 3 signalements traités · 5 candidats prévenus · 2 courriels en attente portant ses mots retirés · Motif\u202f: Fees asked',
      ],
      ['A levé la suspension d’un compte', 'Compte u2 · Motif\u202f: RCCM checked · suspendu pour\u202f: Fees asked'],
      [
        'A modifié une demande de recrutement',
        'Offre n° 7 · «\u202fApprouvée\u202f» devient «\u202fEn attente\u202f» · points à vérifier\u202f: Frais demandés aux candidats, Salaire éloigné du marché',
      ],
    ]);
  });
});
