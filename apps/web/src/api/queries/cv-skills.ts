import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileRef } from '@talent/shared';
import { fetchCvSkills } from '../professional-profile';

/** GET /api/profile/cv-skills/: skills found in the CV, kept per CV (a new upload asks again). */
export const cvSkillsKey = (cv: FileRef) => ['cv-skills', cv?.name, cv?.size] as const;

export const cvSkillsQuery = (cv: FileRef) =>
  queryOptions({ queryKey: cvSkillsKey(cv), queryFn: ({ signal }) => fetchCvSkills(signal) });

export const useCvSkills = (cv: FileRef) => useQuery({ ...cvSkillsQuery(cv), enabled: !!cv });
