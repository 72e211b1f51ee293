import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Reveal } from '../src/features/home/reveal';

type Report = (entries: { isIntersecting: boolean }[]) => void;
let report: Report = () => undefined;
class FakeObserver {
  constructor(callback: Report) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
const section = () => screen.getByRole('region', { name: 'Sectors' });
const content = (
  <Reveal labelledBy="t">
    <h2 id="t">Sectors</h2>
  </Reveal>
);

describe('sections fading in on scroll', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('hides a section only once it is reported below the fold, and shows it when it scrolls in', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    reducedMotion(false);
    render(content);
    expect(section().className).toContain('reveal--static');
    act(() => report([{ isIntersecting: false }]));
    expect(section().className).toContain('reveal--waiting');
    act(() => report([{ isIntersecting: true }]));
    expect(section().className).toContain('reveal--shown');
  });

  it('does not animate a section that is already in view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    reducedMotion(false);
    render(content);
    act(() => report([{ isIntersecting: true }]));
    expect(section().className).toContain('reveal--static');
  });

  it('leaves the content visible without an observer, or when less motion is asked for', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(content);
    expect(section().className).toContain('reveal--static');
    cleanup();
    report = () => undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    reducedMotion(true);
    render(content);
    act(() => report([{ isIntersecting: false }]));
    expect(section().className).toContain('reveal--static');
  });
});
