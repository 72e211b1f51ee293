import { useState } from 'react';
import type { UserType } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useMessage, type Message } from '../../i18n/use-message';
import { useAuth } from '../../session/use-auth';
import { FormAlert } from './form-alert';

/** 'Try as Professional' and 'Try as Employer': a sandbox account of that type, then its landing page. */
export function DemoButtons() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const { demoLogin } = useAuth();
  const [starting, setStarting] = useState<UserType | null>(null);
  const [error, setError] = useState<Message | null>(null);

  const start = async (userType: UserType) => {
    setStarting(userType);
    setError(null);
    try {
      await demoLogin(userType);
    } catch (err) {
      setError(messageOf(err));
      setStarting(null);
    }
  };

  return (
    <section className="demo-buttons" aria-labelledby="demo-title">
      <h3 id="demo-title">{t('demo.title')}</h3>
      <p>{t('demo.lead')}</p>
      <div className="demo-buttons__row">
        {(['professional', 'employer'] as const).map((type) => (
          <button
            key={type}
            type="button"
            className="btn btn--secondary"
            disabled={starting !== null}
            aria-busy={starting === type}
            onClick={() => void start(type)}
          >
            {starting === type ? t('demo.starting') : t(`demo.${type}`)}
          </button>
        ))}
      </div>
      <FormAlert message={error && message(error)} />
    </section>
  );
}
