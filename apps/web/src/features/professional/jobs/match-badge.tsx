import { useId } from 'react';
import { skillMatchColour } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The skill match of a job in four colours (80+ green, 60-79 amber, 40-59 orange, below 40 red).
 * The percentage is in the text too, so the colour is never the only signal.
 */
export function MatchBadge({ percentage }: { percentage: number | null }) {
  const { t } = useTranslation('professional');
  if (percentage === null) return <span className="badge match-badge">{t('jobs.match.noSkillsBadge')}</span>;
  return (
    <span className={`badge match-badge match--${skillMatchColour(percentage)}`}>
      {t('jobs.match.badge', { percent: percentage })}
    </span>
  );
}

/** Why the badge says what it says: the required skills the professional has, and those missing. */
export function MatchExplanation({ matched, missing }: { matched: readonly string[]; missing: readonly string[] }) {
  const { t } = useTranslation('professional');
  const id = useId();
  const total = matched.length + missing.length;
  if (total === 0) return <p className="match-explanation">{t('jobs.match.noRequired')}</p>;
  return (
    <div className="match-explanation">
      <p>{t('jobs.match.summary', { matched: matched.length, count: total })}</p>
      {matched.length > 0 && (
        <div className="match-explanation__group">
          <span id={`${id}-have`} className="match-explanation__label">{t('jobs.match.have')}</span>
          <ul className="skill-list" aria-labelledby={`${id}-have`}>
            {matched.map((skill) => (
              <li key={skill} className="skill skill--matched">
                <span aria-hidden="true">✓ </span>
                {skill}
              </li>
            ))}
          </ul>
        </div>
      )}
      {missing.length > 0 && (
        <div className="match-explanation__group">
          <span id={`${id}-missing`} className="match-explanation__label">{t('jobs.match.missing')}</span>
          <ul className="skill-list" aria-labelledby={`${id}-missing`}>
            {missing.map((skill) => (
              <li key={skill} className="skill">
                {skill}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
