import type { Language } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import type { Sequence } from './use-welcome-sequence';

/**
 * Where the welcome is written. The letters are drawn for the eye only; a screen reader hears the whole
 * welcome once, when it starts, instead of one letter every 200 ms.
 */
export function WelcomeStage({
  lines,
  sequence,
  language,
}: {
  lines: [string, string];
  sequence: Sequence;
  language: Language;
}) {
  const { t } = useTranslation('demo');
  const { phase, shown } = sequence;
  const letters = lines.map((line) => Array.from(line));
  const typingLine = shown[0] < letters[0]!.length ? 0 : 1;
  return (
    <section className={`welcome-stage welcome-stage--${phase}`} aria-label={t('stage.label')}>
      <div className="welcome-stage__text" lang={language} aria-hidden="true">
        {phase === 'idle' ? null : (
          <>
            <span className="welcome-stage__line welcome-stage__line--first">
              {letters[0]!.slice(0, shown[0]).join('')}
              {phase === 'typing' && typingLine === 0 && <span className="welcome-stage__caret" />}
            </span>
            <span className="welcome-stage__line welcome-stage__line--second">
              {letters[1]!.slice(0, shown[1]).join('')}
              {phase === 'typing' && typingLine === 1 && <span className="welcome-stage__caret" />}
            </span>
          </>
        )}
      </div>
      <p className="welcome-stage__status" role="status">
        {phase === 'idle' && t('stage.idle')}
        {phase === 'typing' && <span lang={language} className="visually-hidden">{`${lines[0]}, ${lines[1]}`}</span>}
        {phase === 'done' && t('stage.done')}
      </p>
    </section>
  );
}
