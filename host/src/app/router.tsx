import { lazy, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PREFIXES } from '@mall/i18n';
import { UsersLayout } from '../layout/users-layout';
import { CatalogRemote } from '../remotes/catalog';
import { CheckoutRemote } from '../remotes/checkout';
import { MerchantSettlementRemote } from '../remotes/merchant-settlement';
import { MerchantStreetRemote } from '../remotes/merchant-street';
import { OrderCenterRemote } from '../remotes/order-center';
import { ErrorPage } from './error-page';
import { HostPage } from './host-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { isUsersRoute, routeTable, type HostPageId, type RouteEntry } from './route-table';
import type { RemoteName } from './runtime-config';

const remoteSlots: Record<RemoteName, ComponentType<{ page: string }>> = {
  catalog: CatalogRemote,
  merchantStreet: MerchantStreetRemote,
  checkout: CheckoutRemote,
  orderCenter: OrderCenterRemote,
  merchantSettlement: MerchantSettlementRemote,
};

const hostPages: Record<HostPageId, ComponentType> = {
  privacyAgreement: lazy(() =>
    import('./pages/privacy-agreement-page').then((m) => ({ default: m.PrivacyAgreementPage })),
  ),
  callbackTwitter: lazy(() =>
    import('./pages/callback-twitter-page').then((m) => ({ default: m.CallbackTwitterPage })),
  ),
  qrLogin: lazy(() => import('./pages/qr-login-page').then((m) => ({ default: m.QrLoginPage }))),
};

function elementFor(entry: RouteEntry): ReactElement {
  if (entry.remote === 'host') {
    const Page = hostPages[entry.page];
    return (
      <HostPage>
        <Page />
      </HostPage>
    );
  }
  const Slot = remoteSlots[entry.remote];
  return <Slot page={entry.page} />;
}

function routeFor(entry: RouteEntry): RouteObject {
  const element = elementFor(entry);
  return entry.path === '/' ? { index: true, element } : { path: entry.path.slice(1), element };
}

/** The whole route table under one base: '/' for English, '/fr', '/th'… for the others. */
function localeBranch(base: string): RouteObject {
  return {
    path: base,
    errorElement: <RouteErrorPage />,
    children: [
      ...routeTable.filter((entry) => !isUsersRoute(entry)).map(routeFor),
      { element: <UsersLayout />, children: routeTable.filter(isUsersRoute).map(routeFor) },
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  };
}

/** The storefront's only router: every route bare and under each locale prefix, all inside the shell. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: ['/', ...PREFIXES].map(localeBranch),
    },
  ]);
}
