import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * The generic error screen, "Unexpected Application Error!". It must not depend on anything
 * that may itself have failed (translations, the session), so it reads the page's language from <html lang> and
 * carries its own words (the catalogues' unexpectedError, which test/route-error.test.tsx holds them to).
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
        <h1>{french ? "Erreur inattendue de l'application !" : 'Unexpected Application Error!'}</h1>
        <p>
          <a href="/">{french ? "Aller à l'accueil" : 'Go to the home page'}</a>
        </p>
      </main>
    );
  }
}
