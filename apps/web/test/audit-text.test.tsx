import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { AuditLogEntry } from '@talent/shared';
import i18n from '../src/i18n';
import enAdmin from '../src/i18n/locales/en/admin';
import frAdmin from '../src/i18n/locales/fr/admin';
import { useAuditText } from '../src/features/admin/audit/audit-text';

const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

const importEntry = {
  id: 1,
  actor: null,
  action: 'job.import',
  target_type: 'employer',
  target_id: '5f0c6a1e-0000-4000-8000-000000000001',
  details: {
    via: 'import-jobs',
    file: 'feed.jsonl',
    count: 3,
    employer: 'hr@example.cd',
    approved: false,
    after: 'pending',
  },
  created_at: '2026-11-23T10:00:00.000Z',
} as unknown as AuditLogEntry;

async function textIn(language: 'en' | 'fr') {
  await i18n.changeLanguage(language);
  const { result } = renderHook(() => useAuditText(), { wrapper });
  await waitFor(() => expect(result.current).not.toBeNull());
  return { action: result.current.action(importEntry), details: result.current.details(importEntry) };
}

describe('an import of jobs in the audit log', () => {
  beforeAll(() => {
    i18n.addResources('en', 'admin', enAdmin);
    i18n.addResources('fr', 'admin', frAdmin);
  });
  afterEach(cleanup);

  it('says how many jobs were imported, for which employer, from which file, in English', async () => {
    expect(await textIn('en')).toEqual({
      action: 'Imported 3 jobs',
      details: 'Employer hr@example.cd · from feed.jsonl, Pending',
    });
  });

  it('says the same in French', async () => {
    expect(await textIn('fr')).toEqual({
      action: 'A importé 3 offres',
      details: 'Employeur hr@example.cd · depuis feed.jsonl, En attente',
    });
  });
});
