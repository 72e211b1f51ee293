import { Suspense, useCallback, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { AnonymousOnly, ProtectedRoute } from '../components/protected-route';
import { OnboardingRoute } from './onboarding-route';
import { JobPageSkeleton, PageSkeleton } from '../components/ui/skeletons';
import type { AnyUserType } from '@talent/shared';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { StartFetching } from './start-fetching';
import i18n, { type Namespace } from '../i18n';

// Every page is its own chunk, so the home page loads only what it shows.
const HomePage = lazyPage(() => import('../features/home/home-page'));
const AuthPage = lazyPage(() => import('../features/auth/auth-page'));
const AuthCallbackPage = lazyPage(() => import('../features/auth/auth-callback-page'));
const AboutUsPage = lazyPage(() => import('../features/static-pages/about-us-page'));
const HowItWorksPage = lazyPage(() => import('../features/static-pages/how-it-works-page'));
const PrivacyPolicyPage = lazyPage(() => import('../features/static-pages/privacy-policy-page'));
const SafetyPage = lazyPage(() => import('../features/static-pages/safety-page'));
const NotFoundPage = lazyPage(() => import('../features/static-pages/not-found-page'));
const DemoWelcomePage = lazyPage(() => import('../features/demo-welcome/demo-welcome-page'));
const RecommendedJobsPage = lazyPage(() => import('../features/professional/recommended-jobs-page'));
const MyApplicationsPage = lazyPage(() => import('../features/professional/my-applications-page'));
const JobAlertsPage = lazyPage(() => import('../features/professional/job-alerts-page'));
const SavedJobsPage = lazyPage(() => import('../features/professional/saved-jobs-page'));
const JobPage = lazyPage(() => import('../features/professional/job-page'));
const HiringCenterPage = lazyPage(() => import('../features/employer/hiring-center-page'));
const AdminPage = lazyPage(() => import('../features/admin/admin-page'));

/** A signed-in page people open every day (staff theirs). */
interface DailyPage {
  path: string;
  page: LazyPage<object>;
  /** Its translations: the page's namespace, and those of what it shows at once (a conversation on its cards). */
  namespaces: Namespace[];
  /** Its first data, asked for as the route is entered. */
  prefetch: () => Promise<unknown>;
  /** Who may open it (ProtectedRoute). */
  allow?: AnyUserType[];
  staffOnly?: boolean;
  /** Its frame (heading, introduction, skeleton) while the session or its code comes; "Loading..." without. */
  frame?: ReactNode;
  /** Drawn for the user last confirmed on the device while the session is checked: its lists are kept there. */
  whileChecking?: boolean;
}

/**
 * The daily pages: their code, translations and first data are asked for on entering, together, rather than each
 * once the one before has arrived.
 */
const DAILY_PAGES: DailyPage[] = [
  {
    path: '/recommended-jobs',
    page: RecommendedJobsPage,
    namespaces: ['professional'],
    prefetch: () =>
      Promise.all([
        import('../api/queries/job-list').then((m) => m.prefetchJobList(window.location.search)),
        import('../api/queries/job-facets').then((m) => m.prefetchJobFacets(window.location.search)),
        import('../lib/format').then((m) => void setTimeout(() => m.prepareListFormatters(i18n.language))),
      ]),
    allow: ['professional'],
    frame: <PageSkeleton head="recommendedJobs" />,
    whileChecking: true,
  },
  {
    path: '/my-applications',
    page: MyApplicationsPage,
    namespaces: ['professional', 'conversation'],
    prefetch: () => import('../api/queries/applications').then((m) => m.prefetchApplications()),
    allow: ['professional'],
    frame: <PageSkeleton cards={2} head="myApplications" />,
    whileChecking: true,
  },
  {
    path: '/jobs/:id',
    page: JobPage,
    namespaces: ['professional'],
    prefetch: () => import('../api/queries/job').then((m) => m.prefetchJob(window.location.pathname)),
    allow: ['professional'],
    frame: <JobPageSkeleton />,
  },
  {
    path: '/hiring-center',
    page: HiringCenterPage,
    namespaces: ['employer', 'conversation'],
    prefetch: () => import('../api/queries/employer-jobs').then((m) => m.prefetchEmployerJobs()),
    allow: ['employer'],
    frame: <PageSkeleton cards={2} head="hiringCenter" />,
  },
  {
    path: '/admin',
    page: AdminPage,
    namespaces: ['admin'],
    // The console's sections each read their own lists: only its code and translations are started here.
    prefetch: () => Promise.resolve(),
    staffOnly: true,
    frame: <PageSkeleton cards={2} head="staffConsole" />,
  },
];

const codeOf = (daily: DailyPage) => Promise.all([daily.page.load(), i18n.load(...daily.namespaces)]);

/**
 * The code and translations of the daily page at `pathname`, asked for now; null for any other page. The app is
 * first drawn once they are in (main.tsx): the page then appears in one go, instead of a fallback first.
 */
export function dailyPageCodeAt(pathname: string): Promise<unknown> | null {
  const daily = DAILY_PAGES.find(({ path }) => matchPath(path, pathname));
  return daily ? codeOf(daily) : null;
}

/** A daily page's route: what it starts on entering, its guard, and its frame until it is drawn. */
function DailyRoute({ daily }: { daily: DailyPage }) {
  const { page: Page, frame } = daily;
  const start = useCallback(() => Promise.all([codeOf(daily), daily.prefetch()]), [daily]);
  return (
    <>
      <StartFetching start={start} />
      <ProtectedRoute
        allow={daily.allow}
        staffOnly={daily.staffOnly}
        fallback={frame}
        whileChecking={daily.whileChecking}
      >
        {frame ? (
          <Suspense fallback={frame}>
            <Page />
          </Suspense>
        ) : (
          <Page />
        )}
      </ProtectedRoute>
    </>
  );
}

const UnsubscribePage = lazyPage(() => import('../features/account/unsubscribe-page'));
const ConfirmEmailPage = lazyPage(() => import('../features/account/confirm-email-page'));
const EmailSettingsPage = lazyPage(() => import('../features/account/email-settings-page'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'));

/**
 * The route table (docs/product.md lists who may open each route). Declarative routes rather than a data router: the app loads its data
 * in the pages, and this keeps about 16 KB of gzipped JavaScript off every first visit.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route
          path="/auth"
          element={
            <AnonymousOnly>
              <AuthPage />
            </AnonymousOnly>
          }
        />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/about-us" element={<AboutUsPage />} />
        <Route path="/how-it-works" element={<HowItWorksPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/safety" element={<SafetyPage />} />
        <Route path="/demo" element={<DemoWelcomePage />} />
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route
          path="/onboarding"
          element={
            <ProtectedRoute>
              <OnboardingRoute />
            </ProtectedRoute>
          }
        />
        {DAILY_PAGES.map((daily) => (
          <Route key={daily.path} path={daily.path} element={<DailyRoute daily={daily} />} />
        ))}
        <Route
          path="/job-alerts"
          element={
            <ProtectedRoute allow={['professional']}>
              <JobAlertsPage />
            </ProtectedRoute>
          }
        />
        <Route
          path="/saved-jobs"
          element={
            <ProtectedRoute allow={['professional']}>
              <SavedJobsPage />
            </ProtectedRoute>
          }
        />
        <Route
          path="/settings/email"
          element={
            <ProtectedRoute>
              <EmailSettingsPage />
            </ProtectedRoute>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
