import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, REPORT_DETAILS_MAX_LENGTH, type JobForProfessional } from '@talent/shared';
import enPro from '../src/i18n/locales/en/professional';
import frPro from '../src/i18n/locales/fr/professional';
import frMsg from '../src/i18n/locales/fr/msg';
import { ReportJob } from '../src/features/professional/jobs/report-job';
import { useJob } from '../src/api/queries/job';
import { renderPage } from './support';
import { detailBody, fakeApi, fieldErrorBody, json, type Call } from './support/fake-api';
import { jobForProfessional } from './support/job-for-professional';
import { withProfessionalTranslations } from './i18n-setup';

const JOB_ID = 7;
const job = (extra: Partial<JobForProfessional> = {}) => jobForProfessional({ id: JOB_ID, ...extra });

/** The report button as the job's page has it, on the job the page reads (so that a report changes what it shows). */
function OnTheJobPage() {
  const one = useJob(JOB_ID);
  return one.data ? <ReportJob job={one.data} /> : null;
}

const REPORT = `POST /hiring/jobs/${JOB_ID}/report/`;
const reports = (calls: Call[]) => calls.filter((call) => `${call.method} ${call.url}` === REPORT);

/** What a control's aria-describedby points to, as a screen reader reads it with the control. */
const described = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('reporting a job', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  beforeEach(() => {
    localStorage.setItem('access', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    setOnline(true);
    await withProfessionalTranslations('en');
  });

  async function openDialog(answer: () => Response, shown: Partial<JobForProfessional> = {}) {
    const calls = fakeApi({ [`GET /hiring/jobs/${JOB_ID}/`]: () => json(200, job(shown)), [REPORT]: answer });
    const user = userEvent.setup();
    renderPage(<OnTheJobPage />);
    await user.click(await screen.findByRole('button', { name: enPro.job.report.open }));
    const dialog = await screen.findByRole('dialog', { name: enPro.job.report.title });
    return { calls, user, dialog: within(dialog) };
  }

  it('asks for a reason among five radio buttons, then sends it with the details and thanks in its words', async () => {
    const { calls, user, dialog } = await openDialog(() => json(201, detailBody('jobReported')));
    const group = dialog.getByRole('group', { name: /^What is wrong\?/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(Object.values(enPro.job.report.reasons));
    expect(radios.every((radio) => (radio as HTMLInputElement).required)).toBe(true);

    // Nothing is sent without a reason: the group says why, and the focus goes to its first choice.
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));
    await waitFor(() => expect(described(group)).toBe(MSG.invalidChoice));
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(radios[0]);
    expect(reports(calls)).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: enPro.job.report.reasons.fee_requested }));
    expect(described(group)).toBe('');
    const details = dialog.getByRole('textbox', { name: /^Details/ });
    const what = 'They asked for 20 dollars by M-Pesa for the file.';
    await user.type(details, what);
    // The count of characters left is read with the field.
    expect(described(details)).toContain(`${REPORT_DETAILS_MAX_LENGTH - what.length} characters remaining`);
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));

    const thanks = await dialog.findByText(MSG.jobReported);
    expect(thanks.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(reports(calls).map((call) => call.body)).toEqual([{ reason: 'fee_requested', details: what }]);

    // Closed, the dialog leaves the page saying the job is reported, where the focus now is.
    // (The dialog's own × is named Close too.)
    await user.click(dialog.getAllByRole('button', { name: enPro.job.report.close }).at(-1)!);
    const done = await screen.findByText(enPro.job.report.done);
    expect(screen.queryByRole('button', { name: enPro.job.report.open })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('sends no empty details', async () => {
    const { calls, user, dialog } = await openDialog(() => json(201, detailBody('jobReported')));
    await user.click(dialog.getByRole('radio', { name: enPro.job.report.reasons.fake_job }));
    await user.type(dialog.getByRole('textbox', { name: /^Details/ }), '   ');
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));
    await dialog.findByText(MSG.jobReported);
    expect(reports(calls).map((call) => call.body)).toEqual([{ reason: 'fake_job' }]);
  });

  it('says the details are too long, counting what is over, and sends nothing', async () => {
    const { calls, user, dialog } = await openDialog(() => json(201, detailBody('jobReported')));
    await user.click(dialog.getByRole('radio', { name: enPro.job.report.reasons.other }));
    const details = dialog.getByRole('textbox', { name: /^Details/ });
    await user.click(details);
    await user.paste('x'.repeat(REPORT_DETAILS_MAX_LENGTH + 2));
    expect(described(details)).toContain('2 characters too many');
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));
    await waitFor(() => expect(described(details)).toContain(MSG.tooLong));
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(reports(calls)).toEqual([]);
  });

  it('tells a second report, in French, that the job was already reported', async () => {
    await withProfessionalTranslations('fr');
    const calls = fakeApi({
      [`GET /hiring/jobs/${JOB_ID}/`]: () => json(200, job()),
      [REPORT]: () => json(200, detailBody('jobAlreadyReported')),
    });
    const user = userEvent.setup();
    renderPage(<OnTheJobPage />);
    await user.click(await screen.findByRole('button', { name: frPro.job.report.open }));
    const dialog = within(await screen.findByRole('dialog', { name: frPro.job.report.title }));
    await user.click(dialog.getByRole('radio', { name: frPro.job.report.reasons.misleading }));
    await user.click(dialog.getByRole('button', { name: frPro.job.report.submit }));
    expect(await dialog.findByText(frMsg.jobAlreadyReported)).toBeTruthy();
    expect(document.body.textContent).not.toContain(MSG.jobAlreadyReported);
    expect(reports(calls)).toHaveLength(1);
  });

  it('says "You reported this job" in place of the button when the professional already did', async () => {
    fakeApi({ [`GET /hiring/jobs/${JOB_ID}/`]: () => json(200, job({ reported: true })) });
    renderPage(<OnTheJobPage />);
    expect(await screen.findByText(enPro.job.report.done)).toBeTruthy();
    expect(screen.queryByRole('button', { name: enPro.job.report.open })).toBeNull();
  });

  it('offline, sends nothing and says so; the form stays as it was to send again', async () => {
    const { calls, user, dialog } = await openDialog(() => json(201, detailBody('jobReported')));
    await user.click(dialog.getByRole('radio', { name: enPro.job.report.reasons.discriminatory }));
    setOnline(false);
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));
    const alert = await dialog.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(MSG.offlineNotSent));
    expect(reports(calls)).toEqual([]);
    expect(
      (dialog.getByRole('radio', { name: enPro.job.report.reasons.discriminatory }) as HTMLInputElement).checked,
    ).toBe(true);

    setOnline(true);
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));
    expect(await dialog.findByText(MSG.jobReported)).toBeTruthy();
  });

  it('says the report could not be sent when the server fails, and puts a refused field on its control', async () => {
    let answer = json(500, { detail: 'Internal Server Error' });
    const { user, dialog } = await openDialog(() => answer);
    await user.click(dialog.getByRole('radio', { name: enPro.job.report.reasons.other }));
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(enPro.job.report.failed));

    answer = json(400, fieldErrorBody({ details: ['controlCharacters'] }));
    await user.type(dialog.getByRole('textbox', { name: /^Details/ }), 'Appelez le 0812345678');
    await user.click(dialog.getByRole('button', { name: enPro.job.report.submit }));
    const details = dialog.getByRole('textbox', { name: /^Details/ });
    await waitFor(() => expect(described(details)).toContain(MSG.controlCharacters));
    expect(dialog.getByRole('alert').textContent).toBe('');
  });

  it('Cancel leaves the job unreported', async () => {
    const { calls, user, dialog } = await openDialog(() => json(201, detailBody('jobReported')));
    await user.click(dialog.getByRole('button', { name: enPro.job.report.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: enPro.job.report.open })).toBeTruthy();
    expect(reports(calls)).toEqual([]);
  });
});
