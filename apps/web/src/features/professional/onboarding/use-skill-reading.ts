import { useEffect, useState } from 'react';
import { foldSkillText, type Language } from '@talent/shared';

type SkillReading = typeof import('./skill-suggestions');

let loaded: SkillReading | undefined;
let loading: Promise<SkillReading> | undefined;
const load = () => (loading ??= import('./skill-suggestions').then((reading) => (loaded = reading)));

/** Before the reading arrives: nothing suggested, and two chips are one skill when their folded text is. */
const UNTIL_LOADED: SkillReading = {
  suggestSkills: (_query: string, _language: Language) => [],
  skillKey: foldSkillText,
};

/**
 * The reading of skills (its concepts, about 1,500 in two languages, are most of what this page would download): asked
 * for when a skills field or the CV's suggestions are drawn, not with the page, and kept once here. Until it
 * arrives the field works with what it has.
 */
export function useSkillReading(): SkillReading {
  const [reading, setReading] = useState(loaded);
  useEffect(() => {
    if (!reading) load().then(setReading, () => {});
  }, [reading]);
  return reading ?? UNTIL_LOADED;
}
