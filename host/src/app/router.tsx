import { lazy, type ComponentType, type ReactElement } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PREFIXES } from '@mall/i18n';
import { ROUTES, isUsersRoute, type PageId, type RemoteName, type Route } from '@mall/routes';
import { UsersLayout } from '../layout/account-menu/users-layout';
import { CatalogRemote } from '../remotes/catalog';
import { CheckoutRemote } from '../remotes/checkout';
import { MerchantSettlementRemote } from '../remotes/merchant-settlement';
import { MerchantStreetRemote } from '../remotes/merchant-street';
import { OrderCenterRemote } from '../remotes/order-center';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPage } from './pages/error-page';
import { HostPage } from './pages/host-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './pages/route-error-page';

// React Router's declarative routing (useRoutes under <BrowserRouter>) rather than its data router
// (createBrowserRouter + RouterProvider): the storefront uses no loaders, actions or fetchers, and the data router
// is about 17 KB gzip of every page's JavaScript. Its one feature in use here, the routes' errorElement, is the
// RouteBoundary below.

// The table (@mall/routes) is the router: each route's owner renders its page id, typed per owner, so a page id
// the owner does not have fails to compile.
const remoteSlots: { [Remote in RemoteName]: ComponentType<{ page: PageId<Remote> }> } = {
  catalog: CatalogRemote,
  merchantStreet: MerchantStreetRemote,
  checkout: CheckoutRemote,
  orderCenter: OrderCenterRemote,
  merchantSettlement: MerchantSettlementRemote,
};

const hostPages: Record<PageId<'host'>, ComponentType> = {
  privacyAgreement: lazy(() => import('./pages/privacy-agreement-page').then((m) => ({ default: m.PrivacyAgreementPage }))),
  callbackTwitter: lazy(() => import('./pages/callback-twitter-page').then((m) => ({ default: m.CallbackTwitterPage }))),
  qrLogin: lazy(() => import('./pages/qr-login-page').then((m) => ({ default: m.QrLoginPage }))),
  login: lazy(() => import('./pages/login-page').then((m) => ({ default: m.LoginPage }))),
};

/** What a route's errorElement was: an error below shows the error page (or reloads for a stale chunk) until the next navigation. */
function RouteBoundary({ children }: { children: ReactElement }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <RouteErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

function remoteElement<Remote extends RemoteName>(remote: Remote, page: PageId<Remote>): ReactElement {
  const Slot: ComponentType<{ page: PageId<Remote> }> = remoteSlots[remote];
  return <Slot page={page} />;
}

function elementFor(entry: Route): ReactElement {
  if (entry.remote === 'host') {
    const Page = hostPages[entry.page];
    return (
      <HostPage>
        <Page />
      </HostPage>
    );
  }
  return remoteElement(entry.remote, entry.page);
}

function routeFor(entry: Route): RouteObject {
  const element = elementFor(entry);
  return entry.path === '/' ? { index: true, element } : { path: entry.path.slice(1), element };
}

/** The whole route table under one base: '/' for English, '/fr', '/th'… for the others. */
function localeBranch(base: string): RouteObject {
  return {
    path: base,
    element: (
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    ),
    children: [
      ...ROUTES.filter((entry) => !isUsersRoute(entry)).map(routeFor),
      { element: <UsersLayout />, children: ROUTES.filter(isUsersRoute).map(routeFor) },
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  };
}

/** Every route bare and under each locale prefix, all inside the shell. */
const appRoutes: RouteObject[] = [{ element: <RootLayout />, children: ['/', ...PREFIXES].map(localeBranch) }];

/** The storefront's only routes (rendered under the <BrowserRouter> of bootstrap.tsx). */
export function AppRoutes() {
  return <RouteBoundary>{useRoutes(appRoutes) ?? <ErrorPage status={404} />}</RouteBoundary>;
}
