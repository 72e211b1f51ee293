import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '../../session/auth-context';
import { ScrollToTop } from '../scroll-to-top';
import { Loading } from '../page-status';
import { Header } from './header';
import { Footer } from './footer';

export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </AuthProvider>
  );
}
