import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '../../session/auth-context';
import { ScrollToTop } from '../scroll-to-top';
import { Loading } from '../page-status';
import { Header } from './header';
import { Footer } from './footer';
import { FlashBanner } from './flash-banner';
import { FocusOnNavigate } from './focus-on-navigate';

export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <FocusOnNavigate />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <FlashBanner />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </AuthProvider>
  );
}
