import { useEffect, useId, useRef, useState } from 'react';
import { StrokeIcon } from '../ui/stroke-icon';
import { Link } from 'react-router';
import type { NotificationsResponse } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { notificationHref, notificationText } from './notification-text';
import './notification-bell.css';

/** How often the count is asked for while a page stays open. */
const POLL_MS = 60_000;

function BellIcon() {
  return (
    <StrokeIcon size={22}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2ZM10 20a2 2 0 0 0 4 0" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

/**
 * The header's bell: the unread count, and the list of notices when opened. Opening it marks read what it shows;
 * those that were unread keep a "new" mark while the list stays open.
 */
export default function NotificationBell() {
  const { t, language } = useTranslation('account');
  const [data, setData] = useState<NotificationsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set());
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    const load = () =>
      api.get<NotificationsResponse>('/api/notifications/').then(
        (next) => {
          if (!current) return;
          setData(next);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => {
      current = false;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    const unread = data?.items.filter((n) => !n.read) ?? [];
    setFreshIds(new Set(unread.map((n) => n.id)));
    if (!data || unread.length === 0) return;
    const newest = Math.max(...data.items.map((n) => n.id));
    await api.post('/api/notifications/read/', { up_to: newest }).catch(() => undefined);
    setData({ unread: Math.max(0, data.unread - unread.length), items: data.items.map((n) => ({ ...n, read: true })) });
  };

  const unread = data?.unread ?? 0;
  const when = (iso: string) => formatDateTime(iso, language);
  return (
    <div className="notification-bell">
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unread > 0
            ? `${t('notifications.label')}: ${t('notifications.unread', { count: unread })}`
            : t('notifications.label')
        }
        onClick={() => void toggle()}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section id={panelId} className="notification-bell__panel" hidden={!open} aria-label={t('notifications.title')}>
        <h2 className="notification-bell__title">{t('notifications.title')}</h2>
        {failed && !data ? (
          <p>{t('notifications.loadFailed')}</p>
        ) : !data || data.items.length === 0 ? (
          <p>{t('notifications.empty')}</p>
        ) : (
          <ul className="notification-bell__list">
            {data.items.map((notice) => (
              <li
                key={notice.id}
                className={
                  freshIds.has(notice.id)
                    ? 'notification-bell__item notification-bell__item--new'
                    : 'notification-bell__item'
                }
              >
                {freshIds.has(notice.id) && <span className="notification-bell__new">{t('notifications.new')}</span>}
                <p>
                  <Link to={notificationHref(notice)} onClick={() => setOpen(false)}>
                    {notificationText(t, notice, language === 'fr' ? 'fr' : 'en')}
                  </Link>
                </p>
                <time dateTime={notice.created_at}>{when(notice.created_at)}</time>
              </li>
            ))}
          </ul>
        )}
        <p className="notification-bell__footer">
          <Link to="/settings/email" onClick={() => setOpen(false)}>
            {t('notifications.settings')}
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
            {t('notifications.close')}
          </button>
        </p>
      </section>
    </div>
  );
}
