import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialLinkRequired,
  type SocialProvider,
  type SocialUserTypeRequired,
  type UserType,
} from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../components/use-document-title';
import { messageOf } from '../../i18n/use-message';
import { flashState } from '../../lib/flash';
import { useAuth } from '../../session/use-auth';
import type { AttemptedLocation } from '../../session/attempted-location';
import { checkCallbackAnswer } from './social/callback-answer';
import { takePendingSignIn } from './social/pending-sign-in';
import { LinkPassword } from './social/link-password';
import { RoleChoice } from './social/role-choice';
import { finishSocialSignIn, linkWithPassword, signUpWithRole, SocialSignInError } from './social/social-api';
import './auth.css';

type Phase =
  | { kind: 'working' }
  | { kind: 'choose-role'; provider: SocialProvider; question: SocialUserTypeRequired; next?: AttemptedLocation }
  | { kind: 'link-password'; question: SocialLinkRequired; next?: AttemptedLocation };

/**
 * /auth/callback, where Google and LinkedIn send the browser back. The answer is checked against what this
 * tab kept, then sent to the API, which exchanges the code. Signed in, the visitor goes on (a new account to
 * onboarding); a new person first chooses a role; the holder of an existing account with the same e-mail first
 * gives its password, which links the provider; any failure goes back to /auth with its message.
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { completeSignIn } = useAuth();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const handled = useRef(false);
  useDocumentTitle(
    phase.kind === 'working'
      ? t('callback.title')
      : phase.kind === 'choose-role'
        ? t('callback.role.title')
        : t('callback.link.title', { provider: SOCIAL_PROVIDER_NAMES[phase.question.provider] }),
  );

  useEffect(() => {
    // The answer is used once: the pending sign-in is taken from storage on the first run.
    if (handled.current) return;
    handled.current = true;
    const fail = (err: unknown) =>
      navigate('/auth', {
        replace: true,
        state: flashState({ kind: 'error', message: messageOf(err) }),
      });
    const answer = checkCallbackAnswer(params, takePendingSignIn());
    if (!answer.ok) {
      fail(new SocialSignInError(answer.message));
      return;
    }
    finishSocialSignIn(answer.provider, answer.payload)
      .then(async (result) => {
        if (result.kind === 'signed-in') {
          await completeSignIn(result.response, { created: result.response.created, next: answer.next });
          return;
        }
        // The code is spent: it leaves the address bar while the role is chosen or the password typed.
        navigate('/auth/callback', { replace: true });
        setPhase(
          result.kind === 'user-type-required'
            ? { kind: 'choose-role', provider: answer.provider, question: result.question, next: answer.next }
            : { kind: 'link-password', question: result.question, next: answer.next },
        );
      })
      .catch(fail);
  }, [params, navigate, completeSignIn]);

  if (phase.kind === 'choose-role') {
    const choose = async (userType: UserType) => {
      try {
        const response = await signUpWithRole(phase.provider, phase.question.signup_token, userType);
        await completeSignIn(response, { created: response.created, next: phase.next });
      } catch (err) {
        navigate('/auth', { replace: true, state: flashState({ kind: 'error', message: messageOf(err) }) });
      }
    };
    return <RoleChoice question={phase.question} onChoose={choose} />;
  }
  if (phase.kind === 'link-password') {
    const { question, next } = phase;
    const link = async (password: string) => {
      const response = await linkWithPassword(question.provider, question.link_token, password);
      await completeSignIn(response, { created: false, next });
    };
    return <LinkPassword question={question} onLink={link} />;
  }
  return (
    <div className="auth-callback">
      <h1>{t('callback.title')}</h1>
      <p role="status">{t('callback.working')}</p>
    </div>
  );
}
