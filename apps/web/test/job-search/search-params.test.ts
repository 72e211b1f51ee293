import { describe, expect, it } from 'vitest';
import { JOB_FILTER_NAMES, jobListQuerySchema } from '@talent/shared';
import {
  changed,
  cleared,
  EMPTY_SEARCH,
  facetsQuery,
  listQuery,
  MAX_RESTORED_PAGES,
  parseJobSearch,
  READERS,
  toAddress,
  withoutParameters,
} from '../../src/lib/job-search-params';

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('the job search in the address', () => {
  it('is empty by default: the skill-matched tab, first page, default order', () => {
    expect(parse('')).toEqual({ search: EMPTY_SEARCH, invalid: [] });
    expect(toAddress(EMPTY_SEARCH)).toBe('');
  });

  it('reads every filter, with several values comma-separated or repeated, in the lists’ own order', () => {
    const { search, invalid } = parse(
      'show_all=true&q=%20comptable%20%20senior%20&location=Lubumbashi&work_model=hybrid,remote&work_model=remote' +
        '&type_of_contract=contract&experience_level=senior,entry&salary_min=1000&industry=Mining' +
        '&posted_within_days=30&sort=salary&page=3',
    );
    expect(invalid).toEqual([]);
    expect(search).toEqual({
      showAll: true,
      q: 'comptable senior',
      location: 'Lubumbashi',
      industry: 'Mining',
      type_of_contract: ['contract'],
      work_model: ['remote', 'hybrid'],
      experience_level: ['entry', 'senior'],
      salary_min: 1000,
      posted_within_days: 30,
      sort: 'salary',
      page: 3,
    });
  });

  it('writes a readable, canonical address that reads back the same', () => {
    const search = changed(EMPTY_SEARCH, {
      showAll: true,
      q: 'génie civil',
      work_model: ['remote', 'hybrid'],
      salary_min: 500,
    });
    const address = toAddress(search);
    expect(address).toBe('?show_all=true&q=g%C3%A9nie%20civil&work_model=remote,hybrid&salary_min=500');
    expect(parse(address.slice(1)).search).toEqual(search);
    // The same choices in another order are the same search, for the address and the query cache alike.
    const other = parse('work_model=hybrid,remote&salary_min=500&q=génie%20civil&show_all=true').search;
    expect(toAddress(other)).toBe(address);
    expect(listQuery(other)).toBe(listQuery(search));
  });

  it('leaves the default order implicit, and drops relevance without words', () => {
    expect(parse('sort=match').search.sort).toBeNull();
    expect(parse('show_all=true&sort=newest').search.sort).toBeNull();
    expect(parse('q=welder&sort=relevance').search.sort).toBeNull();
    expect(parse('sort=relevance').search.sort).toBeNull();
    expect(parse('q=welder&sort=match').search.sort).toBe('match');
    expect(parse('show_all=true&sort=match').search.sort).toBe('match');
  });

  it('reports values the API would refuse, with its messages, and keeps the rest of the search', () => {
    const { search, invalid } = parse(
      `work_model=remote,office&salary_min=lots&posted_within_days=400&sort=popular&show_all=yes&q=${'a'.repeat(201)}&location=Goma&page=0`,
    );
    expect(invalid).toEqual([
      { field: 'show_all', value: 'yes', message: 'invalidChoice' },
      { field: 'q', value: 'a'.repeat(201), message: 'tooLong' },
      { field: 'work_model', value: 'office', message: 'invalidChoice' },
      { field: 'salary_min', value: 'lots', message: 'invalidNumber' },
      { field: 'posted_within_days', value: '400', message: 'invalidChoice' },
      { field: 'sort', value: 'popular', message: 'invalidChoice' },
      { field: 'page', value: '0', message: 'invalidNumber' },
    ]);
    expect(search).toEqual({ ...EMPTY_SEARCH, work_model: ['remote'], location: 'Goma' });
    // The search without the bad values is a valid address.
    expect(toAddress(search)).toBe('?location=Goma&work_model=remote');
  });

  it('reads and writes the date posted: 1, 3, 7 or 30 days, any other value reported', () => {
    const { search, invalid } = parse('show_all=true&posted_within_days=7');
    expect(invalid).toEqual([]);
    expect(search).toEqual({ ...EMPTY_SEARCH, showAll: true, posted_within_days: 7 });
    expect(toAddress(search)).toBe('?show_all=true&posted_within_days=7');
    expect(parse(toAddress(search).slice(1)).search).toEqual(search);
    expect(listQuery(search)).toBe('show_all=true&posted_within_days=7');
    expect(toAddress(changed(search, { posted_within_days: null }))).toBe('?show_all=true');
    for (const value of ['2', '0', 'abc']) {
      expect(parse(`posted_within_days=${value}`)).toEqual({
        search: EMPTY_SEARCH,
        invalid: [{ field: 'posted_within_days', value, message: 'invalidChoice' }],
      });
    }
  });

  it("ignores an old link's posted_within (retired for posted_within_days), as any parameter it does not know", () => {
    for (const query of ['posted_within=7', 'posted_within=400', 'colour=blue']) {
      expect(parse(`show_all=true&${query}`), query).toEqual({
        search: { ...EMPTY_SEARCH, showAll: true },
        invalid: [],
      });
    }
    expect(toAddress(parse('posted_within=7&posted_within_days=7').search)).toBe('?posted_within_days=7');
  });

  it('treats empty values as no filter, and caps the pages a link restores', () => {
    expect(parse('q=&location=%20&work_model=,&salary_min=').search).toEqual(EMPTY_SEARCH);
    expect(parse('page=400').search.page).toBe(MAX_RESTORED_PAGES);
  });

  it('starts again from the first page on any change, and keeps the tab when cleared', () => {
    const search = parse('show_all=true&q=driver&work_model=remote&page=4').search;
    expect(changed(search, { location: 'Goma' }).page).toBe(1);
    expect(cleared(search)).toEqual({ ...EMPTY_SEARCH, showAll: true });
  });

  it('gives the API the tab always, and the page and order only to the list', () => {
    const search = parse('q=driver&sort=salary&page=2').search;
    expect(listQuery(search)).toBe('show_all=false&q=driver&sort=salary');
    expect(facetsQuery(search)).toBe('show_all=false&q=driver');
  });

  it('drops the parameters a 400 answer names, and only those', () => {
    const search = parse('show_all=true&location=Goma&work_model=remote&salary_min=500').search;
    const change = withoutParameters(['location', 'salary_min', 'unknown']);
    expect(change).toEqual({ location: '', salary_min: null });
    expect(toAddress(changed(search, change))).toBe('?show_all=true&work_model=remote');
  });
});

describe('the address read without the validation library', () => {
  // Values of every kind a hand-edited, truncated or old link may carry, for every parameter of the search.
  const RAW = [
    '',
    ' ',
    'true',
    'false',
    'TRUE',
    'yes',
    '0',
    '1',
    '3',
    '7',
    '30',
    ' 7 ',
    '007',
    '7.5',
    '-1',
    '1e3',
    '12abc',
    '1000000',
    '1000001',
    '999999999',
    '1234567890',
    'newest',
    'relevance',
    'salary',
    'popular',
    'remote',
    ' hybrid ',
    'office',
    'full_time',
    'contract',
    'entry',
    'senior',
    'Kinshasa',
    '  génie   civil ',
    'a\u0007b',
    'é'.repeat(100),
    'x'.repeat(101),
    ' '.repeat(3) + 'x'.repeat(100) + ' ',
    'x'.repeat(200),
    'x'.repeat(201),
    `${'x'.repeat(201)}\u0000`,
  ];
  const shape = jobListQuerySchema.shape;
  /** What the API's schema makes of a raw value: its value, or its first message. */
  const bySchema = (field: keyof typeof shape, raw: string) => {
    const result = shape[field].safeParse(raw);
    return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message };
  };

  it('accepts and refuses what the API’s schema does, with its first message, for every parameter', () => {
    for (const raw of RAW) {
      expect(READERS.showAll(raw), `show_all=${raw}`).toEqual(bySchema('show_all', raw));
      expect(READERS.sort(raw), `sort=${raw}`).toEqual(bySchema('sort', raw));
      expect(READERS.page(raw), `page=${raw}`).toEqual(bySchema('page', raw));
    }
    for (const name of JOB_FILTER_NAMES) {
      for (const raw of RAW) {
        // A choice list is read part by part, each trimmed and not empty (parseJobSearch splits it).
        const choices = Array.isArray(EMPTY_SEARCH[name]);
        if (raw.trim() === '' && choices) continue;
        const { search, invalid } = parse(new URLSearchParams([[name, raw]]).toString());
        const expected = bySchema(name, choices ? raw.trim() : raw);
        if (expected.ok) {
          expect(invalid, `${name}=${raw}`).toEqual([]);
          const value = expected.value as unknown;
          if (value !== undefined && !Array.isArray(value))
            expect(search[name], `${name}=${raw}`).toEqual(
              typeof value === 'string' && name === 'q' ? value.replace(/\s+/g, ' ') : value,
            );
          if (Array.isArray(value)) expect(search[name], `${name}=${raw}`).toEqual(value);
        } else {
          expect(invalid, `${name}=${raw}`).toEqual([
            { field: name, value: choices ? raw.trim() : raw, message: expected.message },
          ]);
        }
      }
    }
  });
});
