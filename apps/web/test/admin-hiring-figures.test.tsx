import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HiringFigures } from '@talent/shared';
import i18n from '../src/i18n';
import { json } from './support/fake-api';
import { freshConsoleEachTest, showStaffConsole } from './support/staff-console';

const FIGURES: HiringFigures = {
  figures: { views: 240, applied: 31, forwarded: 9, interviewed: 4, hired: 2, first_answer_hours: 53 },
  waiting: [
    {
      application_id: 11,
      job_id: 7,
      job_title: 'Chauffeur poids lourd',
      company_name: 'Kin Logistique',
      applied_at: '2026-03-01T08:00:00Z',
    },
    { application_id: 12, job_id: 9, job_title: 'Caissière', company_name: null, applied_at: '2026-03-04T08:00:00Z' },
  ],
};

describe('the console’s hiring figures', () => {
  freshConsoleEachTest();

  it('shows every request’s figures together, and the applications waiting longest first, each opening its job', async () => {
    showStaffConsole({ 'GET /api/admin/hiring-figures/': () => json(200, FIGURES) }, '/admin?tab=hiring');
    const section = await screen.findByRole('region', { name: 'Hiring across employers' });
    const figures = within(section)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['240', '31', '9', '4', '2', 'within 2 days']);
    const waiting = within(section).getAllByRole('listitem');
    expect(waiting.map((item) => item.textContent)).toEqual([
      'Chauffeur poids lourd · Kin Logistique · applied on 1 Mar 2026',
      'Caissière · applied on 4 Mar 2026',
    ]);
    expect(within(waiting[0]!).getByRole('link').getAttribute('href')).toBe('/admin?tab=jobs&job=7');
  });

  it('reads in French, and says when no application waits', async () => {
    await i18n.changeLanguage('fr');
    showStaffConsole(
      {
        'GET /api/admin/hiring-figures/': () =>
          json(200, { figures: { ...FIGURES.figures, first_answer_hours: null }, waiting: [] }),
      },
      '/admin?tab=hiring',
    );
    const section = await screen.findByRole('region', { name: 'Le recrutement, tous employeurs confondus' });
    expect(within(section).getByText('pas encore de réponse')).toBeTruthy();
    expect(within(section).getByText('Aucune candidature n’attend notre équipe.')).toBeTruthy();
  });
});
