import { createRemote } from '@mall/remote-kit';
import { directorySaga } from '../features/directory/store/saga';
import { directoryReducer } from '../features/directory/store/slice';
import { streetMessages } from '../lib/catalogue';

/**
 * The merchant street remote's set-up: its store, providers and page wrapper. Each page brings its own features
 * (`remote.inject` in its module); the store starts with the session and the merchant directory, which two pages read.
 */
export const remote = createRemote({
  name: 'merchantStreet',
  messages: streetMessages,
  session: { followUser: true },
  features: {
    directory: { reducer: directoryReducer, saga: directorySaga },
  },
});

export const { store } = remote;
export type RootState = ReturnType<typeof store.getState>;
