/**
 * The onboarding of each user type: its steps in order, and what each step requires. The one place that says whether
 * a profile is finished, and where to go on when it is not: the web app's step list, the way into /onboarding and the
 * line on each role's landing page all ask here.
 */
export const PROFESSIONAL_ONBOARDING_STEPS = ['personal', 'professional', 'files'] as const;
export const EMPLOYER_ONBOARDING_STEPS = ['company', 'team', 'profile'] as const;
export type ProfessionalOnboardingStep = (typeof PROFESSIONAL_ONBOARDING_STEPS)[number];
export type EmployerOnboardingStep = (typeof EMPLOYER_ONBOARDING_STEPS)[number];
export type OnboardingUserType = 'professional' | 'employer';
export type OnboardingStep = ProfessionalOnboardingStep | EmployerOnboardingStep;

/**
 * The fields each step requires: those its form's schema requires (schemas/profile.ts, which packages/shared's
 * onboarding test holds them to), written out so that the landing pages that ask do not load the schemas' code; the
 * last professional step requires a CV, which travels as a file.
 */
export const ONBOARDING_REQUIRED_FIELDS: Readonly<Record<OnboardingStep, readonly string[]>> = {
  personal: ['first_name', 'last_name', 'country', 'date_of_birth'],
  professional: ['professional_summary', 'current_job_title', 'years_of_experience'],
  files: ['cv_file'],
  company: ['company_name', 'industry', 'company_website', 'company_size', 'office_location'],
  team: ['first_name', 'last_name', 'job_title', 'email', 'phone_number'],
  profile: [],
};

/** The steps of a user type's onboarding, in order. */
export function onboardingStepsOf(userType: OnboardingUserType): readonly OnboardingStep[] {
  return userType === 'professional' ? PROFESSIONAL_ONBOARDING_STEPS : EMPLOYER_ONBOARDING_STEPS;
}

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A profile as onboarding reads it: its fields by their API names (null while no profile is saved). */
type ProfileFields = Readonly<Record<string, unknown>> | null | undefined;

/** Whether a step's required data is saved in the profile. */
export function isOnboardingStepDone(step: OnboardingStep, profile: ProfileFields): boolean {
  return !!profile && ONBOARDING_REQUIRED_FIELDS[step].every((field) => present(profile[field]));
}

/**
 * Where an unfinished onboarding goes on: the first step whose required data is missing, else the last step (where
 * onboarding is finished). Null once the profile is finished (its person said so at the last step), whatever it lacks:
 * they edit it from step 1 as they choose.
 */
export function firstUnfinishedStep(userType: OnboardingUserType, profile: ProfileFields): OnboardingStep | null {
  if (profile?.onboarding_completed === true) return null;
  const steps = onboardingStepsOf(userType);
  return steps.find((step) => !isOnboardingStepDone(step, profile)) ?? steps[steps.length - 1]!;
}

/** A step's number (1 for the first), as /onboarding?step=N reads it. */
export function onboardingStepNumber(userType: OnboardingUserType, step: OnboardingStep): number {
  return onboardingStepsOf(userType).indexOf(step) + 1;
}

/** The way to a step of the onboarding. */
export const onboardingStepPath = (userType: OnboardingUserType, step: OnboardingStep): string =>
  `/onboarding?step=${onboardingStepNumber(userType, step)}`;

/**
 * The attribute of the line to an unfinished onboarding that a role's landing page's shell draws hidden (JSON:
 * `userType`, and `steps`, each step's words for its way), which the shell's script fills in and shows for the user the
 * device keeps when theirs is unfinished.
 */
export const UNFINISHED_PROFILE_ATTRIBUTE = 'data-unfinished-profile';
