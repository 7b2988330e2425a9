import { createRemote } from '@mall/remote-kit';
import { catalogMessages } from '../lib/catalogue';

/**
 * The catalog remote's set-up: its store (the session; each page brings its own features with `remote.inject`,
 * so the home page's chunk carries only the home's), providers and page wrapper.
 */
export const remote = createRemote({
  name: 'catalog',
  messages: catalogMessages,
  session: { storedToken: true },
  features: {},
});

export const { store } = remote;
