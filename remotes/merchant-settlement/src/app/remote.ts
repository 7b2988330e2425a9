import { createRemote } from '@mall/remote-kit';
import { applySaga } from '../features/apply/store/saga';
import { applyReducer } from '../features/apply/store/slice';
import { recordSaga } from '../features/record/store/saga';
import { recordReducer } from '../features/record/store/slice';
import { settlementMessages } from './catalogue';

/** The merchant settlement remote's set-up: its store (session and features), providers and page wrapper. */
export const remote = createRemote({
  name: 'merchantSettlement',
  messages: settlementMessages,
  features: {
    apply: { reducer: applyReducer, saga: applySaga },
    record: { reducer: recordReducer, saga: recordSaga },
  },
});

export const { store } = remote;
export type RootState = ReturnType<typeof store.getState>;
