import { bus, type MallEvents } from '@mall/event-bus';
import { createBusHelpers, createRouteRenderer, installFakeApi, type FakeApi } from '@mall/remote-kit/testing';
import { jacketDetail } from './fixtures';
import { remote } from '../app/remote';
import { pageLoaders, routes } from '../app/routes';

// This remote's binding of the page-test helpers of @mall/remote-kit/testing.
export { signIn } from '@mall/remote-kit/testing';
export const { resetBrowserState, recordBus } = createBusHelpers<MallEvents>(bus);
export const renderRoute = createRouteRenderer({ remote, routes, pageLoaders });

/** A clean browser and a fresh fake API that answers the jacket's page (product 7); the test adds the rest. */
export function jacketPageApi(): FakeApi {
  resetBrowserState();
  window.scrollTo = jest.fn();
  const api = installFakeApi();
  api.on('GET /api/front/product/detail/7', jacketDetail());
  return api;
}
