import { useState, type FormEvent } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { useAdminUsers } from '../../../api/queries/admin-users';
import type { AdminUser } from '@talent/shared';
import { LoadError } from '../shared/load-error';

const PAGE_SIZE = 20;
const TYPES = ['professional', 'employer', 'other'] as const;

/** Every account with its type, onboarding state and activity; searchable by name, e-mail or company. */
export function UsersPanel() {
  const { t, language } = useTranslation('admin');
  const [filter, setFilter] = useState({ q: '', type: '' });
  const [draft, setDraft] = useState(filter);
  const [page, setPage] = useState(1);
  const users = useAdminUsers(filter, page, PAGE_SIZE);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilter({ q: draft.q.trim(), type: draft.type });
  };

  return (
    <section className="admin-section" aria-labelledby="users-title">
      <h2 id="users-title">{t('users.title')}</h2>
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
                {
                  id: 'name',
                  header: t('users.name'),
                  cell: (u) => `${u.first_name} ${u.last_name}`.trim() || u.email,
                },
                { id: 'email', header: t('users.email'), cell: (u) => u.email },
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
                  nowrap: true,
                },
                {
                  id: 'login',
                  header: t('users.lastLogin'),
                  cell: (u) => (u.last_login_at ? formatDate(u.last_login_at, language) : t('users.never')),
                  nowrap: true,
                },
              ]}
            />
          )}
          <Pagination page={page} pageSize={PAGE_SIZE} total={users.data.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}

function UserType({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className="user-type">
      {t(`common:userType.${user.user_type}`)}
      {user.is_staff && <span className="badge">{t('users.staff')}</span>}
      {user.is_demo && <span className="badge">{t('users.demo')}</span>}
    </span>
  );
}
