import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import i18n from '../src/i18n';
import { ApplicationCard } from '../src/features/professional/applications/application-card';
import { StatusBadge } from '../src/components/ui/status-badge';
import { withProfessionalTranslations } from './i18n-setup';
import { renderPage } from './support';
import { professionalApplication } from './support/professional-application';

const application = professionalApplication;

describe('an application whose job our team withdrew', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('reads "Job withdrawn" on the professional’s applications, with never to pay anyone for a job', async () => {
    renderPage(<ApplicationCard application={application({ status: 'closed', closed_reason: 'job_withdrawn' })} />);
    const card = within(await screen.findByRole('article', { name: 'Caissier principal' }));
    expect(card.getByText('Job withdrawn').className).toContain('status--closed');
    expect(card.getByText(/Our team withdrew this job/).textContent).toContain('Never pay anyone for a job');
    expect(card.queryByText(/reviewing your application/)).toBeNull();
    // No company will be revealed: the note that promises it at the shortlisting is not there.
    expect(card.queryByText('The company is revealed once you are shortlisted.')).toBeNull();
  });

  it('reads "Offre retirée" in French', async () => {
    await withProfessionalTranslations('fr');
    renderPage(<ApplicationCard application={application({ status: 'closed', closed_reason: 'job_withdrawn' })} />);
    const card = within(await screen.findByRole('article', { name: 'Caissier principal' }));
    expect(card.getByText('Offre retirée')).toBeTruthy();
    expect(card.getByText(/Notre équipe a retiré cette offre/).textContent).toContain(
      'Ne payez jamais personne pour un emploi',
    );
  });

  it('warns a hired applicant whose employer staff suspended, instead of congratulating them', async () => {
    renderPage(<ApplicationCard application={application({ status: 'hired', employer_suspended: true })} />);
    const card = within(await screen.findByRole('article', { name: 'Caissier principal' }));
    expect(card.getByText('Hired')).toBeTruthy();
    expect(card.getByRole('alert').textContent).toContain('Our team suspended this employer.');
    expect(card.queryByText(/Congratulations/)).toBeNull();
  });

  it('is shown as withdrawn to staff, and as closed where the reason is not known', async () => {
    renderPage(
      <>
        <StatusBadge kind="application" status="closed" closedReason="job_withdrawn" />
        <StatusBadge kind="application" status="closed" />
      </>,
    );
    expect(await screen.findByText('Job withdrawn')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
  });
});
