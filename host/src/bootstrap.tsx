// Starts the shell: reads /runtime-config.json, points the API client at the API, registers the remotes
// from their manifest URLs (nothing is known about them at build time), then renders the router.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi } from '@mall/api-client';
import { ConfigErrorPage } from './app/config-error-page';
import { settleInitialLocale } from './app/locale-from-url';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { REMOTE_NAMES, fetchRuntimeConfig } from './app/runtime-config';

async function start(root: Root): Promise<void> {
  let config;
  try {
    config = await fetchRuntimeConfig();
  } catch (error) {
    console.error('[host] runtime configuration unavailable', error);
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
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));

  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

settleInitialLocale();
void start(createRoot(document.getElementById('root')!));
