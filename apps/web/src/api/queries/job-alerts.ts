import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJobAlerts } from '../job-alerts';
import { retryUnlessRefused } from '../../lib/query-retry';

/** GET /api/job-alerts/: the professional's saved searches mailed daily or weekly. */
export const JOB_ALERTS_KEY = ['job-alerts'] as const;

export const jobAlertsQuery = () =>
  queryOptions({
    queryKey: JOB_ALERTS_KEY,
    queryFn: ({ signal }) => fetchJobAlerts(signal),
    retry: retryUnlessRefused,
  });

export const useJobAlerts = () => useQuery(jobAlertsQuery());
