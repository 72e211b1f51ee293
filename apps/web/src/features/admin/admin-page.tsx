import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { withQueryClient } from '../../lib/query';
import { ModerationQueue } from './moderation/moderation-queue';
import { JobsPanel, STATUS_TABS, type StatusTab } from './jobs/jobs-panel';
import { JobView } from './jobs/job-view';
import { UsersPanel } from './users/users-panel';
import { AuditPanel } from './audit/audit-panel';
import { OtpSetup } from './otp-setup';
import { useAuth } from '../../session/use-auth';
import { OutboxPanel } from './outbox/outbox-panel';
import { HiringFiguresPanel } from './hiring/hiring-figures-panel';
import { ReportsPanel, REPORT_STATUSES } from './reports/reports-panel';
import { ConsoleLayout, SECTIONS } from './console-layout';
import './admin.css';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * /admin, the staff console: moderation queue, jobs by status with their applications, reported jobs, users, audit
 * log, outbox. Where staff are (section, status, open job, one employer's jobs, one account) lives in the address, so
 * Back and reloads keep it.
 */
function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const section = oneOf(SECTIONS, params.get('tab'), 'queue');
  const status = oneOf<StatusTab>(STATUS_TABS, params.get('status'), 'all');
  const jobId = Number(params.get('job')) || null;
  // One employer's jobs, and one account, as the reports link to them.
  const employer = params.get('employer');
  const account = params.get('user');
  const href = (next: Record<string, string>) => `?${new URLSearchParams(next)}`;
  const reportStatus = oneOf(REPORT_STATUSES, params.get('status'), 'open');
  // A job opened from the reports goes back to them.
  const fromReports = params.get('from') === 'reports';
  const jobsFilter = (next: StatusTab) => ({
    tab: 'jobs',
    ...(next === 'all' ? {} : { status: next }),
    ...(employer ? { employer } : {}),
  });
  const listHref = fromReports ? href({ tab: 'reports', status: reportStatus }) : href(jobsFilter(status));

  // The console's API needs a session proved with a one-time code: staff without one set it up first.
  if (user?.otp_enrolment_required === true) {
    return (
      <div className="admin">
        <h1>{t('common:pageHeads.staffConsole.title')}</h1>
        <OtpSetup />
      </div>
    );
  }
  return (
    <ConsoleLayout section={section} onSection={(next) => setParams({ tab: next })}>
      {section === 'queue' && <ModerationQueue />}
      {section === 'hiring' && <HiringFiguresPanel />}
      {section === 'jobs' &&
        (jobId ? (
          <JobView key={jobId} id={jobId} backHref={listHref} />
        ) : (
          <JobsPanel
            key={employer ?? 'all'}
            status={status}
            onStatus={(next) => setParams(jobsFilter(next))}
            jobHref={(id) => href({ ...jobsFilter(status), job: String(id) })}
            employer={employer}
            allHref={href({ tab: 'jobs' })}
          />
        ))}
      {section === 'reports' && (
        <ReportsPanel
          status={reportStatus}
          onStatus={(next) => setParams({ tab: 'reports', status: next })}
          jobHref={(id) => href({ tab: 'jobs', job: String(id), from: 'reports', status: reportStatus })}
          employerHref={(id) => href({ tab: 'users', user: id })}
          employerJobsHref={(id) => href({ tab: 'jobs', employer: id })}
        />
      )}
      {section === 'users' && (
        <UsersPanel key={account ?? 'all'} accountId={account} allHref={href({ tab: 'users' })} />
      )}
      {section === 'audit' && <AuditPanel />}
      {section === 'outbox' && <OutboxPanel />}
    </ConsoleLayout>
  );
}

export default withQueryClient(AdminPage);
