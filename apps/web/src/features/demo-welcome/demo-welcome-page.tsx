import { useEffect, useId, useRef, useState } from 'react';
import { WELCOME_ANIMATION, type Language } from '@talent/shared';
import { Field } from '../../components/ui/field';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuth } from '../../session/use-auth';
import { useMediaQuery } from '../../lib/use-media-query';
import { useHydrated } from '../../lib/use-hydrated';
import { useWelcomeSequence } from './use-welcome-sequence';
import { WelcomeSound } from './welcome-sound';
import { WelcomeStage } from './welcome-stage';
import './demo.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** /demo: a test page for the welcome transition: name, language, sound on or off. */
export default function DemoWelcomePage() {
  const { t, language } = useTranslation('demo');
  const { user } = useAuth();
  useDocumentTitle(t('title'));
  const [name, setName] = useState(() => user?.first_name ?? '');
  // The page is written at build time: what is typed before the app takes it over would not reach its state.
  const waiting = !useHydrated();
  const [welcomeLanguage, setWelcomeLanguage] = useState<Language>(language);
  const [sound, setSound] = useState(true);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const { sequence, play, reset } = useWelcomeSequence();
  const audio = useRef<WelcomeSound | null>(null);
  const languageId = useId();
  useEffect(() => () => audio.current?.close(), []);

  const lines: [string, string] = [t(`welcome.${welcomeLanguage}`), name.trim() || t('common:brand')];
  const start = () => {
    audio.current?.close();
    audio.current = null;
    if (sound) {
      try {
        audio.current = new WelcomeSound();
      } catch {
        audio.current = null; // No Web Audio on this browser: the welcome plays silently.
      }
    }
    play(lines, reducedMotion, {
      onLetter: () => audio.current?.tick(),
      onWritten: () => audio.current?.chime(),
    });
  };
  const stop = () => {
    reset();
    audio.current?.close();
    audio.current = null;
  };

  return (
    <div className="demo-welcome">
      <header className="demo-welcome__header">
        <h1>{t('title')}</h1>
        <p className="demo-welcome__lead">{t('lead')}</p>
      </header>
      {/* The preview comes first, so that on a phone it is in view when Play is pressed. */}
      <WelcomeStage lines={lines} sequence={sequence} language={welcomeLanguage} />
      <form
        className="form demo-welcome__form card"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <Field label={t('form.name')} hint={t('form.nameHint')}>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="given-name"
            maxLength={40}
            disabled={waiting}
          />
        </Field>
        <div className="field">
          <label htmlFor={languageId}>{t('form.language')}</label>
          <select
            id={languageId}
            value={welcomeLanguage}
            onChange={(e) => setWelcomeLanguage(e.target.value as Language)}
            disabled={waiting}
          >
            {WELCOME_ANIMATION.languages.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {t(`languageNames.${lng}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={sound} onChange={(e) => setSound(e.target.checked)} disabled={waiting} />
          {t('form.sound')}
        </label>
        <div className="demo-welcome__actions">
          <button type="submit" className="btn btn--primary" disabled={waiting}>
            {sequence.phase === 'idle' ? t('form.play') : t('form.replay')}
          </button>
          {sequence.phase === 'typing' && (
            <button type="button" className="btn btn--secondary" onClick={stop}>
              {t('form.stop')}
            </button>
          )}
        </div>
        {reducedMotion && <p className="demo-welcome__note">{t('reducedMotion')}</p>}
        <p className="demo-welcome__note">
          {t('timings', {
            letter: WELCOME_ANIMATION.letterMs,
            pause: WELCOME_ANIMATION.pauseMs,
            hold: WELCOME_ANIMATION.endHoldMs,
          })}
        </p>
      </form>
    </div>
  );
}
