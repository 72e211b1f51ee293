import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_META, DEFERRED_APP_LOADER, PAGE_CODE_META } from '@talent/shared';

/** The page's modules the loader has asked for so far, in order. */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

const ENTRY = '/assets/index-entry.js';

/** A shell's head naming the app's entry and `count` modules of its page. */
function shellNaming(count: number): string[] {
  const modules = Array.from({ length: count }, (_, i) => `/assets/page-part-${i}.js`);
  document.head.innerHTML =
    `<meta name="${APP_ENTRY_META}" content="${ENTRY}">` +
    `<meta name="${PAGE_CODE_META}" content=" ${modules.join(' ')} ">`;
  return modules;
}

/**
 * Runs the loader as the page does, but for its `import()` of the app's entry, which a script made here cannot do:
 * `entry` is told the entry's address instead.
 */
function runLoader(entry: (address: string) => void) {
  expect(DEFERRED_APP_LOADER.split('import(').length).toBe(2);
  new Function('entry', DEFERRED_APP_LOADER.replace('import(', 'entry('))(entry);
}

describe("the loader of a page's code", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('asks for a page’s modules a few at a time, each few in a task of its own, all of them in order', async () => {
    vi.useFakeTimers();
    const modules = shellNaming(14);
    const entry = vi.fn();
    // The page has loaded and no paint is reported here: the loader asks after its 3 s, the app's entry first.
    runLoader(entry);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(entry).toHaveBeenCalledExactlyOnceWith(ENTRY);
    expect(preloaded()).toEqual(modules.slice(0, 6));
    await vi.advanceTimersToNextTimerAsync();
    expect(preloaded()).toEqual(modules.slice(0, 12));
    await vi.runAllTimersAsync();
    expect(preloaded()).toEqual(modules);
  });

  it('asks for nothing more on a page that names no code of its own', () => {
    vi.useFakeTimers();
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="${ENTRY}">`;
    const entry = vi.fn();
    runLoader(entry);
    vi.runAllTimers();
    expect(entry).toHaveBeenCalledExactlyOnceWith(ENTRY);
    expect(preloaded()).toEqual([]);
  });
});
