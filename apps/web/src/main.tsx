import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ASKS_CONFIRMATION_ATTRIBUTE } from '@talent/shared';
import i18n from './i18n';
import './styles/global.css';
import { App } from './app/app';
import { AppRoutes, dailyPageCodeAt } from './app/router';
import { preloadFirstPicture } from './components/ui/pictures';
import { emailConfirmationRequestReady } from './components/layout/email-confirmation-banner';
import { tokenStorage } from './lib/token-storage';

const app = (
  <App
    router={
      // Navigations are plain updates, not transitions: a login sets the user and the new location in one
      // render, so the guards never see a signed-in user still on /auth (which they would send to /).
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

/** How long the first drawing of a signed-in page waits for the page's code (see below). */
const PAGE_CODE_WAIT_MS = 3000;

const root = document.getElementById('root')!;
// The layout's words in the reader's language (the page asked for them beside this code): every page shows them, so
// the app is drawn once they are in. Without them (a download that failed), it starts all the same and says what it can.
const words = i18n.ready();
/** Settles when `needed` does, whether it was fulfilled or not: the app is drawn either way. */
const settled = (needed: Promise<unknown>) =>
  needed.then(
    () => undefined,
    () => undefined,
  );

// A public page arrives written in advance for a visitor who is not signed in, in the language the server
// chose (scripts/prerender.mjs). The app takes it over as it is when it would draw the same page; otherwise
// (a signed-in reader, or a language chosen before the server could know it) it draws its own. A signed-in landing
// page arrives with its frame written (header, heading, skeleton), which the app draws over.
if (root.dataset.prerendered === i18n.language && !tokenStorage.getAccess()) {
  // As a transition, the takeover yields to the browser every few milliseconds instead of holding a slow phone's
  // main thread for the whole page: the page is already drawn, so nothing is waiting on it.
  void settled(words).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  preloadFirstPicture(window.location);
  // Also a transition: what the server wrote (a page's frame) stays on the screen while React draws the app in
  // slices, then is replaced in one commit, so a slow phone's main thread is never held for the whole page at once.
  const appRoot = createRoot(root);
  const draw = () => startTransition(() => appRoot.render(app));
  // A signed-in page's code came down beside the app's (its shell named it): the app is drawn once it is in, so
  // that the page appears in one go rather than after a fallback. Not for long: past a few seconds (a stalled
  // download), the app is drawn and the page follows as it can.
  const pageCode = tokenStorage.getAccess() ? dailyPageCodeAt(window.location.pathname) : null;
  const stalled = new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS));
  // The request to confirm the address, where the shell drew it (its script asked for its code beside this one), is
  // drawn whole in the app's first frame too. A page without a shell is drawn without waiting for it.
  const shellDrewRequest = document.querySelector(`[${ASKS_CONFIRMATION_ATTRIBUTE}]:not([hidden])`) !== null;
  const firstFrame = Promise.all([
    words,
    ...(shellDrewRequest ? [emailConfirmationRequestReady] : []),
    ...(pageCode ? [pageCode] : []),
  ]);
  void settled(Promise.race([firstFrame, stalled])).then(draw);
}
