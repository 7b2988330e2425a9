// Standalone entry for this team's dev server and for serving the built remote alone: the remote's own
// routes in a BrowserRouter (the host never runs this file; it loads ./pages through federation).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from '@mall/api-client';
import { PREFIXES, setLocale, stripLocale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { RemoteProviders } from './app/providers';
import { pageComponents, routes } from './app/routes';
import { StandaloneIndex } from './app/standalone-index';
import { fetchApiBaseUrl } from './lib/runtime-config';

function StandaloneApp() {
  return (
    <MallThemeProvider>
      <RemoteProviders>
        <BrowserRouter>
          <Routes>
            {['', ...PREFIXES].flatMap((prefix) =>
              routes.map(({ path, page }) => {
                const Page = pageComponents[page];
                return <Route key={prefix + path} path={prefix + path} element={<Page />} />;
              }),
            )}
            <Route path="*" element={<StandaloneIndex />} />
          </Routes>
        </BrowserRouter>
      </RemoteProviders>
    </MallThemeProvider>
  );
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    configureApi({ baseURL: await fetchApiBaseUrl() });
  } catch (error) {
    root.render(<pre role="alert">{String(error)}</pre>);
    return;
  }
  const { locale } = stripLocale(window.location.pathname);
  if (locale) setLocale(locale);
  root.render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}

void start();
