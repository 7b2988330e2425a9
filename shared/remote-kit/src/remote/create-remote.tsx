import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { MallIntlProvider, type Catalogue } from '@mall/i18n';
import { createSessionFeature, type SessionOptions, type SessionState } from './session';

/** One feature of a remote: its state under its key in the store, and the saga that loads it. */
export interface RemoteFeature<State = unknown> {
  /** A slice's reducer (its state type is what it returns). */
  reducer: (state: never, action: UnknownAction) => State;
  saga?: Saga<[]>;
}

export interface RemoteOptions<Features extends Record<string, RemoteFeature>> {
  /** The federation name (`catalog`, `merchantStreet`…): the session's action prefix and the devtools' label. */
  name: string;
  /** The remote's own catalogue (`defineCatalogue`); the common one sits underneath. */
  messages: Catalogue;
  /** Feature key → reducer and saga; `session` is added by createRemote. */
  features: Features;
  /** How the remote follows the host's session (see SessionOptions). */
  session?: SessionOptions;
}

export type RemoteState<Features extends Record<string, RemoteFeature>> = { session: SessionState } & {
  [Key in keyof Features]: ReturnType<Features[Key]['reducer']>;
};

/**
 * Everything a remote sets up before its pages: its store (the session feature and its own features, every saga
 * spawned on its own so one failing feature does not stop the others), the providers every page runs inside (its
 * store and its messages) and the wrapper its exposed pages go through. The host never sees any of it: each page
 * it loads from './pages' arrives already wrapped.
 */
export function createRemote<Features extends Record<string, RemoteFeature>>({
  name,
  messages,
  features,
  session,
}: RemoteOptions<Features>) {
  const sessionFeature = createSessionFeature(name, session);
  const allFeatures: Record<string, RemoteFeature> = { session: sessionFeature, ...features };
  const rootReducer = combineReducers(
    Object.fromEntries(Object.entries(allFeatures).map(([key, feature]) => [key, feature.reducer as Reducer])),
  ) as unknown as Reducer<RemoteState<Features>>;
  const sagas = Object.values(allFeatures).flatMap(({ saga }) => (saga ? [saga] : []));

  function* rootSaga() {
    yield all(sagas.map((saga) => spawn(saga)));
  }

  /** A store with its sagas running: one for the remote's pages, a fresh one where a test wants its own. */
  function createStore() {
    const sagaMiddleware = createSagaMiddleware();
    const created = configureStore({
      reducer: rootReducer,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
      devTools: { name },
    });
    sagaMiddleware.run(rootSaga);
    return created;
  }

  type RemoteStore = ReturnType<typeof createStore>;
  /** The remote's own store: created once, shared by all its pages. */
  const store = createStore();

  /** What every page of the remote runs inside: its own store (a test may pass a fresh one) and its messages. */
  function Providers({ children, store: given = store }: { children: ReactNode; store?: RemoteStore }) {
    return (
      <Provider store={given}>
        <MallIntlProvider messages={messages}>{children}</MallIntlProvider>
      </Provider>
    );
  }

  /** A page inside the remote's providers: what './pages' exposes to the host. */
  function withProviders(Page: ComponentType): ComponentType {
    function WithProviders() {
      return (
        <Providers>
          <Page />
        </Providers>
      );
    }
    WithProviders.displayName = `With${name[0]!.toUpperCase()}${name.slice(1)}Providers(${Page.displayName ?? Page.name})`;
    return WithProviders;
  }

  return { name, store, createStore, Providers, withProviders };
}

/** What createRemote returns: the remote's store, a factory of fresh ones, its providers and page wrapper. */
export type Remote<Features extends Record<string, RemoteFeature> = Record<string, RemoteFeature>> = ReturnType<
  typeof createRemote<Features>
>;
