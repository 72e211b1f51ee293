import type { Language, RejectionReason } from './constants.js';

/**
 * Why an employer did not select an applicant, in each language: the employer's choice in the hiring centre, and the
 * words the applicant reads in their timeline, bell, mail and SMS.
 */
export const REJECTION_REASON_WORDS: Readonly<Record<Language, Readonly<Record<RejectionReason, string>>>> = {
  en: {
    skills: 'Skills',
    experience: 'Experience',
    salary: 'Salary',
    location: 'Location',
    position_filled: 'Position filled',
    other: 'Other reason',
  },
  fr: {
    skills: 'Compétences',
    experience: 'Expérience',
    salary: 'Salaire',
    location: 'Lieu',
    position_filled: 'Poste pourvu',
    other: 'Autre raison',
  },
};
