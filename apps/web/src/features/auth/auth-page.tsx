import { Suspense, useState } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_REGISTRATION_ROLE, jobIdOfPath, type UserType } from '@talent/shared';
import { Tabs } from '../../components/ui/tabs';
import { Loading } from '../../components/page-status';
import { ResponsivePicture } from '../../components/ui/responsive-picture';
import { PICTURES } from '../../components/ui/pictures';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../components/use-document-title';
import { attemptedLocation } from '../../session/attempted-location';
import { LoginForm } from './login-form';
import { SocialSignIn } from './social-sign-in';
import { useSocialProviders } from './social/use-social-providers';
import { DemoButtons } from './demo-buttons';
import './auth.css';

type Tab = 'login' | 'register';

// Registration's country and phone data are most of this page's weight: they load when its tab first opens.
const RegisterForm = lazyPage(async () => ({ default: (await import('./register-form')).RegisterForm }));

/**
 * /auth: the Log In and Register tabs, each with its picture. `?tab=register` opens Register and
 * `&role=employer` preselects Employer (the home page's buttons and step 1 link there). The tab is kept in the page,
 * not the address, so the location remembered by the guards survives switching tabs.
 *
 * A visitor sent here by a job's link (shared by a friend, most often) is new: the page opens on Register and says
 * that an account opens the job, which registration, onboarding, or logging in on the other tab then leads to.
 */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { state } = useLocation();
  const attempted = attemptedLocation(state);
  const forJob = attempted !== undefined && jobIdOfPath(attempted.path.split('?')[0]!) !== undefined;
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'register' || forJob ? 'register' : 'login');
  // Once opened, the Register form stays mounted: what was typed survives a look at the other tab.
  const [registerOpened, setRegisterOpened] = useState(tab === 'register');
  const openTab = (value: Tab) => {
    setTab(value);
    if (value === 'register') setRegisterOpened(true);
  };
  useDocumentTitle(t(tab === 'login' ? 'tabs.login' : 'tabs.register'));
  const initialRole = params.get('role') === 'employer' ? 'employer' : DEFAULT_REGISTRATION_ROLE;
  // The role chosen on the Register tab goes with a social sign-up too.
  const [registerRole, setRegisterRole] = useState<UserType>(initialRole);
  const socialProviders = useSocialProviders();
  const panel = (value: Tab) => ({
    role: 'tabpanel',
    id: `auth-panel-${value}`,
    'aria-labelledby': `auth-tab-${value}`,
    hidden: tab !== value,
    className: 'auth__panel',
  });

  return (
    <div className={`auth auth--${tab}`}>
      <ResponsivePicture
        key={tab}
        className="auth__picture"
        picture={tab === 'login' ? PICTURES.login : PICTURES.signup}
        alt={t(tab === 'login' ? 'login.imageAlt' : 'register.imageAlt')}
        priority
      />
      <div className="auth__card card">
        <h1>{t('title')}</h1>
        {forJob && <p className="auth__reason">{t(tab === 'login' ? 'forJob.login' : 'forJob.register')}</p>}
        <Tabs
          label={t('tabs.label')}
          idPrefix="auth"
          queryParam="tab"
          value={tab}
          onChange={openTab}
          tabs={[
            { value: 'login', label: t('tabs.login') },
            { value: 'register', label: t('tabs.register') },
          ]}
        />
        <div {...panel('login')}>
          <h2>{t('login.title')}</h2>
          <p className="auth__lead">{t('login.lead')}</p>
          <LoginForm />
          <SocialSignIn providers={socialProviders} />
        </div>
        <div {...panel('register')}>
          <h2>{t('register.title')}</h2>
          <p className="auth__lead">{t('register.lead')}</p>
          {registerOpened && (
            <Suspense fallback={<Loading />}>
              <RegisterForm initialRole={initialRole} onRoleChange={setRegisterRole} />
            </Suspense>
          )}
          <SocialSignIn providers={socialProviders} userType={registerRole} />
          <DemoButtons />
        </div>
      </div>
    </div>
  );
}
