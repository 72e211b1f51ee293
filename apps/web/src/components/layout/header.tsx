import { useEffect, useId, useRef, useState } from 'react';
import { StrokeIcon } from '../ui/stroke-icon';
import { Link, NavLink, useLocation } from 'react-router';
import { MENU_TOGGLE_CLASS } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../session/use-auth';
import { LanguageSwitch } from './language-switch';
import { HeaderBell } from './header-bell';
import { DataExport } from '../account/data-export';

function HomeIcon() {
  return (
    <StrokeIcon size={24}>
      <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

/** The header: home icon, the role's link, profile, Download my data, Disconnect; a menu on small screens. */
export function Header() {
  const { t } = useTranslation('common');
  const { status, user, logout } = useAuth();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((typeof next === 'function' ? next(open) : next) ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const roleLink =
    user?.user_type === 'professional'
      ? { to: '/recommended-jobs', label: t('nav.recommendedJobs') }
      : user?.user_type === 'employer'
        ? { to: '/hiring-center', label: t('nav.hiringCenter') }
        : null;
  const typeLabel = user?.is_staff ? t('staff') : user ? t(`userType.${user.user_type}`) : '';
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const disconnect = () => void logout('/');

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="site-header__bar">
        {/* Named by the words it shows, then where it leads: a voice command saying the visible name finds it. */}
        <Link to="/" className="site-header__home">
          <HomeIcon />
          <span className="site-header__brand">{t('brand')}</span>
          <span className="visually-hidden"> – {t('nav.home')}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t('nav.mainMenu')}>
          {roleLink && <NavLink to={roleLink.to}>{roleLink.label}</NavLink>}
          {user?.user_type === 'professional' && <NavLink to="/my-applications">{t('nav.myApplications')}</NavLink>}
          {user?.user_type === 'professional' && <NavLink to="/saved-jobs">{t('nav.savedJobs')}</NavLink>}
          {user?.user_type === 'professional' && <NavLink to="/job-alerts">{t('nav.jobAlerts')}</NavLink>}
          {user?.is_staff && <NavLink to="/admin">{t('nav.admin')}</NavLink>}
          {user ? (
            <>
              <NavLink to="/onboarding" className="site-header__profile">
                <span className="visually-hidden">{t('nav.yourProfile')} </span>
                <span className="site-header__name">{fullName || user.email}</span>
                <span className="site-header__type">{typeLabel}</span>
              </NavLink>
              <DataExport className="site-header__action" icon />
              <button type="button" className="btn btn--ghost" onClick={disconnect}>
                {t('nav.disconnect')}
              </button>
            </>
          ) : status === 'anonymous' ? (
            <NavLink to="/auth" className="btn site-header__login">
              {t('nav.logInRegister')}
            </NavLink>
          ) : null}
        </nav>
        <HeaderBell />
        <LanguageSwitch />
        <button
          ref={toggleRef}
          type="button"
          className={MENU_TOGGLE_CLASS}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
      </div>
      <nav id={menuId} className="mobile-menu" hidden={!open} aria-label={t('nav.mainMenu')}>
        <ul>
          <li>
            <Link to="/">{t('nav.homeMobile')}</Link>
          </li>
          <li>
            <Link to="/about-us">{t('nav.aboutUs')}</Link>
          </li>
          <li>
            <Link to="/how-it-works">{t('nav.howItWorks')}</Link>
          </li>
          {roleLink && (
            <li>
              <Link to={roleLink.to}>{roleLink.label.toUpperCase()}</Link>
            </li>
          )}
          {user?.user_type === 'professional' && (
            <li>
              <Link to="/my-applications">{t('nav.myApplications').toUpperCase()}</Link>
            </li>
          )}
          {user?.user_type === 'professional' && (
            <li>
              <Link to="/saved-jobs">{t('nav.savedJobs').toUpperCase()}</Link>
            </li>
          )}
          {user?.user_type === 'professional' && (
            <li>
              <Link to="/job-alerts">{t('nav.jobAlerts').toUpperCase()}</Link>
            </li>
          )}
          {user?.is_staff && (
            <li>
              <Link to="/admin">{t('nav.admin').toUpperCase()}</Link>
            </li>
          )}
          {user ? (
            <>
              <li>
                <Link to="/onboarding">
                  {t('nav.profile')}
                  <span className="mobile-menu__who">
                    {fullName || user.email} · {typeLabel}
                  </span>
                </Link>
              </li>
              <li>
                <DataExport className="mobile-menu__button" />
              </li>
              <li>
                <button type="button" className="mobile-menu__button" onClick={disconnect}>
                  {t('nav.disconnect')}
                </button>
              </li>
            </>
          ) : status === 'anonymous' ? (
            <li>
              <Link to="/auth">{t('nav.logInRegister')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
