import { waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { merchantCategories, merchantTypes } from '../../../testing/data';
import { installFakeApi, type FakeApi } from '@mall/remote-kit/testing';
import { selectTypeName } from '../store/selectors';
import { directorySaga } from '../store/saga';
import { directoryReducer, directoryRequested } from '../store/slice';

let api: FakeApi;

/** The directory feature alone: its slice and its saga, as the remote's store mounts them. */
function createDirectoryStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { directory: directoryReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(directorySaga);
  return store;
}

beforeEach(() => {
  api = installFakeApi();
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
});

describe('the merchant directory', () => {
  it('loads the types and categories once, then names a type', async () => {
    const store = createDirectoryStore();
    expect(selectTypeName(store.getState(), 2)).toBe('');
    store.dispatch(directoryRequested());
    await waitFor(() => expect(store.getState().directory.status).toBe('ready'));
    store.dispatch(directoryRequested());
    expect(store.getState().directory.categories.map((c) => c.name)).toEqual(['Apparel & Footwear', 'Consumer Electronics']);
    expect(selectTypeName(store.getState(), 2)).toBe('Specialty Store');
    expect(selectTypeName(store.getState(), 99)).toBe('');
    expect(api.callsTo('GET /api/front/merchant/all/type/list')).toHaveLength(1);
    expect(api.callsTo('GET /api/front/merchant/all/category/list')).toHaveLength(1);
  });

  it('asks again after a failure', async () => {
    let up = false;
    api.on('GET /api/front/merchant/all/type/list', () =>
      up ? { code: 200, message: '', data: merchantTypes } : { code: 500, message: 'down', data: null },
    );
    const store = createDirectoryStore();
    store.dispatch(directoryRequested());
    await waitFor(() => expect(store.getState().directory.status).toBe('failed'));
    up = true;
    store.dispatch(directoryRequested());
    await waitFor(() => expect(store.getState().directory.status).toBe('ready'));
    expect(selectTypeName(store.getState(), 1)).toBe('Flagship Store');
  });
});
