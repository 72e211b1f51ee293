import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../src/i18n';
import { FilterChips } from '../../src/features/professional/search/filter-chips';
import { activeFilters } from '../../src/features/professional/search/filter-labels';
import { emptySearchSentence } from '../../src/features/professional/search/empty-search';
import { fromAlertSearch, searchSummary, toAlertSearch } from '../../src/features/professional/alerts/alert-search';
import { changed, cleared, EMPTY_SEARCH, type JobSearch } from '../../src/lib/job-search-params';
import { withProfessionalTranslations } from '../i18n-setup';

beforeAll(() => withProfessionalTranslations('en'));
afterEach(cleanup);
const t = (key: string, values?: Record<string, string | number>) => i18n.t(key, values, 'professional');

const SEARCH = changed(EMPTY_SEARCH, {
  q: 'comptable',
  location: 'Lubumbashi',
  work_model: ['remote', 'hybrid'],
  type_of_contract: ['full-time'],
  salary_min: 1000,
  posted_within_days: 7,
  industry: 'mining',
});

/** The chips of a search kept in state, as the page keeps it in the address. */
function Harness({ initial }: { initial: JobSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <Suspense fallback={null}>
      <input id="words" aria-label="Search jobs" />
      <FilterChips
        chips={activeFilters(search, t, 'en')}
        onRemove={(chip) => setSearch((s) => changed(s, chip.without))}
        onClearAll={() => setSearch(cleared)}
        fallbackFocusId="words"
      />
    </Suspense>
  );
}

const removeButtons = () =>
  screen.queryAllByRole('button', { name: /^Remove filter: / }).map((b) => b.getAttribute('aria-label'));

describe('the active filters', () => {
  it('are named in the reader’s words, the search words first', () => {
    expect(activeFilters(SEARCH, t, 'en').map((chip) => chip.label)).toEqual([
      '“comptable”',
      'Lubumbashi',
      'Full-time',
      'Remote',
      'Hybrid',
      '$1,000 or more',
      'Last 7 days',
      'Sector: Mining',
    ]);
    expect(activeFilters(EMPTY_SEARCH, t, 'en')).toEqual([]);
  });

  it('say which filters to loosen when nothing is found', () => {
    expect(emptySearchSentence(t, SEARCH.q, activeFilters(SEARCH, t, 'en'))).toBe(
      'No jobs match “comptable” in Lubumbashi with: Full-time, Remote, Hybrid, $1,000 or more, Last 7 days, Sector: Mining.',
    );
    const placeOnly = changed(EMPTY_SEARCH, { location: 'Goma', work_model: ['remote'] });
    expect(emptySearchSentence(t, '', activeFilters(placeOnly, t, 'en'))).toBe('No jobs in Goma with: Remote.');
  });

  it('name the date posted, which an alert keeps and its summary says', () => {
    const search = changed(EMPTY_SEARCH, { showAll: true, work_model: ['remote'], posted_within_days: 1 });
    const chips = activeFilters(search, t, 'en');
    expect(chips.map((chip) => chip.label)).toEqual(['Remote', 'Last 24 hours']);
    expect(changed(search, chips[1]!.without)).toEqual({ ...search, posted_within_days: null });
    expect(activeFilters(changed(search, { posted_within_days: 30 }), t, 'en')[1]!.label).toBe('Last 30 days');

    const saved = toAlertSearch(search);
    expect(saved).toEqual({ show_all: true, work_model: ['remote'], posted_within_days: 1 });
    expect(fromAlertSearch(saved)).toEqual(search);
    expect(searchSummary(search, t, 'en')).toBe('All available jobs, with: Remote, Last 24 hours');
  });

  it('are buttons that remove one filter each, keeping the focus on the chips', async () => {
    render(<Harness initial={SEARCH} />);
    expect(screen.getByRole('list', { name: 'Active filters' })).toBeTruthy();
    expect(removeButtons()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Remote' }));
    expect(removeButtons()).not.toContain('Remove filter: Remote');
    expect(removeButtons()).toContain('Remove filter: Hybrid');
    // The chip that took its place has the focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: Hybrid');
    await userEvent.keyboard('{Enter}');
    expect(removeButtons()).not.toContain('Remove filter: Hybrid');
  });

  it('go all at once with "Clear all", and the focus returns to the search field', async () => {
    render(<Harness initial={SEARCH} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(removeButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(document.activeElement?.id).toBe('words');
  });
});
