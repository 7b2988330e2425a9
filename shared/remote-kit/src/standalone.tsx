// The standalone entry every remote uses for its team's dev server and for serving the built remote alone:
// the remote's own routes in a BrowserRouter. The host never runs this; it loads each remote's ./pages.
import { StrictMode, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { configureApi } from '@mall/api-client';
import { PREFIXES, setLocale, stripLocale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { lazyPages, type PageLoaders } from './lazy-pages';
import { fetchApiBaseUrl } from './runtime-config';

export interface StandaloneOptions<Id extends string> {
  /** The remote (createRemote): its name, for the index of its pages, and its providers (messages, store). */
  remote: { name: string; Providers: ComponentType<{ children: ReactNode }> };
  routes: ReadonlyArray<{ path: string; page: Id }>;
  /** The remote's pages by id (app/routes.tsx), each loaded on first use. */
  pageLoaders: PageLoaders<Id>;
}

/** An example URL for a route pattern: params get a sample value, a sub-tree its first page. */
const samplePath = (path: string) => path.replace(/:\w+/g, '1').replace(/\/\*$/, '');

/** Standalone runs only: links to every page the remote owns. */
export function StandaloneIndex({ name, routes }: { name: string; routes: ReadonlyArray<{ path: string; page: string }> }) {
  return (
    <nav aria-label={name}>
      <ul>
        {routes.map(({ path, page }) => (
          <li key={page}>
            <Link to={samplePath(path)}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StandaloneApp<Id extends string>({ remote, routes, pageLoaders }: StandaloneOptions<Id>) {
  const { name, Providers } = remote;
  const pages = useMemo(() => lazyPages(pageLoaders, (page) => page), [pageLoaders]);
  return (
    <MallThemeProvider>
      <Providers>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              {['', ...PREFIXES].flatMap((prefix) =>
                routes.map(({ path, page }) => {
                  const Page: ComponentType = pages[page];
                  return <Route key={prefix + path} path={prefix + path} element={<Page />} />;
                }),
              )}
              <Route path="*" element={<StandaloneIndex name={name} routes={routes} />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </Providers>
    </MallThemeProvider>
  );
}

/** Reads the runtime config, points the API client at it, follows the URL's locale and mounts the remote alone. */
export async function startStandalone<Id extends string>(options: StandaloneOptions<Id>): Promise<void> {
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
      <StandaloneApp {...options} />
    </StrictMode>,
  );
}
