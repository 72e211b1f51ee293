import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { useAdminUsers } from '../../../api/queries/admin-users';
import type { AdminUser } from '@talent/shared';
import { LoadError } from '../shared/load-error';
import { TrustBadges } from '../shared/trust-badges';
import { useActionBanner } from '../shared/use-action-banner';
import { AccountDialog, accountName, type AccountAction } from './account-dialog';

const PAGE_SIZE = 20;
const TYPES = ['professional', 'employer', 'other'] as const;

/** The banner after each action. */
const DONE = { verify: 'users.verified', suspend: 'users.suspended', unsuspend: 'users.unsuspended' } as const;

/**
 * Every account with its type, what staff decided about it (verified, suspended), onboarding state and activity;
 * searchable by name, e-mail or company, or one account alone (`accountId`, where the reports link an employer to).
 * Employers can be verified, accounts other than staff suspended, and a suspension lifted.
 */
export function UsersPanel({ accountId, allHref }: { accountId?: string | null; allHref?: string }) {
  const { t, language } = useTranslation('admin');
  const [filter, setFilter] = useState({ q: '', type: '' });
  const [draft, setDraft] = useState(filter);
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ action: AccountAction; user: AdminUser } | null>(null);
  const { banner, setBanner, clear, heading } = useActionBanner();
  const users = useAdminUsers(accountId ? { id: accountId } : filter, accountId ? 1 : page, PAGE_SIZE);
  const done = (action: AccountAction, user: AdminUser) => {
    setActing(null);
    setBanner({ kind: 'success', text: t(DONE[action], { name: accountName(user) }) });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilter({ q: draft.q.trim(), type: draft.type });
  };

  return (
    <section className="admin-section users-panel" aria-labelledby="users-title">
      <h2 id="users-title" ref={heading} tabIndex={-1}>
        {t('users.title')}
      </h2>
      <Banner message={banner} onDone={clear} />
      {accountId ? (
        <p className="admin-filter-note">
          {t('users.oneAccount')} <Link to={allHref ?? '?tab=users'}>{t('users.allAccounts')}</Link>
        </p>
      ) : (
        <form className="admin-search" role="search" onSubmit={search}>
          <div className="field">
            <label htmlFor="users-q">{t('users.query')}</label>
            <input
              id="users-q"
              type="search"
              value={draft.q}
              onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="users-type">{t('users.type')}</label>
            <select id="users-type" value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
              <option value="">{t('users.allTypes')}</option>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`common:userType.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary">
            {t('users.search')}
          </button>
        </form>
      )}
      {users.isPending ? (
        <Loading paused={users.fetchStatus === 'paused'} />
      ) : users.isError ? (
        <LoadError text={t('users.loadFailed')} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <p role="status" className="admin-count">
            {t('users.results', { count: users.data.total })}
          </p>
          {users.data.total === 0 ? (
            <p className="empty-state">{t('users.empty')}</p>
          ) : (
            <DataTable<AdminUser>
              caption={t('users.caption')}
              rows={users.data.items}
              rowKey={(user) => user.id}
              columns={[
                { id: 'name', header: t('users.nameAndEmail'), cell: (u) => <NameAndEmail user={u} /> },
                { id: 'type', header: t('users.type'), cell: (u) => <UserType user={u} /> },
                { id: 'company', header: t('users.company'), cell: (u) => u.company_name ?? '—' },
                {
                  id: 'onboarding',
                  header: t('users.onboarding'),
                  cell: (u) => (u.onboarding_completed ? t('users.done') : t('users.notDone')),
                },
                {
                  id: 'activity',
                  header: t('users.activity'),
                  cell: (u) =>
                    u.user_type === 'employer'
                      ? t('users.jobs', { count: u.jobs_submitted })
                      : u.user_type === 'professional'
                        ? t('users.applications', { count: u.applications_made })
                        : '—',
                },
                {
                  id: 'joined',
                  header: t('users.joined'),
                  cell: (u) => formatDate(u.created_at, language),
                },
                {
                  id: 'login',
                  header: t('users.lastLogin'),
                  cell: (u) => (u.last_login_at ? formatDate(u.last_login_at, language) : t('users.never')),
                },
                {
                  id: 'actions',
                  header: t('users.actions'),
                  cell: (u) => <AccountActions user={u} onAct={(action) => setActing({ action, user: u })} />,
                },
              ]}
            />
          )}
          <Pagination page={page} pageSize={PAGE_SIZE} total={users.data.total} onChange={setPage} />
        </>
      )}
      {(['verify', 'suspend', 'unsuspend'] as const).map((action) => (
        <AccountDialog
          key={action}
          action={action}
          user={acting?.action === action ? acting.user : null}
          onDone={done}
          onCancel={() => setActing(null)}
        />
      ))}
    </section>
  );
}

/** Who the account is: the person's name over the e-mail (the e-mail alone when there is no name). */
function NameAndEmail({ user }: { user: AdminUser }) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  if (!name) return user.email;
  return (
    <>
      {name} <span className="account-email">{user.email}</span>
    </>
  );
}

/**
 * The account's type and marks: staff, demo, and what staff decided about it (verified, with how it was checked;
 * suspended, with why).
 */
function UserType({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <div className="account-trust">
      <span className="user-type">
        {t(`common:userType.${user.user_type}`)}
        {user.is_staff && <span className="badge">{t('users.staff')}</span>}
        {user.is_demo && <span className="badge">{t('users.demo')}</span>}
      </span>
      <TrustBadges verified={user.verified_at} suspended={user.suspended_at} />
      {user.suspended_at && user.suspension_reason && (
        <p className="account-trust__note">{t('users.suspensionReason', { reason: user.suspension_reason })}</p>
      )}
      {user.verified_at && user.verification_note && (
        <p className="account-trust__note">{t('users.verificationNote', { note: user.verification_note })}</p>
      )}
    </div>
  );
}

/**
 * What staff can do to an account: verify an employer not verified yet, suspend an account that is not staff, lift
 * the suspension of one that is suspended.
 */
function AccountActions({ user, onAct }: { user: AdminUser; onAct: (action: AccountAction) => void }) {
  const { t } = useTranslation('admin');
  const name = accountName(user);
  const canVerify = user.user_type === 'employer' && !user.verified_at && !user.suspended_at;
  const canSuspend = !user.is_staff && !user.suspended_at;
  const canLift = user.suspended_at !== null;
  if (!canVerify && !canSuspend && !canLift) return t('users.noActions');
  return (
    <div className="account-actions">
      {canVerify && (
        <button
          type="button"
          className="btn btn--secondary"
          aria-label={t('users.verifyWho', { name })}
          onClick={() => onAct('verify')}
        >
          {t('users.verify')}
        </button>
      )}
      {canSuspend && (
        <button
          type="button"
          className="btn btn--danger"
          aria-label={t('users.suspendWho', { name })}
          onClick={() => onAct('suspend')}
        >
          {t('users.suspend')}
        </button>
      )}
      {canLift && (
        <button
          type="button"
          className="btn btn--secondary"
          aria-label={t('users.unsuspendWho', { name })}
          onClick={() => onAct('unsuspend')}
        >
          {t('users.unsuspend')}
        </button>
      )}
    </div>
  );
}
