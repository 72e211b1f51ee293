import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './i18n';
import './styles/global.css';
import { AppRoutes } from './app/router';
import { RouteErrorBoundary } from './components/route-error';
import { preloadFirstPicture } from './components/ui/pictures';
import { AppUpdate } from './components/layout/app-update';

preloadFirstPicture(window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouteErrorBoundary>
      {/* Navigations are plain updates, not transitions: a login sets the user and the new location in one
          render, so the guards never see a signed-in user still on /auth (which they would send to /). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <AppUpdate />
    </RouteErrorBoundary>
  </StrictMode>,
);
