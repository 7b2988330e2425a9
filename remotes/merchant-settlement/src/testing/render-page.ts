import { bus, type MallEvents } from '@mall/event-bus';
import { createBusHelpers, createRouteRenderer, signIn } from '@mall/remote-kit/testing';
import { remote } from '../app/remote';
import { pageLoaders, routes } from '../app/routes';

// This remote's binding of the page-test helpers of @mall/remote-kit/testing.
const busHelpers = createBusHelpers<MallEvents>(bus);
export const { recordBus } = busHelpers;
export const renderRoute = createRouteRenderer({ remote, routes, pageLoaders });

/** Cookies, storage and the bus's replayed state of an earlier test; then a signed-in shopper in English. */
export function resetBrowserState(): void {
  busHelpers.resetBrowserState();
  signIn('token-of-the-test-shopper');
}
