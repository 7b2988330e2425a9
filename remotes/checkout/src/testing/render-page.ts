import { bus, type MallEvents } from '@mall/event-bus';
import { createBusHelpers, createRouteRenderer } from '@mall/remote-kit/testing';
import { RemoteProviders } from '../app/providers';
import { pageComponents, routes } from '../app/routes';

// This remote's binding of the page-test helpers of @mall/remote-kit/testing.
export { signIn } from '@mall/remote-kit/testing';
export const { resetBrowserState, recordBus } = createBusHelpers<MallEvents>(bus);
export const renderRoute = createRouteRenderer({ Providers: RemoteProviders, routes, pageComponents });
