import { useId } from 'react';
import type { RelatedSkills } from '@talent/shared';
import { MatchColourBadge } from '../../../components/ui/match-colour-badge';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The skill match of a job card, once the job shares a skill with the professional. None otherwise (0%, or a job
 * that lists no skills): "All jobs" shows every open job, and a red "0%" on most of them told nothing. The card's
 * details still say which skills the job asks for, or that it lists none.
 */
export function MatchBadge({ percentage }: { percentage: number | null }) {
  const { t } = useTranslation('professional');
  if (!percentage) return null;
  return (
    <MatchColourBadge percentage={percentage} className="match-badge">
      {t('jobs.match.badge', { percent: percentage })}
    </MatchColourBadge>
  );
}

/** Why the badge says what it says: the required skills the professional has, and those missing. */
export function MatchExplanation({
  matched,
  related = [],
  missing,
}: {
  matched: readonly string[];
  related?: RelatedSkills;
  missing: readonly string[];
}) {
  const { t } = useTranslation('professional');
  const id = useId();
  const total = matched.length + related.length + missing.length;
  if (total === 0) return <p className="match-explanation">{t('jobs.match.noRequired')}</p>;
  return (
    <div className="match-explanation">
      <p>{t('jobs.match.summary', { matched: matched.length, count: total })}</p>
      {matched.length > 0 && (
        <div className="match-explanation__group">
          <span id={`${id}-have`} className="match-explanation__label">
            {t('jobs.match.have')}
          </span>
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
      {related.length > 0 && (
        <div className="match-explanation__group">
          <span id={`${id}-related`} className="match-explanation__label">
            {t('jobs.match.related')}
          </span>
          <ul className="skill-list" aria-labelledby={`${id}-related`}>
            {related.map(({ skill, through }) => (
              <li key={skill} className="skill skill--related">
                <span aria-hidden="true">≈ </span>
                {t('jobs.match.relatedSkill', { skill, through })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {missing.length > 0 && (
        <div className="match-explanation__group">
          <span id={`${id}-missing`} className="match-explanation__label">
            {t('jobs.match.missing')}
          </span>
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
