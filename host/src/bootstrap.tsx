// Starts the shell: reads /runtime-config.json, points the API client at the API, registers the remotes
// from their manifest URLs (nothing is known about them at build time), then renders the router.
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi } from '@mall/api-client';
import { getLocale, loadLocale } from '@mall/i18n';
import { ConfigErrorPage } from './app/pages/config-error-page';
import { settleInitialLocale } from './session/locale-from-url';
import { hostMessages } from './app/messages';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { REMOTE_NAMES, fetchRuntimeConfig } from './lib/runtime-config';
import { startErrorReporter } from './lib/error-reporter';
import { firstScreen, removeFirstScreen } from './lib/first-screen';
import { preloadRoutePage } from './remotes/route-page-preload';

// A shopper reading another language than English: the shell's messages in it load with the configuration (the
// provider would wait for them anyway; started first they do not wait for React's first render).
let messagesReady: Promise<void> = Promise.resolve();

async function start(root: Root): Promise<void> {
  let config;
  try {
    config = await fetchRuntimeConfig();
    await messagesReady;
  } catch (error) {
    console.error('[host] runtime configuration unavailable', error);
    // No shell and no page: the server's first screen would cover the error.
    removeFirstScreen();
    root.render(
      <StrictMode>
        <AppProvider>
          <ConfigErrorPage onRetry={() => start(root)} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }

  configureApi({ baseURL: config.apiBaseUrl });
  // Uncaught errors and failed remote loads from here on reach the API's logs (lib/error-reporter.ts).
  startErrorReporter(config.apiBaseUrl);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
  // The route's page starts loading now, beside the shell's first render, so that it is drawn in it. Not under a
  // server's first screen (home, a product, the street, the search results): that already paints the page's largest picture, and the
  // page in the shell's first commit made that commit longer after the paint (the street's TBT 10 → 210 ms,
  // docs/serving.md, "The route's page in the shell's first render"). One the window does not show is gone already (the
  // shell start took it out: shell-start.ts).
  if (!firstScreen()) preloadRoutePage(window.location.pathname);

  // The shell's first render is a transition: React renders it in slices of a few milliseconds, giving the browser
  // a turn between them, instead of one task of the whole tree (the longest task of a page's start, ~60–100 ms on a
  // desktop core; docs/serving.md, "The shell's start"). Nothing is on screen before it but the first screen, which
  // stays until the page under it has drawn the same picture.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  });
}

settleInitialLocale();
messagesReady = loadLocale(getLocale(), [hostMessages]).catch((error: unknown) => {
  console.error('[host] messages unavailable', error);
});
void start(createRoot(document.getElementById('root')!));
