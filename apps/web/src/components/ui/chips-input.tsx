import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { ComboboxList, comboboxInputProps, nextOption } from './combobox';
import './chips-input.css';

/** The words a chips input says; the caller gives them in the reader's language. */
export interface ChipsInputLabels {
  /** Accessible name of a chip's remove button, e.g. "Remove Accounting". */
  remove: (item: string) => string;
  added: (item: string) => string;
  removed: (item: string) => string;
  duplicate: (item: string) => string;
  /** Said when the list is full. */
  full: string;
  /** Name of the list of chosen items. */
  list: string;
  /** Name of the list of suggestions. */
  suggestions: string;
  /** The last suggestion, which adds the text as typed, e.g. 'Add "compta" as typed'. */
  addTyped: (item: string) => string;
}

export interface ChipsInputProps {
  id?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  labels: ChipsInputLabels;
  /** Suggestions for the typed text (items already chosen are left out here). */
  suggest?: (query: string) => string[];
  /** Two items with the same key are the same item ("JS" and "JavaScript", say). */
  keyOf?: (item: string) => string;
  maxItems?: number;
  maxLength?: number;
  placeholder?: string;
  onBlur?: () => void;
  /** Receives the text input (a form library focuses it on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

const SEPARATORS = /[,;\n]/;
const MAX_SUGGESTIONS = 8;

/**
 * A list of short items (skills, say) typed one by one, a WAI-ARIA combobox. While suggestions show, the first is
 * highlighted and Enter takes the highlighted one: "compta" then Enter is Comptabilité, not the fragment. The text as
 * typed is the list's last choice, or a comma; without suggestions Enter adds it. Each chip has its own remove
 * button, and every change is announced.
 */
export function ChipsInput({
  id,
  value,
  onChange,
  labels,
  suggest,
  keyOf = (item) => item.trim().toLowerCase(),
  maxItems = Infinity,
  maxLength,
  placeholder,
  onBlur,
  inputRef: externalRef,
  ...aria
}: ChipsInputProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const chosen = new Set(value.map(keyOf));
  const suggestions =
    open && suggest && text.trim() !== ''
      ? suggest(text)
          .filter((s) => !chosen.has(keyOf(s)))
          .slice(0, MAX_SUGGESTIONS)
      : [];
  // The text as typed, as an explicit last choice, unless a suggestion is that same item.
  const typedChoice = suggestions.length > 0 && !suggestions.some((s) => keyOf(s) === keyOf(text)) ? text.trim() : null;
  const options = typedChoice === null ? suggestions : [...suggestions, typedChoice];
  const expanded = suggestions.length > 0;

  /** Adds items in order, skipping repeats; returns nothing, announces what happened. */
  const addAll = (items: string[]) => {
    const next = [...value];
    const keys = new Set(next.map(keyOf));
    let said = '';
    for (const raw of items) {
      const item = raw.trim().slice(0, maxLength);
      if (item === '') continue;
      if (keys.has(keyOf(item))) said = labels.duplicate(item);
      else if (next.length >= maxItems) said = labels.full;
      else {
        next.push(item);
        keys.add(keyOf(item));
        said = labels.added(item);
      }
    }
    if (next.length !== value.length) onChange(next);
    if (said) setAnnouncement(said);
    setText('');
    setActive(-1);
  };

  const remove = (index: number) => {
    const item = value[index]!;
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(labels.removed(item));
    inputRef.current?.focus();
  };

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    setOpen(true);
    setActive(0);
    if (!SEPARATORS.test(typed)) {
      setText(typed);
      return;
    }
    // A pasted list: every complete part is added, the last one stays to be finished.
    const parts = typed.split(SEPARATORS);
    const rest = parts.pop() ?? '';
    addAll(parts);
    setText(rest.trimStart());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && expanded) {
      e.preventDefault();
      setActive((i) => nextOption(i, e.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (e.key === 'ArrowDown' && suggest) {
      setOpen(true);
      setActive(0);
    } else if (e.key === 'Enter') {
      const pick = expanded && active >= 0 ? options[active] : undefined;
      // An empty Enter submits the form, as in any text field.
      if (!pick && text.trim() === '') return;
      e.preventDefault();
      addAll([pick ?? text]);
    } else if (e.key === ',') {
      // A comma ends the item as typed, as in a pasted list.
      e.preventDefault();
      addAll([text]);
    } else if (e.key === 'Escape' && expanded) {
      // Closes the suggestions only, not a dialog around the field.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="chips">
      <div className="combobox chips__combo">
        <input
          ref={(element) => {
            inputRef.current = element;
            externalRef?.(element);
          }}
          id={inputId}
          type="text"
          {...comboboxInputProps(listId, expanded, active, Boolean(suggest))}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim() !== '') addAll([text]);
            setOpen(false);
            onBlur?.();
          }}
          {...aria}
        />
        <ComboboxList
          id={listId}
          label={labels.suggestions}
          options={options}
          active={active}
          expanded={expanded}
          optionKey={(s, i) => (i === suggestions.length ? `typed:${s}` : s)}
          optionClass={(_, i) => (i === suggestions.length ? 'chips__option--typed' : undefined)}
          onChoose={(s) => addAll([s])}
        >
          {(s, i) => (i === suggestions.length ? labels.addTyped(s) : s)}
        </ComboboxList>
      </div>
      {value.length > 0 && (
        <ul className="chips__list" aria-label={labels.list}>
          {value.map((item, i) => (
            <li key={keyOf(item)} className="chip">
              <span className="chip__text">{item}</span>
              <button type="button" className="chip__remove" aria-label={labels.remove(item)} onClick={() => remove(i)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
