import { expect, type APIRequestContext } from '@playwright/test';
import { addDaysIso, todayIso } from '@talent/shared';
import { registerViaApi, staffAccessToken } from './accounts';

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** A job of a new employer, approved by staff (all through the API): what a professional can then open and apply to. */
export async function approvedJob(
  request: APIRequestContext,
  title = 'Mine Surveyor',
  fields: Record<string, unknown> = {},
  employerProfile: Record<string, unknown> = {},
) {
  const employer = await registerViaApi(request, 'employer', employerProfile);
  const today = todayIso();
  const created = await request.post('/hiring/create/', {
    headers: bearer(employer.access),
    data: {
      job_title: title,
      job_description: 'Survey the open pits of a copper mine near Kolwezi.',
      experience_level: 'senior',
      type_of_contract: 'full-time',
      start_date: addDaysIso(today, 40),
      salary: 2500,
      job_location: 'Kolwezi, DR Congo',
      work_model: 'on-site',
      application_deadline: addDaysIso(today, 20),
      required_skills: 'Surveying, AutoCAD',
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as number;
  const staff = await staffAccessToken(request);
  expect((await request.post(`/api/admin/jobs/${jobId}/approve/`, { headers: bearer(staff) })).ok()).toBe(true);
  return { jobId, staff, employer };
}

/** An approved job of a new employer, and a new professional's application to it (through the API). */
export async function applicationToShortlist(
  request: APIRequestContext,
  title?: string,
  fields?: Record<string, unknown>,
) {
  const { jobId, staff: staffAccess } = await approvedJob(request, title, fields);
  const staff = { access: staffAccess };
  const professional = await registerViaApi(request, 'professional');
  expect(
    (
      await request.post('/hiring/applications/', {
        headers: bearer(professional.access),
        data: { job_id: jobId, cover_letter: '' },
      })
    ).ok(),
  ).toBe(true);
  const applications = await (
    await request.get(`/api/admin/jobs/${jobId}/applications/`, { headers: bearer(staff.access) })
  ).json();
  return { jobId, professional, staff, applicationId: applications[0].id as number };
}

/** A new professional's application to the job, forwarded to its employer by staff (through the API). */
export async function forwardedApplicant(
  request: APIRequestContext,
  jobId: number,
  staff: string,
  names: { first_name: string; last_name: string },
) {
  const person = await registerViaApi(request, 'professional', names);
  const applied = await request.post('/hiring/applications/', {
    headers: bearer(person.access),
    data: { job_id: jobId, cover_letter: '' },
  });
  const applicationId = (await applied.json()).id as number;
  const forwarded = await request.post(`/api/admin/applications/${applicationId}/status/`, {
    headers: bearer(staff),
    data: { status: 'shortlisted' },
  });
  expect(forwarded.ok()).toBe(true);
  return { person, applicationId };
}
