import { bus, type MallEvents } from '@mall/event-bus';
import { createBusHelpers, createRouteRenderer, signIn } from '@mall/remote-kit/testing';
import { remote } from '../app/remote';
import { pageLoaders, routes } from '../app/routes';

// This remote's binding of the page-test helpers of @mall/remote-kit/testing; `signIn` is the kit's (the host's
// login call: token cookie, strategy cookie, bus event).
const busHelpers = createBusHelpers<MallEvents>(bus);
export const { recordBus, resetBrowserState } = busHelpers;
export { signIn };
export const renderRoute = createRouteRenderer({ remote, routes, pageLoaders });
