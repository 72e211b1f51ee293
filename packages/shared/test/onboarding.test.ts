import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyDetailsSchema,
  companyProfileSchema,
  hiringTeamSchema,
  personalDetailsSchema,
  professionalInfoSchema,
} from '../src/schemas/profile.js';
import {
  ONBOARDING_REQUIRED_FIELDS,
  firstUnfinishedStep,
  isOnboardingStepDone,
  onboardingStepNumber,
  onboardingStepsOf,
} from '../src/onboarding.js';

const personal = { first_name: 'Grace', last_name: 'Mbuyi', country: 'CD', date_of_birth: '1992-04-17' };
const professionalInfo = {
  professional_summary: 'Accountant with five years in a bank.',
  current_job_title: 'Accountant',
  years_of_experience: 0,
  linkedin_profile_url: null,
  skills: [],
};
const cv = { cv_file: { url: '/files/cv', name: 'cv.pdf' } };
const company = {
  company_name: 'Kivu Mining SARL',
  industry: 'Mining',
  company_website: 'https://kivumining.example.cd',
  company_size: '51-200',
  office_location: 'Goma',
};
const team = {
  first_name: 'Patrick',
  last_name: 'Kabila',
  job_title: 'HR Manager',
  email: 'hr@kivumining.example.cd',
  phone_number: '+243812345678',
};

/** The fields a schema requires: those that refuse to be missing. */
const requiredOf = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);

describe('where an unfinished onboarding goes on', () => {
  it('requires of each step the fields its form’s schema requires', () => {
    expect(ONBOARDING_REQUIRED_FIELDS).toEqual({
      personal: requiredOf(personalDetailsSchema),
      professional: requiredOf(professionalInfoSchema),
      files: ['cv_file'],
      company: requiredOf(companyDetailsSchema),
      team: requiredOf(hiringTeamSchema),
      profile: requiredOf(companyProfileSchema),
    });
  });

  it('requires of each step what its form requires, and a CV of the professional’s last', () => {
    expect(isOnboardingStepDone('personal', personal)).toBe(true);
    expect(isOnboardingStepDone('personal', { ...personal, date_of_birth: null })).toBe(false);
    // No years of experience is a value; an empty summary is none; the LinkedIn page and skills are optional.
    expect(isOnboardingStepDone('professional', professionalInfo)).toBe(true);
    expect(isOnboardingStepDone('professional', { ...professionalInfo, professional_summary: '' })).toBe(false);
    expect(isOnboardingStepDone('professional', { ...professionalInfo, years_of_experience: null })).toBe(false);
    expect(isOnboardingStepDone('files', { cv_file: null })).toBe(false);
    expect(isOnboardingStepDone('files', cv)).toBe(true);
    expect(isOnboardingStepDone('company', { ...company, company_website: null })).toBe(false);
    expect(isOnboardingStepDone('team', { ...team, phone_number: null })).toBe(false);
    // The company profile's logo and About Us are optional.
    expect(isOnboardingStepDone('profile', {})).toBe(true);
    expect(isOnboardingStepDone('personal', null)).toBe(false);
  });

  it('opens a professional at the first step whose required data is missing', () => {
    expect(firstUnfinishedStep('professional', null)).toBe('personal');
    expect(firstUnfinishedStep('professional', { ...personal, onboarding_completed: false })).toBe('professional');
    expect(firstUnfinishedStep('professional', { ...personal, ...professionalInfo })).toBe('files');
    // A later step done does not hide an earlier one missing.
    expect(firstUnfinishedStep('professional', { ...professionalInfo, ...cv })).toBe('personal');
  });

  it('opens the last step, where onboarding ends, when every step is done but onboarding is not finished', () => {
    const whole = { ...personal, ...professionalInfo, ...cv };
    expect(firstUnfinishedStep('professional', { ...whole, onboarding_completed: false })).toBe('files');
    expect(firstUnfinishedStep('professional', { ...whole, onboarding_completed: true })).toBeNull();
    expect(firstUnfinishedStep('employer', { ...company, ...team, onboarding_completed: false })).toBe('profile');
    expect(firstUnfinishedStep('employer', { ...company, ...team, onboarding_completed: true })).toBeNull();
  });

  it('leaves a finished profile alone, whatever it lacks', () => {
    expect(firstUnfinishedStep('professional', { ...personal, onboarding_completed: true })).toBeNull();
    expect(firstUnfinishedStep('employer', { ...company, onboarding_completed: true })).toBeNull();
  });

  it('numbers the steps as /onboarding?step=N reads them', () => {
    expect(onboardingStepsOf('professional')).toEqual(['personal', 'professional', 'files']);
    expect(onboardingStepsOf('employer')).toEqual(['company', 'team', 'profile']);
    expect(onboardingStepNumber('professional', 'files')).toBe(3);
    expect(onboardingStepNumber('employer', 'team')).toBe(2);
  });
});
