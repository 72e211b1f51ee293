import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { JobForProfessional } from '@talent/shared';
import enPro from '../src/i18n/locales/en/professional';
import JobPage from '../src/features/professional/job-page';
import { fakeApi, json } from './support/fake-api';
import { jobForProfessional } from './support/job-for-professional';
import { queryClient } from '../src/lib/query';
import { withProfessionalTranslations } from './i18n-setup';

const JOB_ID = 7;
const job = (extra: Partial<JobForProfessional> = {}) =>
  jobForProfessional({
    id: JOB_ID,
    job_title: 'Gardien de nuit',
    salary: 300,
    has_applied: true,
    application_status: 'submitted',
    ...extra,
  });

function openJobPage(shown: JobForProfessional) {
  fakeApi({ [`GET /hiring/jobs/${JOB_ID}/`]: () => json(200, shown) });
  render(
    <MemoryRouter initialEntries={[`/jobs/${JOB_ID}`]}>
      <Routes>
        <Route path="/jobs/:id" element={<JobPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The live region that announces the job's closing (the page has others, such as the offline line's). */
const closedNotice = () => {
  const notice = screen.getAllByRole('status').find((region) => region.textContent?.includes(enPro.job.closed));
  if (!notice) throw new Error('no status region says the job is closed');
  return notice;
};

describe("a job's page", () => {
  beforeAll(() => withProfessionalTranslations('en'));
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('offers an open job for sharing and says nothing of closing', async () => {
    openJobPage(job());
    await screen.findByRole('heading', { name: 'Gardien de nuit', level: 1 });
    expect(screen.getByRole('heading', { name: enPro.job.share.title })).toBeTruthy();
    expect(screen.queryByText(enPro.job.closed)).toBeNull();
  });

  it('tells the applicant of a withdrawn job that it was withdrawn and never to pay, and offers no sharing', async () => {
    openJobPage(job({ status: 'closed', application_status: 'closed' }));
    await screen.findByRole('heading', { name: 'Gardien de nuit', level: 1 });
    const notice = closedNotice();
    expect(notice.textContent).toContain(enPro.job.closed);
    expect(notice.textContent).toContain(enPro.closedReasonHelp.job_withdrawn);
    expect(enPro.closedReasonHelp.job_withdrawn).toContain('Never pay anyone');
    expect(screen.queryByRole('heading', { name: enPro.job.share.title })).toBeNull();
  });

  it('says a job its employer closed is closed, without a withdrawal the applicant was not told of', async () => {
    openJobPage(job({ status: 'closed', application_status: 'hired' }));
    await screen.findByRole('heading', { name: 'Gardien de nuit', level: 1 });
    expect(closedNotice().textContent).toBe(enPro.job.closed);
    expect(screen.queryByRole('heading', { name: enPro.job.share.title })).toBeNull();
  });
});
