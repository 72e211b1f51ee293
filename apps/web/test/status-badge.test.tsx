import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { JobStatus } from '@talent/shared';
import i18n from '../src/i18n';
import { StatusBadge } from '../src/components/ui/status-badge';

const show = (ui: React.ReactNode) => render(<Suspense fallback={null}>{ui}</Suspense>);

describe('StatusBadge', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(cleanup);

  it('translates each job status and colours it by status', async () => {
    show(<StatusBadge kind="job" status="rejected" />);
    const badge = await screen.findByText('Rejected');
    expect(badge.className).toContain('status--rejected');
  });

  it('speaks French when the reader does', async () => {
    await i18n.changeLanguage('fr');
    show(
      <>
        <StatusBadge kind="job" status="pending" />
        <StatusBadge kind="application" status="shortlisted" />
      </>,
    );
    expect(await screen.findByText('En attente')).toBeTruthy();
    expect(screen.getByText('Présélectionnée')).toBeTruthy();
  });

  it('tells a job status from an application status of the same name', async () => {
    await i18n.changeLanguage('fr');
    show(
      <>
        <StatusBadge kind="job" status="approved" />
        <StatusBadge kind="application" status="hired" />
      </>,
    );
    expect(await screen.findByText('Approuvée')).toBeTruthy();
    expect(screen.getByText('Embauché')).toBeTruthy();
  });

  it('shows a status it does not know as it came, rather than a translation key', async () => {
    show(<StatusBadge kind="job" status={'archived' as JobStatus} />);
    expect(await screen.findByText('archived')).toBeTruthy();
  });
});
