import { queryOptions } from '@tanstack/react-query';
import { fetchEmployerProfile } from '../employer-profile';
import { fetchProfile } from '../professional-profile';
import { ApiError } from '../../lib/api-client';
import { retryUnlessRefused } from '../../lib/query-retry';

/**
 * GET /api/profile/: the signed-in user's own profile, a professional's or an employer's (one key: a user is
 * one or the other). Always fetched again when onboarding opens, as it may have changed elsewhere.
 */
export const PROFILE_KEY = ['profile'] as const;

export const professionalProfileQuery = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 0,
    // An expired session is not worth a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 401) && failures < 1,
  });

export const employerProfileQuery = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => fetchEmployerProfile(signal),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
