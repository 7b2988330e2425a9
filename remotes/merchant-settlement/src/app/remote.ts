import { createRemote } from '@mall/remote-kit';
import { settlementMessages } from './catalogue';

/**
 * The merchant settlement remote's set-up: its store, providers and page wrapper. Each page brings its own features
 * (`remote.inject` in its module); the store starts with the session alone.
 */
export const remote = createRemote({
  name: 'merchantSettlement',
  messages: settlementMessages,
  features: {},
});

export const { store } = remote;
