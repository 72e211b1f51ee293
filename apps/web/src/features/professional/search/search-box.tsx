import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { MAX_SEARCH_TEXT_LENGTH } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { normaliseWords } from '../../../lib/job-search-params';

/** How long typing must pause before the words are searched. */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_INPUT_ID = 'job-search-words';

/**
 * Words typed into the box a page's shell drew, before the app came: this module is read while the shell is still on
 * the screen, and the box the app draws in its place starts with them (and searches them, as any typing).
 */
let typedBeforeTheApp =
  typeof document === 'undefined'
    ? ''
    : ((document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null)?.value ?? '');

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
  onSearch: (q: string, options: { replace: boolean }) => void;
  /** What shares the field's line (on a phone, the Filters button). */
  after?: ReactNode;
}) {
  const { t } = useTranslation('professional');
  const labelId = useId();
  const [text, setText] = useState(q || typedBeforeTheApp);
  // The words last sent from here: when the address comes back with them, the field is left as the user has it.
  const [sent, setSent] = useState(q);
  const typing = useRef(false);
  if (q !== sent) {
    // The search changed elsewhere (Back, a removed chip, "Clear all"): the field shows it.
    setSent(q);
    setText(q);
  }

  const search = (value: string, replace: boolean) => {
    typedBeforeTheApp = '';
    const words = normaliseWords(value);
    if (words === q) return;
    setSent(words);
    onSearch(words, { replace });
  };

  useEffect(() => {
    if (normaliseWords(text) === sent) return;
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
