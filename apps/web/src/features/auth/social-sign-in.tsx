import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SocialProvider, SocialProviderInfo, UserType } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useMessage, type Message } from '../../i18n/use-message';
import { attemptedLocation } from '../../session/attempted-location';
import { FormAlert } from './form-alert';
import { makeBrowserSecrets } from './social/browser-secrets';
import { savePendingSignIn } from './social/pending-sign-in';
import { ProviderMark } from './social/provider-marks';
import { startSocialSignIn } from './social/social-api';

/**
 * Google and LinkedIn sign-in, for the providers this site is configured for (none shown otherwise). A click
 * makes the PKCE verifier and the nonce, keeps them in this tab, and goes to the provider with the state the
 * server signed. On the Register tab the chosen role travels along, for the account to be created.
 */
export function SocialSignIn({ providers, userType }: { providers: SocialProviderInfo[]; userType?: UserType }) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const location = useLocation();
  const [opening, setOpening] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<Message | null>(null);
  if (providers.length === 0) return null;

  const start = async ({ provider }: SocialProviderInfo) => {
    setOpening(provider);
    setError(null);
    try {
      const secrets = await makeBrowserSecrets();
      const { authorization_url, state } = await startSocialSignIn(provider, {
        code_challenge: secrets.challenge,
        nonce: secrets.nonce,
        ...(userType ? { user_type: userType } : {}),
      });
      savePendingSignIn({
        provider,
        state,
        verifier: secrets.verifier,
        nonce: secrets.nonce,
        // Where the guards were sending the visitor, kept for after the provider's round trip.
        next: attemptedLocation(location.state),
      });
      window.location.assign(authorization_url);
    } catch (err) {
      setError(messageOf(err));
      setOpening(null);
    }
  };

  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">
        <span>{t('social.or')}</span>
      </p>
      <div className="social-sign-in__buttons">
        {providers.map((info) => (
          <button
            key={info.provider}
            type="button"
            className="btn social-sign-in__button"
            disabled={opening !== null}
            aria-busy={opening === info.provider}
            onClick={() => void start(info)}
          >
            <ProviderMark provider={info.provider} />
            {opening === info.provider ? t('social.opening', { name: info.name }) : t(`social.${info.provider}`)}
          </button>
        ))}
      </div>
      <FormAlert message={error && message(error)} />
    </div>
  );
}
