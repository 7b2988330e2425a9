import { createRemote } from '@mall/remote-kit';
import { orderCenterMessages } from './catalogue';

/**
 * The order center remote's set-up: its store, providers and page wrapper. Each page brings its own features
 * (`remote.inject` in its module); the store starts with the session alone.
 */
export const remote = createRemote({
  name: 'orderCenter',
  messages: orderCenterMessages,
  features: {},
});

export const { store } = remote;
