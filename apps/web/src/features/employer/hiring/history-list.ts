import type { EmployerJob } from '@talent/shared';

/** What the table and the cards both show: the requests, which are expanded, and what to do on a change. */
export interface HistoryListProps {
  jobs: EmployerJob[];
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onClosed: (title: string) => void;
}

export const detailsId = (jobId: number) => `hiring-job-${jobId}-details`;
