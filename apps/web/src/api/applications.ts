import type { ApplicationPayload, OfferAnswerPayload, ProfessionalApplication } from '@talent/shared';
import { api } from '../lib/api-client';
import { fetchPage, type Page } from '../lib/paging';

// The professional's applications. Their query key, options and hook: ./queries/applications.ts.

export function applyToJob(payload: ApplicationPayload): Promise<ProfessionalApplication> {
  return api.post<ProfessionalApplication>('/hiring/applications/', payload);
}

export const APPLICATIONS_PATH = '/hiring/applications/';

export function fetchApplications(path: string, signal?: AbortSignal): Promise<Page<ProfessionalApplication>> {
  return fetchPage<ProfessionalApplication>(path, signal);
}

/** POST /hiring/applications/<id>/withdraw/: an application still waiting for an answer, withdrawn. */
export const withdrawApplication = (id: number) =>
  api.post<ProfessionalApplication>(`/hiring/applications/${id}/withdraw/`);

/** POST /hiring/applications/<id>/offer/: the offer made to the applicant, accepted or declined with a reason. */
export const answerOffer = (id: number, reply: OfferAnswerPayload) =>
  api.post<ProfessionalApplication>(`/hiring/applications/${id}/offer/`, reply);
