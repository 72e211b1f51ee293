import type { EmployerJob, JobPerk as Perk, JobRequestData } from '@talent/shared';

/** What the form holds: text for every input (the schema makes the salary a number), booleans for the perks. */
export type JobRequestValues = { [K in Exclude<keyof JobRequestData, Perk>]-?: string } & { [K in Perk]: boolean };

export const EMPTY_JOB_REQUEST: JobRequestValues = {
  job_title: '',
  job_description: '',
  experience_level: '',
  type_of_contract: '',
  work_model: '',
  required_skills: '',
  start_date: '',
  application_deadline: '',
  sector: '',
  salary: '',
  job_location: '',
  advantages: '',
  relocation_fees: false,
  medical_aid: false,
  visa_sponsorship: false,
  housing: false,
  observation: '',
};

/** A request as the form holds it, to be changed (the dates as the date inputs take them). */
export function valuesOf(job: EmployerJob): JobRequestValues {
  return {
    job_title: job.job_title,
    job_description: job.job_description,
    experience_level: job.experience_level,
    type_of_contract: job.type_of_contract,
    work_model: job.work_model,
    required_skills: job.required_skills,
    start_date: job.start_date.slice(0, 10),
    application_deadline: job.application_deadline.slice(0, 10),
    sector: job.sector ?? '',
    salary: job.salary === null ? '' : String(job.salary),
    job_location: job.job_location,
    advantages: job.advantages,
    relocation_fees: job.relocation_fees,
    medical_aid: job.medical_aid,
    visa_sponsorship: job.visa_sponsorship,
    housing: job.housing,
    observation: job.observation,
  };
}

export const JOB_REQUEST_FIELDS = Object.keys(EMPTY_JOB_REQUEST) as (keyof JobRequestValues)[];

/** The validated request as multipart fields, with the optional specification PDF. */
export function toFormData(data: JobRequestData, spec: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    form.set(key, String(value));
  }
  if (spec) form.set('job_spec_document', spec);
  return form;
}
