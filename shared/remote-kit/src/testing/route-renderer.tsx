import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MallThemeProvider } from '@mall/ui-theme';
import type { StandaloneOptions } from '../standalone';

/**
 * What a remote's page tests are rendered from: the same pieces its standalone entry mounts, and the remote's
 * `createStore` (createRemote), so that each render starts from an empty store, as a page load does.
 */
export type RouteRendererOptions<Id extends string, Store> = Pick<StandaloneOptions<Id>, 'routes' | 'pageLoaders'> & {
  remote: { Providers: ComponentType<{ children: ReactNode; store?: Store }>; createStore: () => Store };
};

export interface RenderedRoute extends RenderResult {
  /** The router's current URL (path, query and hash), after whatever navigation the test caused. */
  location: () => string;
}

/**
 * `renderRoute(url, extra?)` for one remote: its pages at `url` inside its providers (a fresh store), a memory router with its
 * routes (any other path shows "elsewhere"), a probe of the URL and `extra` (a node the test needs in the router).
 * The pages' code is loaded before the file's tests run (a `beforeAll` registered here), so a page renders at once.
 */
export function createRouteRenderer<Id extends string, Store>({ remote, routes, pageLoaders }: RouteRendererOptions<Id, Store>) {
  const { Providers } = remote;
  const pageComponents = {} as Record<Id, ComponentType>;
  beforeAll(async () => {
    for (const id of Object.keys(pageLoaders) as Id[]) pageComponents[id] = await pageLoaders[id]();
  });
  return function renderRoute(url: string, extra?: ReactNode): RenderedRoute {
    let currentLocation = url;
    function LocationProbe() {
      const { pathname, search, hash } = useLocation();
      currentLocation = `${pathname}${search}${hash}`;
      return null;
    }
    const result = render(
      <MallThemeProvider withGlobalStyles={false}>
        <Providers store={remote.createStore()}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              {routes.map(({ path, page }) => {
                const Page: ComponentType = pageComponents[page];
                return <Route key={path} path={path} element={<Page />} />;
              })}
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <LocationProbe />
            {extra}
          </MemoryRouter>
        </Providers>
      </MallThemeProvider>,
    );
    return { ...result, location: () => currentLocation };
  };
}
