import type { ComponentProps } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { ApplyModal as ApplyModalNow } from './apply-modal';
import type { SaveAlertDialog as SaveAlertDialogNow } from '../alerts/save-alert-dialog';
import type { ReportJobDialog as ReportJobDialogNow } from './report-job-dialog';

// The job pages' dialogs, each with its form and checks, come after the page they open from (lazyDialog).

export const ApplyModal = lazyDialog<ComponentProps<typeof ApplyModalNow>>(
  () => import('./apply-modal').then((module) => module.ApplyModal),
  ({ job }) => job !== null,
);

export const SaveAlertDialog = lazyDialog<ComponentProps<typeof SaveAlertDialogNow>>(
  () => import('../alerts/save-alert-dialog').then((module) => module.SaveAlertDialog),
  ({ open }) => open,
);

export const ReportJobDialog = lazyDialog<ComponentProps<typeof ReportJobDialogNow>>(
  () => import('./report-job-dialog').then((module) => module.ReportJobDialog),
  ({ open }) => open,
);
