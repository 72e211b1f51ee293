import type { RelatedSkills } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { formatList } from '../../lib/format';
import { MatchColourBadge } from './match-colour-badge';
import './skill-match.css';

/** A skill-match percentage's badge with what it is made of: the required skills that matched and those missing. */
export function SkillMatch({
  percentage,
  matched,
  related = [],
  missing,
}: {
  percentage: number | null;
  matched: readonly string[];
  /** Required skills met through a skill a level above or below one of the applicant's, which counts half. */
  related?: RelatedSkills;
  missing: readonly string[];
}) {
  const { t, language } = useTranslation('common', 'conversation');
  if (percentage === null) return <p className="skill-match skill-match--none">{t('ui.noSkillsListed')}</p>;
  const list = (skills: readonly string[]) => (skills.length ? formatList(skills, language) : t('ui.none'));
  return (
    <div className="skill-match">
      <MatchColourBadge percentage={percentage}>{t('ui.match', { percent: percentage })}</MatchColourBadge>
      <ul className="skill-match__lists">
        <li>{t('ui.matchedSkills', { skills: list(matched) })}</li>
        {related.length > 0 && (
          <li>
            {t('conversation:match.related', {
              skills: formatList(
                related.map(({ skill, through }) => t('conversation:match.relatedSkill', { skill, through })),
                language,
              ),
            })}
          </li>
        )}
        <li>{t('ui.missingSkills', { skills: list(missing) })}</li>
      </ul>
    </div>
  );
}
