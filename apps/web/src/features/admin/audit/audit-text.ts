import { useTranslation } from '../../../i18n/use-translation';
import type { AuditLogEntry } from '@talent/shared';
import { formatDateTime } from '../../../lib/format';

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** An audit entry in words: the action, its moment to the minute, and what it changed. */
export function useAuditText() {
  const { t, language } = useTranslation('admin');
  const statusLabel = (targetType: string, status: unknown) => {
    const key = `common:${targetType === 'application' ? 'applicationStatus' : 'jobStatus'}.${str(status)}`;
    const label = t(key);
    return label === key.slice(key.indexOf(':') + 1) ? str(status) : label;
  };
  /** A label of the catalogue, or `fallback` when it has none (a value newer than this client). */
  const label = (key: string, fallback: string) => {
    const text = t(key);
    return text === key ? fallback : text;
  };
  return {
    action(entry: AuditLogEntry): string {
      const key = `audit.actions.${entry.action.replace(/\./g, '_')}`;
      const count = entry.details.count;
      const label = typeof count === 'number' ? t(key, { count }) : t(key);
      return label === key ? entry.action : label;
    },
    /** Who did it: the account, or who acts without one (an operator's command, a visitor's failed sign-in). */
    who(entry: AuditLogEntry): string {
      if (entry.actor_email) return entry.actor_email;
      if (entry.details.via === 'create-admin' || entry.details.via === 'import-jobs') return t('audit.operator');
      if (entry.details.outcome === 'unknown_account') return t('audit.visitor');
      return t('audit.unknownActor');
    },
    when(entry: AuditLogEntry): string {
      return formatDateTime(entry.created_at, language);
    },
    details(entry: AuditLogEntry): string {
      const d = entry.details;
      const target =
        entry.target_type === 'job'
          ? t('audit.targets.job', { id: entry.target_id })
          : entry.target_type === 'application'
            ? t('audit.targets.application', { id: entry.target_id, job: str(d.job_id) })
            : entry.target_type === 'employer' && d.employer
              ? t('audit.targets.employer', { email: str(d.employer) })
              : entry.target_type === 'user'
                ? t('audit.targets.user', { id: str(d.email) || entry.target_id })
                : t('audit.targets.other', { type: entry.target_type, id: entry.target_id });
      const parts = [target];
      if (entry.action === 'job.import') {
        parts.push(t('audit.imported', { file: str(d.file), status: statusLabel('job', d.after) }));
      } else if (d.before !== undefined && d.after !== undefined) {
        parts.push(
          t('audit.change', {
            before: statusLabel(entry.target_type, d.before),
            after: statusLabel(entry.target_type, d.after),
          }),
        );
      }
      if (Array.isArray(d.flags) && d.flags.length) {
        parts.push(
          t('audit.flags', { flags: d.flags.map((code) => label(`flags.codes.${str(code)}`, str(code))).join(', ') }),
        );
      }
      if (typeof d.reports === 'number') parts.push(t('audit.reports', { count: d.reports }));
      if (typeof d.jobs_closed === 'number') parts.push(t('audit.jobsClosed', { count: d.jobs_closed }));
      if (typeof d.reports_settled === 'number') parts.push(t('audit.reportsSettled', { count: d.reports_settled }));
      if (typeof d.applicants_told === 'number') parts.push(t('audit.applicantsTold', { count: d.applicants_told }));
      if (typeof d.mails_withdrawn === 'number' && d.mails_withdrawn > 0)
        parts.push(t('audit.mailsWithdrawn', { count: d.mails_withdrawn }));
      if (typeof d.note === 'string' && d.note) parts.push(t('audit.note', { note: d.note }));
      if (d.by === 'employer') parts.push(t('audit.byEmployer'));
      if (d.by === 'staff') parts.push(t('audit.byStaff'));
      if (typeof d.reason === 'string' && d.reason) {
        // A professional's report names its reason by code; staff write theirs in words.
        const reason = entry.action === 'job.report' ? label(`reports.reasons.${d.reason}`, d.reason) : d.reason;
        parts.push(t('audit.reason', { reason }));
      }
      if (typeof d.suspension_reason === 'string' && d.suspension_reason) {
        parts.push(t('audit.suspendedFor', { reason: d.suspension_reason }));
      }
      if (typeof d.provider === 'string') parts.push(t('audit.provider', { provider: d.provider }));
      if (typeof d.outcome === 'string') {
        const key = `audit.outcomes.${d.outcome}`;
        const label = t(key);
        parts.push(label === key ? d.outcome : label);
      }
      if (typeof d.ip === 'string' && d.ip) parts.push(t('audit.from', { ip: d.ip }));
      if (d.via === 'create-admin') parts.push(t('audit.commandLine'));
      return parts.join(' · ');
    },
  };
}
