import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../../session/auth-context';
import { ScrollToTop } from '../scroll-to-top';
import { Loading } from '../page-status';
import { Header } from './header';
import { Footer } from './footer';
import { FlashBanner } from './flash-banner';
import { FocusOnNavigate } from './focus-on-navigate';
import { OfflineNotice } from './offline-notice';
import { PageLoadBoundary } from './page-load-boundary';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <ScrollToTop />
      <FocusOnNavigate />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <OfflineNotice />
        <FlashBanner />
        <PageLoadBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </main>
      <Footer />
    </AuthProvider>
  );
}
