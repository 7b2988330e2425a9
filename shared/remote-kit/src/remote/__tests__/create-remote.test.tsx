import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { put, takeEvery } from 'redux-saga/effects';
import { bus } from '@mall/event-bus';
import { defineCatalogue } from '@mall/i18n';
import { createRemote, type RemoteFeature } from '../create-remote';
import { selectSessionGeneration, selectSignedIn } from '../session';

// A feature as a remote writes one: a slice and the saga that answers its requests.
const greeting = createSlice({
  name: 'test/greeting',
  initialState: { asked: 0, answers: 0, answer: '' },
  reducers: {
    asked(state) {
      state.asked += 1;
    },
    answered(state, action: PayloadAction<string>) {
      state.answers += 1;
      state.answer = action.payload;
    },
  },
});
function* greetingSaga() {
  yield takeEvery(greeting.actions.asked.type, function* answer() {
    yield put(greeting.actions.answered('hello'));
  });
}
const greetingFeature = { reducer: greeting.reducer, saga: greetingSaga };

// A feature whose saga dies at once: the remote's other sagas must go on.
const broken: RemoteFeature<null> = {
  reducer: (state: null | undefined = null) => state,
  // eslint-disable-next-line require-yield -- the saga must die before its first effect, synchronously
  *saga() {
    throw new Error('this feature failed to start');
  },
};

const messages = defineCatalogue({ 'test.title': 'Greeting page' }, {});

function storeToken(token: string) {
  document.cookie = 'auth.strategy=local2; path=/';
  document.cookie = `auth._token.local2=${encodeURIComponent(`Bearer ${token}`)}; path=/`;
}

describe('createRemote', () => {
  // First in the file on purpose: nothing has been published on the bus yet, as when a remote runs alone.
  it('starts signed in from a stored token only for a remote that asks for it', () => {
    storeToken('stored-token');
    const eager = createRemote({ name: 'eager', messages, features: {}, session: { storedToken: true } });
    const waiting = createRemote({ name: 'waiting', messages, features: {} });
    expect(selectSignedIn(eager.store.getState())).toBe(true);
    expect(selectSignedIn(waiting.store.getState())).toBe(false);
    document.cookie = 'auth._token.local2=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it("builds a store with the session and the remote's features, and runs the features' sagas", () => {
    const remote = createRemote({ name: 'test', messages, features: { greeting: greetingFeature } });
    expect(remote.store.getState()).toEqual({
      session: { signedIn: false, generation: 0, token: null },
      greeting: { asked: 0, answers: 0, answer: '' },
    });
    remote.store.dispatch(greeting.actions.asked());
    expect(remote.store.getState().greeting).toEqual({ asked: 1, answers: 1, answer: 'hello' });
  });

  it('follows the sign-in and sign-out on the bus, and counts each change of shopper', () => {
    const remote = createRemote({ name: 'test', messages, features: { greeting: greetingFeature } });
    act(() => bus.publish('auth/tokenChanged', { token: 'shopper-a' }));
    expect(selectSignedIn(remote.store.getState())).toBe(true);
    const generation = selectSessionGeneration(remote.store.getState());
    // A guest signing in to an account: still signed in, another shopper.
    act(() => bus.publish('auth/tokenChanged', { token: 'shopper-b' }));
    expect(selectSignedIn(remote.store.getState())).toBe(true);
    expect(selectSessionGeneration(remote.store.getState())).toBe(generation + 1);
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    expect(selectSignedIn(remote.store.getState())).toBe(false);
  });

  it("counts the host's user as signed in only for a remote that follows it", () => {
    const byUser = createRemote({ name: 'byUser', messages, features: {}, session: { followUser: true } });
    const byToken = createRemote({ name: 'byToken', messages, features: {} });
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    act(() => bus.publish('auth/userChanged', { user: { uid: 1, nikeName: 'Ann', phone: '', avatar: '' } as never }));
    expect(selectSignedIn(byUser.store.getState())).toBe(true);
    expect(selectSignedIn(byToken.store.getState())).toBe(false);
    act(() => bus.publish('auth/userChanged', { user: null }));
    expect(selectSignedIn(byUser.store.getState())).toBe(false);
  });

  it("takes a page's features when its module loads: they join the live store and every later one", () => {
    const remote = createRemote({ name: 'test', messages, features: {} });
    expect(remote.store.getState()).not.toHaveProperty('greeting');
    remote.inject({ greeting: greetingFeature });
    remote.inject({ greeting: greetingFeature });
    remote.store.dispatch(greeting.actions.asked());
    // Injected twice, its saga runs once: one answer per question.
    expect(remote.store.getState()).toMatchObject({ greeting: { asked: 1, answers: 1, answer: 'hello' } });
    const fresh = remote.createStore();
    fresh.dispatch(greeting.actions.asked());
    expect(fresh.getState()).toMatchObject({ greeting: { asked: 1, answers: 1, answer: 'hello' } });
    act(() => bus.publish('auth/tokenChanged', { token: 'shopper-a' }));
    expect(selectSignedIn(fresh.getState())).toBe(true);
    act(() => bus.publish('auth/tokenChanged', { token: null }));
  });

  it('keeps the session and the other features going when one feature fails to start', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remote = createRemote({ name: 'test', messages, features: { broken, greeting: greetingFeature } });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'this feature failed to start' }));
    logged.mockRestore();
    remote.store.dispatch(greeting.actions.asked());
    expect(remote.store.getState().greeting.answer).toBe('hello');
    act(() => bus.publish('auth/tokenChanged', { token: 'shopper-a' }));
    expect(selectSignedIn(remote.store.getState())).toBe(true);
    act(() => bus.publish('auth/tokenChanged', { token: null }));
  });

  it("wraps a page in the remote's store and messages; a test may hand in a fresh store", async () => {
    const remote = createRemote({ name: 'test', messages, features: { greeting: greetingFeature } });
    function GreetingPage() {
      const answer = useSelector((state: ReturnType<typeof remote.store.getState>) => state.greeting.answer);
      return (
        <h1>
          <FormattedMessage id="test.title" /> {answer || 'unanswered'}
        </h1>
      );
    }
    remote.store.dispatch(greeting.actions.asked());
    const Wrapped = remote.withProviders(GreetingPage);
    const view = render(<Wrapped />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Greeting page hello');
    view.unmount();

    const fresh = remote.createStore();
    render(
      <remote.Providers store={fresh}>
        <GreetingPage />
      </remote.Providers>,
    );
    expect(await screen.findByRole('heading')).toHaveTextContent('Greeting page unanswered');
  });
});
