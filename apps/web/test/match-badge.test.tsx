import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MatchBadge, MatchExplanation } from '../src/features/professional/jobs/match-badge';
import { withProfessionalTranslations } from './i18n-setup';

beforeAll(() => withProfessionalTranslations('en'));
afterEach(cleanup);

describe('MatchBadge', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'amber'],
    [60, 'amber'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
    [1, 'red'],
  ])('shows %i%% in %s', (percentage, colour) => {
    render(<MatchBadge percentage={percentage} />);
    const badge = screen.getByText(`${percentage}% match`);
    expect(badge.className).toContain(`match--${colour}`);
    expect([...badge.classList].filter((c) => c.startsWith('match--'))).toEqual([`match--${colour}`]);
  });

  // "All jobs" lists every open job: a red "0% match" on most of them, or "No skills listed", said nothing a reader
  // could use. The details still say which skills the job asks for, or that it lists none.
  it.each([0, null])('is left out when the job shares no skill with the professional (%s)', (percentage) => {
    const { container } = render(<MatchBadge percentage={percentage} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('MatchExplanation', () => {
  it('says how many required skills the professional has, and lists both groups', () => {
    render(<MatchExplanation matched={['Accounting', 'Excel']} missing={['Sage Accounting']} />);
    expect(screen.getByText('You have 2 of 3 required skills.')).toBeTruthy();
    const have = screen.getByRole('list', { name: 'You have:' });
    expect(
      within(have)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓ Accounting', '✓ Excel']);
    const missing = screen.getByRole('list', { name: 'Missing:' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sage Accounting']);
  });

  it('leaves out an empty group', () => {
    render(<MatchExplanation matched={[]} missing={['Welding']} />);
    expect(screen.getByText('You have 0 of 1 required skill.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'You have:' })).toBeNull();
  });

  it('explains a job without required skills', () => {
    render(<MatchExplanation matched={[]} missing={[]} />);
    expect(screen.getByText('This job lists no required skills.')).toBeTruthy();
  });
});
