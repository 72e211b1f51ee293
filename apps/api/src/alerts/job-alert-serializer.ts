import type { JobAlert } from '@talent/shared';
import type { JobAlertRow } from './repositories/job-alerts.js';

export const serializeJobAlert = (row: JobAlertRow): JobAlert => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency as JobAlert['frequency'],
  search: row.search as JobAlert['search'],
  paused: row.paused,
  created_at: row.createdAt.toISOString(),
  window_start: row.windowStart.toISOString(),
  next_run_at: row.nextRunAt.toISOString(),
});
