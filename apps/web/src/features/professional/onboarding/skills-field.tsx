import { ChipsInput } from '../../../components/ui/chips-input';
import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useSkillReading } from './use-skill-reading';

const MAX_SKILLS = 50;
const MAX_SKILL_LENGTH = 60;

/** The professional's skills as chips, with skill concepts suggested in the reader's language. */
export function SkillsField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
}) {
  const { t, language } = useTranslation('professional');
  const { suggestSkills, skillKey } = useSkillReading();
  return (
    <Field label={t('onboarding.info.skills')} hint={t('onboarding.info.skillsHint')} error={error}>
      <ChipsInput
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        suggest={(query) => suggestSkills(query, language)}
        keyOf={skillKey}
        maxItems={MAX_SKILLS}
        maxLength={MAX_SKILL_LENGTH}
        placeholder={t('onboarding.info.skillsPlaceholder')}
        labels={{
          remove: (item) => t('onboarding.chips.remove', { item }),
          added: (item) => t('onboarding.chips.added', { item }),
          removed: (item) => t('onboarding.chips.removed', { item }),
          duplicate: (item) => t('onboarding.chips.duplicate', { item }),
          full: t('onboarding.chips.full'),
          list: t('onboarding.chips.list'),
          suggestions: t('onboarding.chips.suggestions'),
          addTyped: (item) => t('onboarding.chips.addTyped', { item }),
        }}
      />
    </Field>
  );
}
