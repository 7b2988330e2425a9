import { bus, type MallEvents } from '@mall/event-bus';
import { createBusHelpers, createRouteRenderer } from '@mall/remote-kit/testing';
import { remote } from '../app/remote';
import { pageLoaders, routes } from '../app/routes';

// This remote's binding of the page-test helpers of @mall/remote-kit/testing.
export { signIn } from '@mall/remote-kit/testing';
export const { resetBrowserState, recordBus } = createBusHelpers<MallEvents>(bus);
export const renderRoute = createRouteRenderer({ remote, routes, pageLoaders });
