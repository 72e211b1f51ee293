import type {
  ConversationListItem,
  HeldMessage,
  Interview,
  InterviewAcceptPayload,
  InterviewAnswerPayload,
  InterviewCancelPayload,
  InterviewProposalPayload,
  JobReportPayload,
  ReportedThread,
  ThreadMessage,
  ThreadState,
} from '@talent/shared';
import { api, apiDownload } from '../lib/api-client';

// An application's conversation between its employer and the applicant, and its interview. Queries: ./queries/conversations.ts.

export const fetchConversations = (signal?: AbortSignal) =>
  api.get<ConversationListItem[]>('/hiring/conversations/', signal);

export const fetchThread = (applicationId: number, signal?: AbortSignal) =>
  api.get<ThreadMessage[]>(`/hiring/applications/${applicationId}/messages/`, signal);

/** Whether the thread takes messages now, and why not: the API's rule, never worked out here. */
export const fetchThreadState = (applicationId: number, signal?: AbortSignal) =>
  api.get<ThreadState>(`/hiring/applications/${applicationId}/thread/`, signal);

/** Sends a message; answered with the thread's latest page. */
export const postMessage = (applicationId: number, body: string) =>
  api.post<ThreadMessage[]>(`/hiring/applications/${applicationId}/messages/`, { body });

export const reportMessage = (applicationId: number, messageId: number, payload: JobReportPayload) =>
  api.post(`/hiring/applications/${applicationId}/messages/${messageId}/report/`, payload);

export const fetchInterview = (applicationId: number, signal?: AbortSignal) =>
  api.get<Interview | null>(`/hiring/applications/${applicationId}/interview/`, signal);

export const proposeInterview = (jobId: number, applicationId: number, payload: InterviewProposalPayload) =>
  api.post<Interview>(`/hiring/employer-jobs/${jobId}/applicants/${applicationId}/interview/`, payload);

export const answerInterview = (applicationId: number, payload: InterviewAnswerPayload) =>
  api.post<Interview>(`/hiring/applications/${applicationId}/interview/`, payload);

/** The employer accepts one of the times the applicant offered. */
export const acceptInterviewTime = (jobId: number, applicationId: number, payload: InterviewAcceptPayload) =>
  api.post<Interview>(`/hiring/employer-jobs/${jobId}/applicants/${applicationId}/interview/accept/`, payload);

export const cancelInterview = (applicationId: number, payload: InterviewCancelPayload) =>
  api.post<Interview>(`/hiring/applications/${applicationId}/interview/cancel/`, payload);

/** The scheduled interview's calendar file, fetched with the session. */
export const downloadInterviewCalendar = (applicationId: number) =>
  apiDownload(`/hiring/applications/${applicationId}/interview.ics`);

export const fetchHeldMessages = (signal?: AbortSignal) => api.get<HeldMessage[]>('/api/admin/held-messages/', signal);
export const releaseHeldMessage = (id: number) => api.post(`/api/admin/held-messages/${id}/release/`);
export const refuseHeldMessage = (id: number, reason: string) =>
  api.post(`/api/admin/held-messages/${id}/refuse/`, { reason });
export const fetchReportedThread = (messageId: number, signal?: AbortSignal) =>
  api.get<ReportedThread>(`/api/admin/reports/messages/${messageId}/thread/`, signal);
