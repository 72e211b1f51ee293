import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './i18n';
import './styles/global.css';
import { AppRoutes } from './app/router';
import { RouteErrorBoundary } from './components/route-error';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouteErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RouteErrorBoundary>
  </StrictMode>,
);
