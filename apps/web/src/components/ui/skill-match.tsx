import { skillMatchColour } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import './skill-match.css';

/**
 * A skill-match percentage as a coloured badge (colours in docs/product.md) with what it is made of: the
 * required skills that matched and those missing. Colour is never the only signal: the number and the lists are text.
 */
export function SkillMatch({ percentage, matched, missing }: {
  percentage: number | null;
  matched: readonly string[];
  missing: readonly string[];
}) {
  const { t } = useTranslation('common');
  if (percentage === null) return <p className="skill-match skill-match--none">{t('ui.noSkillsListed')}</p>;
  const list = (skills: readonly string[]) => (skills.length ? skills.join(', ') : t('ui.none'));
  return (
    <div className="skill-match">
      <span className={`badge match--${skillMatchColour(percentage)}`}>{t('ui.match', { percent: percentage })}</span>
      <ul className="skill-match__lists">
        <li>{t('ui.matchedSkills', { skills: list(matched) })}</li>
        <li>{t('ui.missingSkills', { skills: list(missing) })}</li>
      </ul>
    </div>
  );
}
