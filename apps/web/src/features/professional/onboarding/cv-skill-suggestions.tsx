import { useState } from 'react';
import type { FileRef } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useCvSkills } from '../../../api/queries/cv-skills';
import { useSkillReading } from './use-skill-reading';

/**
 * Skills found in the uploaded CV that the professional has not listed: each can be added with one press,
 * or all ignored. Nothing is shown without a CV, or when the CV suggests nothing new.
 */
export function CvSkillSuggestions({
  cv,
  chosen,
  onAdd,
}: {
  cv: FileRef;
  chosen: readonly string[];
  onAdd: (skills: string[]) => void;
}) {
  const { t } = useTranslation('professional');
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(new Set());
  const found = useCvSkills(cv);
  const { skillKey } = useSkillReading();
  const have = new Set(chosen.map(skillKey));
  const offered = (found.data ?? []).filter((skill) => !have.has(skillKey(skill)) && !ignored.has(skillKey(skill)));
  if (!cv || offered.length === 0) return null;

  const ignore = (skills: string[]) => setIgnored((old) => new Set([...old, ...skills.map(skillKey)]));
  return (
    <section className="cv-skills" aria-labelledby="cv-skills-title">
      <h3 id="cv-skills-title">{t('onboarding.cvSkills.title')}</h3>
      <p>{t('onboarding.cvSkills.intro')}</p>
      <ul className="cv-skills__list">
        {offered.map((skill) => (
          <li key={skill}>
            <button
              type="button"
              className="cv-skills__add"
              aria-label={t('onboarding.cvSkills.add', { skill })}
              onClick={() => onAdd([skill])}
            >
              <span aria-hidden="true">+ </span>
              {skill}
            </button>
          </li>
        ))}
      </ul>
      <div className="cv-skills__actions">
        <button type="button" className="btn btn--secondary" onClick={() => onAdd(offered)}>
          {t('onboarding.cvSkills.addAll')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => ignore(offered)}>
          {t('onboarding.cvSkills.ignore')}
        </button>
      </div>
    </section>
  );
}
