import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { MAX_SEARCH_TEXT_LENGTH } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { normaliseWords } from '../../../lib/job-search-params';

/** How long typing must pause before the words are searched. */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_INPUT_ID = 'job-search-words';

/**
 * The box this one takes the place of, if any: the one a page's shell drew before the app came (known from the
 * start, since this module is read while it is on the screen), or the frame's that the app drew while the search's
 * code was on its way (offered by its removal, for the commit that removes it only). Its words and its focus pass to
 * the box drawn in its place, so that neither is lost: a reader typing at the moment of the takeover goes on typing,
 * and their Enter searches.
 */
let boxBefore: HTMLInputElement | null =
  typeof document === 'undefined' ? null : (document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null);
/** The element last focused on the page: a removed box had the focus when it is still this one. */
let lastFocused: EventTarget | null = typeof document === 'undefined' ? null : document.activeElement;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => (lastFocused = event.target), true);
}

/**
 * The words of the search. They are searched once typing pauses, or at once with Enter or the button. The
 * first search of a burst of typing is a history entry; the ones that follow while typing on replace it, so
 * Back returns to the search before the typing, not to each half-typed word.
 */
export function SearchBox({
  q,
  onSearch,
  after,
}: {
  q: string;
  /** Absent in a page's frame: the box keeps what is typed for the search drawn in its place, which searches it. */
  onSearch?: (q: string, options: { replace: boolean }) => void;
  /** What shares the field's line (on a phone, the Filters button). */
  after?: ReactNode;
}) {
  const { t } = useTranslation('professional');
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => q || (boxBefore?.value ?? ''));
  // The words last sent from here: when the address comes back with them, the field is left as the user has it.
  const [sent, setSent] = useState(q);
  const typing = useRef(false);
  if (q !== sent) {
    // The search changed elsewhere (Back, a removed chip, "Clear all"): the field shows it.
    setSent(q);
    setText(q);
  }

  useLayoutEffect(() => {
    // Before the browser paints: what was typed into the box this one replaces while it was being drawn, and the
    // caret if that box had it (a removed element's focus falls to the page's body).
    const before = boxBefore;
    const mine = input.current!;
    boxBefore = null;
    if (before && before !== mine && !before.isConnected) {
      if (!q && before.value !== mine.value) setText(before.value);
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (lastFocused === before && focusLost) mine.focus();
    }
    return () => {
      // Removed: offered to a box drawn in the same commit, which runs its effects before the next task.
      boxBefore = mine;
      queueMicrotask(() => {
        if (boxBefore === mine) boxBefore = null;
      });
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when this box takes the place of the one before

  const search = (value: string, replace: boolean) => {
    const words = normaliseWords(value);
    if (words === q || !onSearch) return;
    setSent(words);
    onSearch(words, { replace });
  };

  useEffect(() => {
    if (!onSearch || normaliseWords(text) === sent) return;
    const timer = setTimeout(() => {
      search(text, typing.current);
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text, typing.current);
    typing.current = false;
  };

  return (
    <form role="search" aria-labelledby={labelId} className="job-search__box" onSubmit={submit}>
      <label id={labelId} htmlFor={SEARCH_INPUT_ID} className="job-search__box-label">
        {t('search.label')}
      </label>
      <div className="job-search__box-row">
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          // The address's word for them: before the app, the form is sent as a plain search of the page.
          name="q"
          type="search"
          value={text}
          maxLength={MAX_SEARCH_TEXT_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
        />
        <button type="submit" className="btn btn--primary job-search__submit">
          <StrokeIcon size={20} strokeWidth={2.5}>
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" strokeLinecap="round" />
          </StrokeIcon>
          <span className="job-search__submit-text">{t('search.submit')}</span>
        </button>
        {after}
      </div>
    </form>
  );
}
