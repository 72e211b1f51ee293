import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_CONFIRMATION_MS, type JobForProfessional } from '@talent/shared';
import { CharacterCount } from '../src/components/ui/character-count';
import { ApplyModal } from '../src/features/professional/jobs/apply-modal';
import { withProfessionalTranslations } from './i18n-setup';

beforeAll(() => withProfessionalTranslations('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const labels = { remaining: (n: number) => `${n} left`, over: (n: number) => `${n} too many` };

describe('CharacterCount', () => {
  it('counts down to the limit, then counts the excess, as a polite live region', () => {
    const { rerender } = render(<CharacterCount id="count" length={990} max={1000} labels={labels} />);
    const count = screen.getByText('10 left');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(count.className).not.toContain('--over');
    rerender(<CharacterCount id="count" length={1003} max={1000} labels={labels} />);
    expect(screen.getByText('3 too many').className).toContain('character-count--over');
  });
});

const job = { id: 7, job_title: 'Accountant' } as JobForProfessional;

function renderModal(target: JobForProfessional = job) {
  const onApplied = vi.fn();
  const onClose = vi.fn();
  render(<ApplyModal job={target} onClose={onClose} onApplied={onApplied} />);
  return { onApplied, onClose, textarea: screen.getByLabelText('Cover letter (optional)') as HTMLTextAreaElement };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the apply dialog', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn(async () => json(201, { id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
  });

  it('counts the cover letter as it is typed, and the field points at the count', async () => {
    const user = userEvent.setup();
    const { textarea } = renderModal();
    expect(screen.getByText('1,000 characters remaining')).toBeTruthy();
    await user.type(textarea, 'Hello');
    const count = screen.getByText('995 characters remaining');
    expect(textarea.getAttribute('aria-describedby')?.split(' ')).toContain(count.id);
  });

  it('refuses a cover letter over 1000 characters without sending it', async () => {
    const user = userEvent.setup();
    const { textarea } = renderModal();
    fireEvent.change(textarea, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1 character too many')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.getByText('The cover letter can be at most 1,000 characters long.')).toBeTruthy();
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Invalid job ID" for a job without an id, without sending anything', async () => {
    const user = userEvent.setup();
    renderModal({ ...job, id: 0 });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid job ID');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms for 5 seconds, then hands over to reload the jobs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { textarea, onApplied } = renderModal();
    await user.type(textarea, 'I keep books.');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Application submitted successfully!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/hiring/applications/');
    expect(JSON.parse(String(init.body))).toEqual({ job_id: 7, cover_letter: 'I keep books.' });
    expect(onApplied).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(APPLICATION_CONFIRMATION_MS);
    });
    expect(onApplied).toHaveBeenCalledWith(job);
  });

  it("shows the server's detail when applying fails", async () => {
    fetchMock.mockImplementation(async () => json(409, { detail: 'You have already applied for this job.' }));
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already applied for this job.');
  });

  it('falls back to the catalogue message when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to apply. Please try again.');
  });
});
