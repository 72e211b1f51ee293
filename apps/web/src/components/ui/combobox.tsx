import { useEffect, useRef, type ReactNode } from 'react';
import './combobox.css';

// The pieces every combobox of the app shares (a WAI-ARIA combobox with a list: the chips' skills, the search's
// places): the field's ARIA, the arrow keys' move through the options, and the list itself. Each field keeps what is
// its own: what Enter and Escape do, and when the list opens.

/** The text field's ARIA: it controls the list, and names its active option while the list shows. */
export function comboboxInputProps(listId: string, expanded: boolean, active: number, autocomplete = true) {
  return {
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': autocomplete ? ('list' as const) : ('none' as const),
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
  };
}

/** The option after (`step` 1) or before (-1) `active` among `count`, round the ends; from none, the first or last. */
export function nextOption(active: number, step: 1 | -1, count: number): number {
  if (active < 0) return step > 0 ? 0 : count - 1;
  return (active + step + count) % count;
}

/**
 * The list of options under the field. An option is chosen by a click that leaves the focus in the field (so that the
 * click is not taken for leaving it); the open list, or its active option, is scrolled into view, as on a phone it
 * often opens below the fold.
 */
export function ComboboxList<T>({
  id,
  label,
  options,
  active,
  expanded,
  optionKey,
  optionClass,
  onChoose,
  children,
}: {
  id: string;
  label: string;
  options: readonly T[];
  active: number;
  expanded: boolean;
  optionKey: (option: T, index: number) => string;
  /** A class of its own for an option, beside `combobox__option`. */
  optionClass?: (option: T, index: number) => string | undefined;
  onChoose: (option: T) => void;
  children: (option: T, index: number) => ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!expanded) return;
    const target = active >= 0 ? listRef.current?.children[active] : listRef.current;
    target?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active]);
  return (
    <ul ref={listRef} id={id} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
      {options.map((option, i) => (
        <li
          key={optionKey(option, i)}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className={['combobox__option', optionClass?.(option, i)].filter(Boolean).join(' ')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {children(option, i)}
        </li>
      ))}
    </ul>
  );
}
