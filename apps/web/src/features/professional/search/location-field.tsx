import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DRC_PROVINCES, LOCATION_SUGGESTIONS, locationKey, MAX_LOCATION_LENGTH } from '@talent/shared';
import { ComboboxList, comboboxInputProps, nextOption } from '../../../components/ui/combobox';
import { useTranslation } from '../../../i18n/use-translation';
import { jobLocationsQuery } from '../../../api/queries/job-locations';
import { formatNumber } from '../../../lib/format';
import { useDebouncedValue } from './use-debounced-value';

const SUGGEST_DEBOUNCE_MS = 250;

interface Suggestion {
  name: string;
  /** Open jobs there; null for a province, which the API counts through its towns. */
  count: number | null;
}

/** The towns the API knows for a prefix, then the provinces that start with it (a province finds its towns' jobs). */
function useSuggestions(prefix: string, topLocations: readonly Suggestion[], open: boolean): Suggestion[] {
  const key = locationKey(prefix);
  const towns = useQuery({ ...jobLocationsQuery(prefix), enabled: open && key !== '' });
  if (key === '') return [...topLocations];
  const found: Suggestion[] = towns.data ?? [];
  const seen = new Set(found.map((s) => locationKey(s.name)));
  const provinces = DRC_PROVINCES.filter((p) => locationKey(p.name).startsWith(key) && !seen.has(locationKey(p.name)));
  return [...found, ...provinces.map((p) => ({ name: p.name, count: null }))].slice(0, LOCATION_SUGGESTIONS);
}

/**
 * The location filter: a text field with suggestions (a WAI-ARIA combobox: arrow keys, Enter, Escape). The
 * place is searched when one is picked, with Enter, or on leaving the field; not while it is typed.
 * Empty, it suggests the places of the current results.
 */
export function LocationField({
  value,
  topLocations,
  onChange,
}: {
  value: string;
  topLocations: readonly Suggestion[];
  onChange: (location: string) => void;
}) {
  const { t, language } = useTranslation('professional');
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const prefix = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(prefix, topLocations, open);
  const expanded = open && suggestions.length > 0;

  const choose = (location: string) => {
    const next = location.trim();
    setText(next);
    setOpen(false);
    setActive(-1);
    if (next !== value) {
      setShown(next);
      onChange(next);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      setActive((i) => nextOption(i, e.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(expanded && active >= 0 ? suggestions[active]!.name : text);
    } else if (e.key === 'Escape') {
      // Closes the suggestions first; a dialog around the field closes on the next Escape.
      if (expanded) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text !== value) {
        e.preventDefault();
        e.stopPropagation();
        setText(value);
      }
    }
  };

  return (
    <div className="field location-field">
      <label htmlFor={inputId}>{t('search.location')}</label>
      <span id={hintId} className="field__hint">
        {t('search.locationHint')}
      </span>
      <div className="combobox">
        <input
          id={inputId}
          type="text"
          {...comboboxInputProps(listId, expanded, active)}
          aria-describedby={hintId}
          maxLength={MAX_LOCATION_LENGTH}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => choose(text)}
        />
        <ComboboxList
          id={listId}
          label={t('search.locationSuggestions')}
          options={suggestions}
          active={active}
          expanded={expanded}
          optionKey={(s) => s.name}
          onChoose={(s) => choose(s.name)}
        >
          {(s) => (
            <>
              <span>{s.name}</span>
              <span className="location-field__count">
                {s.count === null
                  ? t('search.province')
                  : t('search.optionCount', { count: s.count, total: formatNumber(s.count, language) })}
              </span>
            </>
          )}
        </ComboboxList>
      </div>
    </div>
  );
}
