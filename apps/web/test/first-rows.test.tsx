import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { JobForProfessional, ProfessionalApplication } from '@talent/shared';
import { FirstRowsTemplates, type FirstRowsName } from '../src/components/ui/first-rows';
import { JobPageSkeleton, PageSkeleton } from '../src/components/ui/skeletons';
import { JobCardPreview, JobPagePreview } from '../src/features/professional/jobs/job-card-preview';
import { ApplicationCardPreview } from '../src/features/professional/applications/application-card-preview';
import { JobCard } from '../src/features/professional/jobs/job-card';
import { ApplicationStatusBadge } from '../src/features/professional/components/application-status';
import frPro from '../src/i18n/locales/fr/professional';
import frMsg from '../src/i18n/locales/fr/msg';
import { ShellApplyDialog } from '../src/features/professional/jobs/shell-apply-dialog';
import { json, renderPage } from './support';
import { jobForProfessional } from './support/job-for-professional';
import { forgetShell, readShell, signedInShell } from './support/shell';
import { withProfessionalTranslations } from './i18n-setup';

const JOBS = '?/hiring/jobs/?show_all=false';
const JOB = '/hiring/jobs/{id}/';
const APPLICATIONS = '/hiring/applications/';

const job = (id: number, extra: Partial<JobForProfessional> = {}) =>
  jobForProfessional({
    id,
    job_title: `Comptable ${id}`,
    job_description: 'Tenir les comptes de l’agence.',
    job_location: 'Lubumbashi',
    work_model: 'hybrid',
    type_of_contract: 'part-time',
    salary: 1500,
    skill_match_percentage: 85,
    ...extra,
  });

/** The server, as the shell's requests meet it: each path's answer. */
function answer(bodies: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url in bodies ? json(200, bodies[url]) : json(404, { detail: 'Not found.' }))),
  );
}

/** A frame as its shell holds it, with the template of `name` drawn from `source` (as prerender-entry.tsx does). */
async function frame(name: FirstRowsName, source: string, row: ReactNode, page: ReactNode) {
  renderPage(
    <FirstRowsTemplates.Provider value={{ [name]: { source, max: 2, locale: 'fr-FR', row } }}>
      {page}
    </FirstRowsTemplates.Provider>,
  );
  await waitFor(() => expect(document.querySelector('[data-first-rows] template')).not.toBeNull());
}

const drawn = () => document.querySelector('[data-first-rows-drawn]');
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);

beforeAll(() => withProfessionalTranslations('fr'));
beforeEach(() => signedInShell('fr'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetShell();
});

describe("a shell's first rows", () => {
  it("are drawn from the list's first answer before the app's code, saying what the app's cards say", async () => {
    const jobs = [
      job(1, { company: { company_name: 'Banque du Kivu' } as JobForProfessional['company'] }),
      job(2, { salary: null, skill_match_percentage: 45, type_of_contract: 'contract', work_model: 'remote' }),
      job(3),
    ];
    answer({ '/hiring/jobs/?show_all=false': jobs });
    await frame('recommendedJobs', JOBS, <JobCardPreview />, <PageSkeleton head="recommendedJobs" />);
    readShell('/recommended-jobs', `/api/user-status/ ${JOBS}`);
    await waitFor(() => expect(drawn()).not.toBeNull());

    const rows = drawn()!.querySelectorAll('.job-card');
    // As many as the template says, in the answer's order; the grey cards are gone.
    expect(texts(drawn()!, 'h3 a')).toEqual(['Comptable 1', 'Comptable 2']);
    expect([...drawn()!.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'))).toEqual(['/jobs/1', '/jobs/2']);
    expect(document.querySelector('.job-skeleton')).toBeNull();
    // The template stays in the box, once: an answer draws over rows drawn from the device.
    expect(drawn()!.querySelectorAll(':scope > template')).toHaveLength(1);
    // The company only once revealed; the match's badge in its band's colour.
    expect(rows[0]!.querySelector('.job-card__company strong')?.textContent).toBe('Banque du Kivu');
    expect(rows[1]!.querySelector('.job-card__company')).toBeNull();
    expect(rows[0]!.querySelector('.match-badge')?.className).toBe('badge match-badge match--green');
    expect(rows[1]!.querySelector('.match-badge')?.className).toBe('badge match-badge match--orange');

    // The app's own cards for the same jobs, in the same language: the same words.
    const shellRows = [...rows].map((row) => ({
      summary: texts(row, '.job-summary li'),
      match: row.querySelector('.match-badge')?.textContent,
    }));
    cleanup();
    renderPage(
      <>
        <JobCard job={jobs[0]!} onApply={() => {}} />
        <JobCard job={jobs[1]!} onApply={() => {}} />
      </>,
    );
    await screen.findAllByRole('article');
    const appRows = [...document.querySelectorAll('.job-card')].map((row) => ({
      summary: texts(row, '.job-summary li'),
      match: row.querySelector('.match-badge')?.textContent,
    }));
    expect(shellRows).toEqual(appRows);
    expect(appRows[1]!.summary).toContain('Salaire non précisé');
  });

  it('write what the answer says as text, never as markup', async () => {
    answer({ '/hiring/jobs/?show_all=false': [job(1, { job_title: '<img src=x onerror="alert(1)">Piège' })] });
    await frame('recommendedJobs', JOBS, <JobCardPreview />, <PageSkeleton head="recommendedJobs" />);
    readShell('/recommended-jobs', JOBS);
    await waitFor(() => expect(drawn()).not.toBeNull());
    expect(drawn()!.querySelector('h3 a')?.textContent).toBe('<img src=x onerror="alert(1)">Piège');
    expect(document.querySelector('img')).toBeNull();
  });

  it('leave the grey cards for the app when the list is empty, when the answer fails, or for another search', async () => {
    answer({ '/hiring/jobs/?show_all=false': [] });
    await frame('recommendedJobs', JOBS, <JobCardPreview />, <PageSkeleton head="recommendedJobs" />);
    readShell('/recommended-jobs', JOBS);
    // The address has a search of its own: the default one is not asked for, nor drawn.
    readShell('/recommended-jobs?q=chauffeur', JOBS);
    answer({});
    readShell('/recommended-jobs', JOBS);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn()).toBeNull();
    expect(document.querySelectorAll('.job-skeleton')).toHaveLength(3);
  });

  it('are not drawn by a shell in another language than the one the app asks in', async () => {
    answer({ '/hiring/jobs/?show_all=false': [job(1)] });
    await frame('recommendedJobs', JOBS, <JobCardPreview />, <PageSkeleton head="recommendedJobs" />);
    document.documentElement.lang = 'en';
    readShell('/recommended-jobs', JOBS);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn()).toBeNull();
  });

  it("draw a job's page: its title, that its employer stays confidential, its description", async () => {
    answer({ '/hiring/jobs/42/': job(42, { skill_match_percentage: 0 }) });
    await frame('job', JOB, <JobPagePreview />, <JobPageSkeleton />);
    readShell('/jobs/42', `/api/user-status/ ${JOB}`);
    await waitFor(() => expect(drawn()).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Comptable 42');
    expect(drawn()!.querySelector('.job-card__confidential')?.textContent).toBe(frPro.jobs.card.confidential);
    expect(drawn()!.querySelector('.match-badge')).toBeNull();
    expect(drawn()!.querySelector('.job-card__more p')?.textContent).toBe('Tenir les comptes de l’agence.');
    expect(drawn()!.querySelector('.job-card__skills p')?.textContent).toBe(frPro.jobs.match.noRequired);
    expect(drawn()!.querySelector('.job-perks')).toBeNull();
  });

  it("draw a job's page as the app does: its facts with the deadline, perks, and the match's explanation", async () => {
    const full = (extra: Partial<JobForProfessional>) =>
      job(42, {
        sector: 'banking',
        medical_aid: true,
        housing: true,
        employer_verified: true,
        matched_skills: ['Comptabilité', 'Excel'],
        related_skills: [{ skill: 'Audit', through: 'Contrôle interne' }],
        missing_skills: ['SAGE'],
        ...extra,
      });
    const seen = (root: ParentNode) => ({
      facts: texts(root, '.job-facts dd'),
      terms: texts(root, '.job-facts dt'),
      perks: texts(root, '.job-perks li'),
      verified: root.querySelector('.job-card__verified')?.textContent,
      skills: texts(root, '.job-card__skills p, .job-card__skills li, .match-explanation__label'),
    });
    const app = async (shown: JobForProfessional) => {
      cleanup();
      renderPage(<JobCard job={shown} onApply={() => {}} variant="full" />);
      await screen.findByRole('article');
      return seen(document);
    };

    for (const shown of [
      full({}),
      full({ matched_skills: ['Comptabilité'], related_skills: [], missing_skills: [] }),
    ]) {
      answer({ '/hiring/jobs/42/': shown });
      await frame('job', JOB, <JobPagePreview />, <JobPageSkeleton />);
      readShell('/jobs/42', JOB);
      await waitFor(() => expect(drawn()).not.toBeNull());
      const inTheShell = seen(drawn()!);
      expect(inTheShell).toEqual(await app(shown));
      cleanup();
      forgetShell();
      signedInShell('fr');
    }
    // What was compared says what it should: the deadline as a date, the plural's two forms, the marks kept.
    answer({ '/hiring/jobs/42/': full({}) });
    await frame('job', JOB, <JobPagePreview />, <JobPageSkeleton />);
    readShell('/jobs/42', JOB);
    await waitFor(() => expect(drawn()).not.toBeNull());
    expect(texts(drawn()!, '.job-facts dd')).toContain('15 déc. 2030');
    expect(drawn()!.querySelector('.job-card__skills p')?.textContent).toBe('Vous avez 2 des 4 compétences requises.');
    expect(texts(drawn()!, '.skill')).toEqual([
      '✓ Comptabilité',
      '✓ Excel',
      '≈ Audit, pour votre compétence Contrôle interne',
      'SAGE',
    ]);
  });

  it("draw the first applications with their status's words, a closed one's by why it closed", async () => {
    const application = (id: number, extra: Partial<ProfessionalApplication>) =>
      ({
        id,
        job_id: id + 100,
        job_title: `Chauffeur ${id}`,
        job_location: 'Kinshasa',
        closed_reason: null,
        ...extra,
      }) as ProfessionalApplication;
    answer({
      '/hiring/applications/': [
        application(1, { status: 'shortlisted' }),
        application(2, { status: 'closed', closed_reason: 'job_withdrawn' }),
      ],
    });
    await frame('myApplications', APPLICATIONS, <ApplicationCardPreview />, <PageSkeleton head="myApplications" />);
    readShell('/my-applications', APPLICATIONS);
    await waitFor(() => expect(drawn()).not.toBeNull());
    const badges = [...drawn()!.querySelectorAll('.application-card__head .badge')];
    expect(badges.map((badge) => badge.className)).toEqual([
      'badge status status--shortlisted',
      'badge status status--closed',
    ]);
    const words = badges.map((badge) => badge.textContent);
    expect(texts(drawn()!, 'h2 a')).toEqual(['Chauffeur 1', 'Chauffeur 2']);
    expect(drawn()!.querySelector('h2 a')?.getAttribute('href')).toBe('/jobs/101');

    cleanup();
    renderPage(
      <>
        <ApplicationStatusBadge status="shortlisted" />
        <ApplicationStatusBadge status="closed" closedReason="job_withdrawn" />
      </>,
    );
    await waitFor(() => expect(document.querySelectorAll('.badge')).toHaveLength(2));
    expect(texts(document, '.badge')).toEqual(words);
  });
});

describe("a shell's application", () => {
  afterEach(() => document.querySelectorAll('dialog').forEach((dialog) => dialog.remove()));
  /** Recommended Jobs' shell with its first job drawn, and the application its Apply opens. */
  async function shellWithJob(post: (body: unknown) => Response | Promise<Response>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST' && url === '/hiring/applications/') return post(JSON.parse(String(init.body)));
        return url === '/hiring/jobs/?show_all=false'
          ? json(200, [job(1), job(2)])
          : json(404, { detail: 'Not found.' });
      }),
    );
    // The dialog as the shell holds it: written once, owned by no page (its script moves it out of the page).
    const written = renderPage(<ShellApplyDialog />);
    await waitFor(() => expect(written.container.querySelector('dialog form')).not.toBeNull());
    const shell = written.container.innerHTML;
    cleanup();
    document.body.insertAdjacentHTML('beforeend', shell);
    renderPage(
      <FirstRowsTemplates.Provider
        value={{ recommendedJobs: { source: JOBS, max: 2, locale: 'fr-FR', row: <JobCardPreview /> } }}
      >
        <PageSkeleton head="recommendedJobs" />
      </FirstRowsTemplates.Provider>,
    );
    await waitFor(() => expect(document.querySelector('[data-first-rows] template')).not.toBeNull());
    readShell('/recommended-jobs', JOBS);
    await waitFor(() => expect(drawn()).not.toBeNull());
    drawn()!.querySelector<HTMLAnchorElement>('.job-card__actions a')!.click();
    const dialog = document.querySelector('dialog')!;
    await waitFor(() => expect(dialog.open).toBe(true));
    return dialog;
  }
  const send = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

  it('says why the server refused it, in the words the app says, and lets the reader send again', async () => {
    const dialog = await shellWithJob(() =>
      json(409, {
        detail: 'You have already applied for this job.',
        code: 'already_applied',
        detail_code: { code: 'alreadyApplied' },
      }),
    );
    expect(dialog.querySelector('h2')?.textContent).toBe(frPro.jobs.apply.title.replace('{{title}}', 'Comptable 1'));
    const text = dialog.querySelector('textarea')!;
    text.value = 'x'.repeat(1002);
    text.dispatchEvent(new Event('input'));
    expect(dialog.querySelector('.character-count')?.textContent).toBe('2 caractères en trop');
    // Too long: not sent; the count says so, as the app's does.
    send(dialog);
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    text.value = 'Disponible.';
    text.dispatchEvent(new Event('input'));
    send(dialog);
    await waitFor(() => expect(dialog.querySelector('[role="alert"] .banner--error')).not.toBeNull());
    expect(dialog.querySelector('.banner--error')?.textContent).toBe(frMsg.alreadyApplied);
    expect(dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    expect(text.value).toBe('Disponible.');
  });

  it('says the connection failed when nothing answers, and sends what was written once it does', async () => {
    let answers = false;
    const sent: unknown[] = [];
    const dialog = await shellWithJob((body) => {
      if (!answers) throw new TypeError('Failed to fetch');
      sent.push(body);
      return json(201, { id: 9 });
    });
    const text = dialog.querySelector('textarea')!;
    text.value = 'Disponible dès lundi.';
    send(dialog);
    await waitFor(() => expect(dialog.querySelector('.banner--error')?.textContent).toBe(frMsg.connectionFailed));
    answers = true;
    send(dialog);
    await waitFor(() => expect(dialog.querySelector('.banner--success')?.textContent).toBe(frMsg.applicationSubmitted));
    expect(sent).toEqual([{ job_id: 1, cover_letter: 'Disponible dès lundi.' }]);
    const first = drawn()!.querySelector('article')!;
    expect(first.querySelector('.job-card__applied')?.textContent).toBe(`✓ ${frPro.jobs.card.applied}`);
    expect(first.querySelector('.job-card__actions a')).toBeNull();
  });

  it("leaves the dialog to another job's application once closed, and still marks the row its answer is for", async () => {
    let answer!: (response: Response) => void;
    const dialog = await shellWithJob(() => new Promise<Response>((resolve) => (answer = resolve)));
    send(dialog);
    await waitFor(() => expect(answer).toBeDefined());
    // Closed while it is sent, then opened for the second job.
    dialog.querySelector<HTMLButtonElement>('.modal__close')!.click();
    expect(dialog.open).toBe(false);
    drawn()!.querySelectorAll<HTMLAnchorElement>('.job-card__actions a')[1]!.click();
    await waitFor(() => expect(dialog.open).toBe(true));
    const second = frPro.jobs.apply.title.replace('{{title}}', 'Comptable 2');
    expect(dialog.querySelector('h2')?.textContent).toBe(second);

    answer(await json(201, { id: 9 }));
    const rows = drawn()!.querySelectorAll('article');
    await waitFor(() => expect(rows[0]!.querySelector('.job-card__applied')).not.toBeNull());
    expect(rows[1]!.querySelector('.job-card__applied')).toBeNull();
    expect(dialog.querySelector('.banner')).toBeNull();
    expect(dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    expect(dialog.querySelector('h2')?.textContent).toBe(second);
  });
});
