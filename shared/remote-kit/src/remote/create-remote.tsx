import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
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
  /** Feature key → reducer and saga, there from the start; `session` is added by createRemote. */
  features: Features;
  /** How the remote follows the host's session (see SessionOptions). */
  session?: SessionOptions;
}

export type RemoteState<Features extends Record<string, RemoteFeature>> = { session: SessionState } & {
  [Key in keyof Features]: ReturnType<Features[Key]['reducer']>;
};

/**
 * Everything a remote sets up before its pages: its store (the session feature and its own features, every saga
 * a task of its own so one failing feature does not stop the others), the providers every page runs inside (its
 * store and its messages) and the wrapper its exposed pages go through. The host never sees any of it: each page
 * it loads from './pages' arrives already wrapped. `features` are there from the start; a page may instead bring
 * its own with `inject` when its module loads, so a page's chunk carries its features and no other page pays for
 * them.
 */
export function createRemote<Features extends Record<string, RemoteFeature>>({
  name,
  messages,
  features,
  session,
}: RemoteOptions<Features>) {
  const reducers: Record<string, Reducer> = {};
  const sagas: Saga<[]>[] = [];
  /** Every store made so far, with a way to start a saga on it: a feature injected later joins each. */
  const live: { store: { replaceReducer: (next: Reducer) => void }; run: (saga: Saga<[]>) => void }[] = [];

  /**
   * Adds features a page brings with it (its module calls this when it loads): their state joins every store of
   * the remote and their sagas start, each on its own. A feature already there is left as it is.
   */
  function inject(more: Record<string, RemoteFeature>): void {
    const added = Object.entries(more).filter(([key]) => !(key in reducers));
    if (added.length === 0) return;
    for (const [key, feature] of added) {
      reducers[key] = feature.reducer as Reducer;
      if (feature.saga) sagas.push(feature.saga);
    }
    for (const { store: made, run } of live) {
      made.replaceReducer(combineReducers(reducers));
      for (const [, feature] of added) if (feature.saga) run(feature.saga);
    }
  }

  inject({ session: createSessionFeature(name, session), ...features });

  /** A store with its sagas running: one for the remote's pages, a fresh one where a test wants its own. */
  function createStore() {
    const sagaMiddleware = createSagaMiddleware();
    const created = configureStore({
      reducer: combineReducers(reducers) as unknown as Reducer<RemoteState<Features>>,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
      devTools: { name },
    });
    // Each saga is a task of its own: one failing feature does not stop the others.
    const run = (saga: Saga<[]>) => void sagaMiddleware.run(saga);
    sagas.forEach(run);
    live.push({ store: created as unknown as (typeof live)[number]['store'], run });
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

  return { name, store, createStore, inject, Providers, withProviders };
}

/** What createRemote returns: the remote's store, a factory of fresh ones, its providers and page wrapper. */
export type Remote<Features extends Record<string, RemoteFeature> = Record<string, RemoteFeature>> = ReturnType<
  typeof createRemote<Features>
>;
