import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { StepNav } from '../src/components/onboarding/step-nav';
import { openingStepIndex } from '../src/components/onboarding/use-steps';
import {
  STEP_NAV_LOOK,
  stepIndexOf,
  useStepNavigation,
} from '../src/features/professional/onboarding/onboarding-steps';

afterEach(cleanup);

const steps = [
  { label: 'Personal Details', short: 'Personal', done: true },
  { label: 'Professional Info', short: 'Professional', done: false },
  { label: 'CV and Photo', short: 'CV & Photo', done: false },
];

describe('StepNav', () => {
  it('is a navigation list that marks the current step and the finished ones', () => {
    render(
      <StepNav
        look={STEP_NAV_LOOK}
        label="Onboarding steps"
        steps={steps}
        current={1}
        onSelect={() => {}}
        completedLabel="(completed)"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    const buttons = screen.getAllByRole('button');
    expect(nav.querySelector('ol')).toBeTruthy();
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(buttons[0]!.textContent).toContain('(completed)');
    // The short label is for the eye only: the accessible name keeps the full one.
    expect(buttons[2]!.querySelector('[aria-hidden="true"].step-nav__short')?.textContent).toBe('CV & Photo');
    expect(buttons[1]!.textContent).not.toContain('(completed)');
  });

  it('jumps to the step that is pressed', async () => {
    const onSelect = vi.fn();
    render(
      <StepNav
        look={STEP_NAV_LOOK}
        label="Steps"
        steps={steps}
        current={0}
        onSelect={onSelect}
        completedLabel="(completed)"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /CV and Photo/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});

function Stepper({ opening = null }: { opening?: number | null }) {
  const nav = useStepNavigation(opening);
  const location = useLocation();
  return (
    <div>
      <p>
        step {nav.index + 1} {nav.step} {nav.isFirst ? 'first' : ''} {nav.isLast ? 'last' : ''}
      </p>
      <p>at {location.search}</p>
      <button onClick={nav.back}>Back</button>
      <button onClick={nav.next}>Next</button>
      <button onClick={() => nav.goTo(2)}>Jump</button>
    </div>
  );
}

describe('useStepNavigation', () => {
  it('moves with Next and Back within the three steps, and keeps the step in the address', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/onboarding']}>
        <Stepper />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^step/).textContent).toMatch(/step 1 personal first/);
    await user.click(screen.getByText('Back'));
    expect(screen.getByText(/^step/).textContent).toMatch(/step 1 personal/);
    await user.click(screen.getByText('Next'));
    expect(screen.getByText(/^step/).textContent).toMatch(/step 2 professional/);
    expect(screen.getByText(/^at/).textContent).toBe('at ?step=2');
    await user.click(screen.getByText('Next'));
    await user.click(screen.getByText('Next'));
    expect(screen.getByText(/^step/).textContent).toMatch(/step 3 files\s+last/);
    await user.click(screen.getByText('Back'));
    expect(screen.getByText(/^step/).textContent).toMatch(/step 2 professional/);
  });

  it('opens the step named in the address', () => {
    render(
      <MemoryRouter initialEntries={['/onboarding?step=3']}>
        <Stepper />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^step/).textContent).toMatch(/step 3 files/);
  });

  it.each([
    [null, 0],
    ['2', 1],
    ['3', 2],
    ['0', 0],
    ['4', 0],
    ['two', 0],
    ['1.5', 0],
  ])('reads ?step=%s as step index %i', (raw, index) => expect(stepIndexOf(raw)).toBe(index));
});

describe('where onboarding opens', () => {
  const personal = { first_name: 'Amani', last_name: 'Kasongo', country: 'CD', date_of_birth: '1990-05-14' };

  it('opens an unfinished profile at its first step with required data missing, a finished one at step 1', () => {
    expect(openingStepIndex('professional', null)).toBe(0);
    expect(openingStepIndex('professional', { ...personal, onboarding_completed: false })).toBe(1);
    expect(openingStepIndex('professional', { ...personal, onboarding_completed: true })).toBe(0);
    const company = {
      company_name: 'Kivu Mining SARL',
      industry: 'Mining',
      company_website: 'https://kivumining.example.cd',
      company_size: '51-200',
      office_location: 'Goma',
    };
    expect(openingStepIndex('employer', { ...company, onboarding_completed: false })).toBe(1);
  });

  it('opens at the unfinished step when the address names none, and names it in the address from then on', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/onboarding']}>
        <Stepper opening={1} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^step/).textContent).toMatch(/step 2 professional/);
    expect(screen.getByText(/^at/).textContent).toBe('at ?step=2');
    await user.click(screen.getByText('Next'));
    expect(screen.getByText(/^step/).textContent).toMatch(/step 3 files/);
  });

  it('keeps the step the address names', () => {
    render(
      <MemoryRouter initialEntries={['/onboarding?step=1']}>
        <Stepper opening={2} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^step/).textContent).toMatch(/step 1 personal/);
  });
});
