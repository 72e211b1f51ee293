import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normaliseSkill } from '@talent/shared';
import { ChipsInput } from '../src/components/ui/chips-input';

afterEach(cleanup);

const labels = {
  remove: (item: string) => `Remove ${item}`,
  added: (item: string) => `${item} added.`,
  removed: (item: string) => `${item} removed.`,
  duplicate: (item: string) => `${item} is already there.`,
  full: 'The list is full.',
  list: 'Your skills',
  suggestions: 'Suggested skills',
  addTyped: (item: string) => `Add "${item}" as typed`,
};
const VOCABULARY = ['Accounting', 'Account Management', 'Auditing', 'Comptabilité', 'Welding'];
const suggest = (query: string) => VOCABULARY.filter((s) => s.toLowerCase().startsWith(query.toLowerCase()));

function Harness({
  initial = [],
  maxItems,
  onSubmit,
}: {
  initial?: string[];
  maxItems?: number;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor="skills">Skills</label>
      <ChipsInput
        id="skills"
        value={value}
        onChange={setValue}
        labels={labels}
        suggest={suggest}
        keyOf={normaliseSkill}
        maxItems={maxItems}
      />
    </form>
  );
}

const chips = () => screen.queryAllByRole('listitem').map((li) => li.textContent?.replace('×', '').trim());
const input = () => screen.getByRole('combobox', { name: 'Skills' });

describe('ChipsInput', () => {
  it('adds the typed text with Enter or a comma, and says so', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Plumbing{Enter}Driving,');
    expect(chips()).toEqual(['Plumbing', 'Driving']);
    expect(input()).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toBe('Driving added.');
  });

  it('adds every complete part of a pasted list and keeps the last part to finish', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste('Excel, Word; Sage');
    expect(chips()).toEqual(['Excel', 'Word']);
    expect(input()).toHaveProperty('value', 'Sage');
  });

  it('refuses two spellings of one skill and says why', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['JavaScript']} />);
    await user.type(input(), 'JS{Enter}');
    expect(chips()).toEqual(['JavaScript']);
    expect(screen.getByRole('status').textContent).toBe('JS is already there.');
  });

  it('stops at the maximum number of items', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['One', 'Two']} maxItems={2} />);
    await user.type(input(), 'Three{Enter}');
    expect(chips()).toEqual(['One', 'Two']);
    expect(screen.getByRole('status').textContent).toBe('The list is full.');
  });

  it('removes a chip with its own button and puts the focus back in the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Plumbing', 'Driving']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Plumbing' }));
    expect(chips()).toEqual(['Driving']);
    expect(document.activeElement).toBe(input());
    expect(screen.getByRole('status').textContent).toBe('Plumbing removed.');
  });

  it('offers suggestions as a listbox that the arrow keys walk through', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'acc');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Accounting', 'Account Management', 'Add "acc" as typed']);
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Account Management']);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves out suggestions already chosen, and Escape closes the list', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Accounting']} />);
    await user.type(input(), 'acc');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Account Management',
      'Add "acc" as typed',
    ]);
    await user.keyboard('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input()).toHaveProperty('value', 'acc');
  });

  it('takes the highlighted suggestion with Enter, and the fragment only when chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'compta{Enter}');
    expect(chips()).toEqual(['Comptabilité']);
    expect(screen.getByRole('status').textContent).toBe('Comptabilité added.');
    // The text as typed is the list's last choice (up from the first), or a comma.
    await user.type(input(), 'wel{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Add "wel" as typed' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await user.type(input(), 'aud,');
    expect(chips()).toEqual(['Comptabilité', 'wel', 'aud']);
  });

  it('offers no separate choice for text that is already a suggestion', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'welding');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Welding']);
  });

  it('picks a suggestion with the mouse', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'wel');
    await user.click(screen.getByRole('option', { name: 'Welding' }));
    expect(chips()).toEqual(['Welding']);
  });

  it('lets Enter in an empty field submit the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(input(), 'Plumbing{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps unfinished text as a chip when the field loses the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Carpentry');
    await user.tab();
    expect(chips()).toEqual(['Carpentry']);
  });
});
