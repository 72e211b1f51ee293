import { useQuery } from '@tanstack/react-query';
import { THREAD_REFRESH_MS } from '@talent/shared';
import { fetchConversations, fetchInterview, fetchThread, fetchThreadState } from '../conversations';

export const CONVERSATIONS_KEY = ['conversations'] as const;
export const threadKey = (applicationId: number) => ['thread', applicationId] as const;
export const threadStateKey = (applicationId: number) => ['thread-state', applicationId] as const;
export const interviewKey = (applicationId: number) => ['interview', applicationId] as const;

/**
 * The unread messages and interviews of the signed-in person's threads, for the cards: read again now and then, so
 * that a new message is counted without a reload; never while the page is hidden.
 */
export const useConversations = ({ enabled = true } = {}) =>
  useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ signal }) => fetchConversations(signal),
    refetchInterval: 6 * THREAD_REFRESH_MS,
    enabled,
  });

/** An open thread, read again every few seconds while it is shown, so that the other side's answer appears. */
export const useThread = (applicationId: number) =>
  useQuery({
    queryKey: threadKey(applicationId),
    queryFn: ({ signal }) => fetchThread(applicationId, signal),
    refetchInterval: THREAD_REFRESH_MS,
  });

export const useInterview = (applicationId: number) =>
  useQuery({
    queryKey: interviewKey(applicationId),
    queryFn: ({ signal }) => fetchInterview(applicationId, signal),
    refetchInterval: 6 * THREAD_REFRESH_MS,
  });

/**
 * Whether an open thread takes messages, and why not: read with it, and again now and then, so that a thread closed
 * meanwhile (an answer, a closing, the days after a hire) says so before anyone writes.
 */
export const useThreadState = (applicationId: number) =>
  useQuery({
    queryKey: threadStateKey(applicationId),
    queryFn: ({ signal }) => fetchThreadState(applicationId, signal),
    refetchInterval: 6 * THREAD_REFRESH_MS,
  });
