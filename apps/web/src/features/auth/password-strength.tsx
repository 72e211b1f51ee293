import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

type Estimator = typeof import('@talent/shared/password-strength');
let estimator: Promise<Estimator> | undefined;
/** The estimator and its word lists (about a megabyte) load with the first key typed, not with the page. */
const loadEstimator = () => (estimator ??= import('@talent/shared/password-strength'));

const LEVELS = ['weak', 'weak', 'fair', 'good', 'strong'] as const;

/**
 * How hard the new password is to guess, said while it is typed, with the same estimator and lists the server
 * checks it with: "too easy to guess" is what the server will refuse. `personal` is what the form knows of the
 * person (e-mail, names), which a password is weak to be built from.
 */
export function PasswordStrength({
  id,
  password,
  personal,
}: {
  id: string;
  password: string;
  personal: readonly string[];
}) {
  const { t } = useTranslation('auth');
  const [estimate, setEstimate] = useState<{ password: string; level: (typeof LEVELS)[number] } | null>(null);
  const personalKey = personal.join('\n');
  useEffect(() => {
    if (password === '') return;
    let current = true;
    void loadEstimator().then(({ passwordScore }) => {
      if (current) setEstimate({ password, level: LEVELS[passwordScore(password, personalKey.split('\n'))] });
    });
    return () => {
      current = false;
    };
  }, [password, personalKey]);
  const level = password !== '' && estimate?.password === password ? estimate.level : null;
  return (
    <p id={id} className="password-strength" data-level={level ?? undefined} aria-live="polite">
      {level && t('register.strength.label', { level: t(`register.strength.${level}`) })}
    </p>
  );
}
