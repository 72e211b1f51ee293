import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { JobForProfessional, Notification } from '@talent/shared';
import i18n from '../src/i18n';
import enPro from '../src/i18n/locales/en/professional';
import frPro from '../src/i18n/locales/fr/professional';
import enAccount from '../src/i18n/locales/en/account';
import frAccount from '../src/i18n/locales/fr/account';
import JobPage from '../src/features/professional/job-page';
import SavedJobsPage from '../src/features/professional/saved-jobs-page';
import { notificationHref, notificationText } from '../src/components/layout/notification-text';
import { queryClient } from '../src/lib/query';
import { fakeApi } from './support/fake-api';
import { json } from './support';
import { jobForProfessional } from './support/job-for-professional';
import { withProfessionalTranslations } from './i18n-setup';

/** A save star's name, whatever its state (aria-pressed says it): "Save: <the job's title>", in the reader's language. */
const star = (title: string, words: typeof enPro = enPro) => words.jobs.card.saveJob.replace('{{title}}', title);
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
const noContent = () => new Response(null, { status: 204 });

function open(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(routes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/jobs/:id" element={<JobPage />} />
        <Route path="/saved-jobs" element={<SavedJobsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('saving a job', () => {
  beforeAll(() => withProfessionalTranslations('en'));

  it("is a toggle on the job's page: not pressed, pressed once saved, not pressed once unsaved; its name stays", async () => {
    const job = jobForProfessional({ id: 7, job_title: 'Gardien de nuit' });
    const calls = open('/jobs/7', {
      'GET /hiring/jobs/7/': () => json(200, job),
      'PUT /hiring/jobs/7/save/': noContent,
      'DELETE /hiring/jobs/7/save/': noContent,
    });
    const save = await screen.findByRole('button', { name: star('Gardien de nuit') });
    expect(pressed(save)).toBe('false');
    await userEvent.click(save);
    await waitFor(() => expect(pressed(screen.getByRole('button', { name: star('Gardien de nuit') }))).toBe('true'));
    expect(calls.filter((c) => c.url === '/hiring/jobs/7/save/').map((c) => c.method)).toEqual(['PUT']);
    await userEvent.click(screen.getByRole('button', { name: star('Gardien de nuit') }));
    await waitFor(() => expect(pressed(screen.getByRole('button', { name: star('Gardien de nuit') }))).toBe('false'));
    expect(calls.filter((c) => c.url === '/hiring/jobs/7/save/').map((c) => c.method)).toEqual(['PUT', 'DELETE']);
  });

  it('is not offered on a closed job its applicant reads, unless saved before', async () => {
    const closed = { status: 'closed' as const, has_applied: true, application_status: 'submitted' as const };
    open('/jobs/7', { 'GET /hiring/jobs/7/': () => json(200, jobForProfessional({ id: 7, ...closed })) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { pressed: false })).toBeNull();
    cleanup();
    queryClient.clear();
    open('/jobs/7', {
      'GET /hiring/jobs/7/': () => json(200, jobForProfessional({ id: 7, job_title: 'Maçon', saved: true, ...closed })),
    });
    expect(pressed(await screen.findByRole('button', { name: star('Maçon') }))).toBe('true');
  });

  it('goes back to not pressed, and says so, when the server refuses', async () => {
    open('/jobs/7', {
      'GET /hiring/jobs/7/': () => json(200, jobForProfessional({ id: 7, job_title: 'Chauffeur' })),
      'PUT /hiring/jobs/7/save/': () => json(404, { detail: 'This job is no longer open.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: star('Chauffeur') }));
    expect(await screen.findByText(enPro.jobs.card.saveFailed)).toBeTruthy();
    expect(pressed(screen.getByRole('button', { name: star('Chauffeur') }))).toBe('false');
  });
});

describe('the saved jobs page', () => {
  beforeAll(() => withProfessionalTranslations('en'));

  const saved = (extra: Partial<JobForProfessional>) => jobForProfessional({ saved: true, ...extra });

  it('lists each saved job with its link, company as the cards show it, place and deadline, and unsaves one', async () => {
    const calls = open('/saved-jobs', {
      'GET /hiring/saved-jobs/': () =>
        json(
          200,
          [
            saved({ id: 3, job_title: 'Comptable', job_location: 'Lubumbashi', application_deadline: '2030-12-15' }),
            saved({
              id: 2,
              job_title: 'Agronome',
              job_location: 'Bukavu',
              company: {
                company_name: 'Kivu Agro',
                company_website: null,
                company_logo: null,
                description: null,
                office_location: null,
              },
            }),
          ],
          { 'X-Total-Count': '2' },
        ),
      'DELETE /hiring/jobs/3/save/': noContent,
    });
    await screen.findByRole('heading', { name: enPro.savedJobs.title, level: 1 });
    expect(await screen.findByText('2 saved jobs')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Comptable' });
    expect(within(first).getByRole('link', { name: 'Comptable' }).getAttribute('href')).toBe('/jobs/3');
    expect(within(first).getByText('Lubumbashi')).toBeTruthy();
    expect(within(first).getByText(/Apply by 15 Dec 2030/)).toBeTruthy();
    expect(within(first).queryByText(/Kivu Agro/)).toBeNull();
    const second = screen.getByRole('article', { name: 'Agronome' });
    expect(within(second).getByText('Kivu Agro')).toBeTruthy();
    // Newest saved first, as the server lists them.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'job-3-title',
      'job-2-title',
    ]);

    expect(pressed(within(first).getByRole('button', { name: star('Comptable') }))).toBe('true');
    await userEvent.click(within(first).getByRole('button', { name: star('Comptable') }));
    await waitFor(() => expect(pressed(within(first).getByRole('button', { name: star('Comptable') }))).toBe('false'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/hiring/jobs/3/save/')).toBe(true);
  });

  it('says when nothing is saved, and leads to the jobs', async () => {
    open('/saved-jobs', { 'GET /hiring/saved-jobs/': () => json(200, [], { 'X-Total-Count': '0' }) });
    expect(await screen.findByRole('heading', { name: enPro.savedJobs.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: enPro.savedJobs.browse }).getAttribute('href')).toBe('/recommended-jobs');
  });

  it('speaks French too', async () => {
    await withProfessionalTranslations('fr');
    open('/saved-jobs', {
      'GET /hiring/saved-jobs/': () => json(200, [saved({ id: 4, job_title: 'Caissier' })], { 'X-Total-Count': '1' }),
    });
    expect(await screen.findByRole('heading', { name: frPro.savedJobs.title, level: 1 })).toBeTruthy();
    const caissier = await screen.findByRole('button', { name: 'Enregistrer\u202f: Caissier' });
    expect(caissier.getAttribute('aria-label')).toBe(star('Caissier', frPro));
    expect(pressed(caissier)).toBe('true');
    await withProfessionalTranslations('en');
  });
});

describe('the notice of a saved job about to close', () => {
  const t = (key: string, values?: Record<string, string | number>) => i18n.t(key, values, 'account');
  const notice: Notification = {
    id: 1,
    kind: 'saved_job_closing',
    data: { job_id: 9, job_title: 'Infirmier', deadline: '2030-12-15' },
    read: false,
    created_at: '2030-12-12T06:00:00Z',
  };
  beforeAll(() => {
    i18n.addResources('en', 'account', enAccount);
    i18n.addResources('fr', 'account', frAccount);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('names the job and its last day in both languages, and leads to the job', async () => {
    await i18n.changeLanguage('en');
    expect(notificationText(t, notice, 'en')).toBe(
      '"Infirmier", a job you saved, takes applications until 15 Dec 2030: apply soon.',
    );
    await i18n.changeLanguage('fr');
    expect(notificationText(t, notice, 'fr')).toBe(
      '«\u202fInfirmier\u202f», une offre que vous avez enregistrée, accepte les candidatures jusqu’au 15 déc. 2030\u202f: postulez vite.',
    );
    expect(notificationHref(notice)).toBe('/jobs/9');
  });
});
