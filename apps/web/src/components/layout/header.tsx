import { useContext, useEffect, useId, useRef, useState } from 'react';
import { StrokeIcon } from '../ui/stroke-icon';
import { Link, NavLink, useLocation } from 'react-router';
import {
  HEADER_PAGES,
  headerNameOf,
  headerPagesOf,
  headerRoleOf,
  MENU_TOGGLE_CLASS,
  SIGNED_IN_HEADER_ATTRIBUTE,
  SIGNED_IN_ROLES_ATTRIBUTE,
  type HeaderPage,
  type HeaderRole,
} from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../session/use-auth';
import { WritingSignedInShell } from '../../session/auth-context';
import { LanguageSwitch } from './language-switch';
import { HeaderBell } from './header-bell';
import { DataExport, DownloadIcon } from '../account/data-export';

function HomeIcon() {
  return (
    <StrokeIcon size={24}>
      <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

/** The words of each page the header links to. */
const PAGE_LABELS: Record<HeaderPage, string> = {
  '/recommended-jobs': 'nav.recommendedJobs',
  '/my-applications': 'nav.myApplications',
  '/saved-jobs': 'nav.savedJobs',
  '/job-alerts': 'nav.jobAlerts',
  '/hiring-center': 'nav.hiringCenter',
  '/admin': 'nav.admin',
};
const ROLE_LABELS: Record<HeaderRole, string> = {
  staff: 'staff',
  professional: 'userType.professional',
  employer: 'userType.employer',
  other: 'userType.other',
};
const hidden = (what: string) => ({ hidden: true, [SIGNED_IN_HEADER_ATTRIBUTE]: what });

/**
 * The bar's part for a signed-in person, as a signed-in page's shell writes it: everything any person may have there,
 * hidden, for the shell's script to show what the app will draw for the user the device keeps (the links of their
 * pages, their name and role), so that the bar is as tall in the shell as in the app. What needs the app (the data's
 * download, Disconnect) is its shape; the bell, a place of its size.
 */
function ShellPersonBar() {
  const { t } = useTranslation('common');
  const roles = Object.fromEntries(Object.entries(ROLE_LABELS).map(([role, key]) => [role, t(key)]));
  return (
    <>
      <nav className="site-header__nav" aria-label={t('nav.mainMenu')}>
        {HEADER_PAGES.map((page) => (
          <a key={page} href={page} {...hidden(page)}>
            {t(PAGE_LABELS[page])}
          </a>
        ))}
        <a
          href="/onboarding"
          className="site-header__profile"
          {...hidden('person')}
          {...{ [SIGNED_IN_ROLES_ATTRIBUTE]: JSON.stringify(roles) }}
        >
          <span className="visually-hidden">{t('nav.yourProfile')} </span>
          <span className="site-header__name" />
          <span className="site-header__type" />
        </a>
        <div className="data-export" {...hidden('person')}>
          <button type="button" className="site-header__action frame-shape" inert>
            <DownloadIcon />
          </button>
        </div>
        <button type="button" className="btn btn--ghost frame-shape" inert {...hidden('person')}>
          {t('nav.disconnect')}
        </button>
      </nav>
      <div className="notification-bell" aria-hidden="true" {...hidden('person')}>
        <span className="notification-bell__button" />
      </div>
    </>
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

  const pages = user ? headerPagesOf(user) : [];
  const typeLabel = user ? t(ROLE_LABELS[headerRoleOf(user)]) : '';
  const disconnect = () => void logout('/');
  // Only while the build writes the shells: the app's own code does not carry this branch.
  const writingShell = useContext(WritingSignedInShell);
  const shellPersonBar = import.meta.env.SSR && writingShell;

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
        {shellPersonBar ? (
          <ShellPersonBar />
        ) : (
          <nav className="site-header__nav" aria-label={t('nav.mainMenu')}>
            {pages.map((page) => (
              <NavLink key={page} to={page}>
                {t(PAGE_LABELS[page])}
              </NavLink>
            ))}
            {user ? (
              <>
                <NavLink to="/onboarding" className="site-header__profile">
                  <span className="visually-hidden">{t('nav.yourProfile')} </span>
                  <span className="site-header__name">{headerNameOf(user)}</span>
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
        )}
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
          {pages.map((page) => (
            <li key={page}>
              <Link to={page}>{t(PAGE_LABELS[page]).toUpperCase()}</Link>
            </li>
          ))}
          {user ? (
            <>
              <li>
                <Link to="/onboarding">
                  {t('nav.profile')}
                  <span className="mobile-menu__who">
                    {headerNameOf(user)} · {typeLabel}
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
