import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '@talent/shared';

/**
 * The generic error screen, "Unexpected Application Error!". It must not depend on anything
 * that may itself have failed (translations, the session), so it reads the page's language from <html lang>.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const french = document.documentElement.lang === 'fr';
    return (
      <main className="route-error" role="alert">
        <h1>{french ? "Erreur inattendue de l'application !" : MSG.unexpectedError}</h1>
        <p>
          <a href="/">{french ? "Aller à l'accueil" : 'Go to the home page'}</a>
        </p>
      </main>
    );
  }
}
