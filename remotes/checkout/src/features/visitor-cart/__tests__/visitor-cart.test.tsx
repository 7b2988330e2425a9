import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { cartLine, group } from '../../../testing/fixtures';
import { installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';
import { MERGE_CLAIM_KEY, VISITOR_TOKEN_KEY } from '../../../lib/visitor-token';

let api: FakeApi;
const MERGE = 'POST /api/front/cart/merge/visitor';

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on(MERGE, null);
  api.on('GET /api/front/cart/count', { count: 2 });
});

/** What the host's login dialog does on a sign-in: a new strategy cookie and token (the guest's cookie stays). */
function hostSignsIn(token: string) {
  Cookies.set('auth.strategy', 'local2', { path: '/' });
  Cookies.set('auth._token.local2', `Bearer ${token}`, { path: '/' });
  act(() => bus.publish('auth/tokenChanged', { token }));
}

describe('cart across sign-in', () => {
  it('remembers the guest token, then merges the guest cart into the account signed in to, once', async () => {
    signIn('guest-1', 'local3');
    expect(window.sessionStorage.getItem(VISITOR_TOKEN_KEY)).toBe('guest-1');
    const counts = recordBus('cart/countChanged');

    hostSignsIn('real-1');
    await waitFor(() => expect(api.callsTo(MERGE)).toHaveLength(1));
    const [merge] = api.callsTo(MERGE);
    expect(merge.body).toEqual({ visitorToken: 'guest-1' });
    expect(merge.headers['authori-zation']).toBe('real-1');
    await waitFor(() => expect(counts.events).toEqual([{ count: 2 }]));
    expect(window.sessionStorage.getItem(VISITOR_TOKEN_KEY)).toBeNull();
    expect(Cookies.get('auth._token.local3')).toBeUndefined();

    // The same account again (another event, a reload of the header): nothing more to carry over.
    hostSignsIn('real-1');
    hostSignsIn('real-2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(MERGE)).toHaveLength(1);
    counts.stop();
  });

  it("signs in quietly on a backend without the merge (the contract's family): no message, the guest token forgotten", async () => {
    api.notServed(MERGE);
    signIn('guest-9', 'local3');
    const toasts = recordBus('ui/toast');
    hostSignsIn('real-9');
    await waitFor(() => expect(api.callsTo(MERGE)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts.events).toEqual([]);
    expect(window.sessionStorage.getItem(VISITOR_TOKEN_KEY)).toBeNull();
    toasts.stop();
  });

  it('carries the cart over when the checkout remote loads after the sign-in (the guest cookie still names it)', async () => {
    Cookies.set('auth._token.local3', 'Bearer guest-2', { path: '/' });
    hostSignsIn('real-3');
    await waitFor(() => expect(api.callsTo(MERGE)).toHaveLength(1));
    expect(api.callsTo(MERGE)[0].body).toEqual({ visitorToken: 'guest-2' });
  });

  it('does not merge a guest cart another tab already carried over, nor one whose guest signed out', async () => {
    signIn('guest-3', 'local3');
    hostSignsIn('real-4');
    await waitFor(() => expect(api.callsTo(MERGE)).toHaveLength(1));
    // A second tab remembered the same guest in its own session storage and hears the same sign-in (the bus
    // mirrors it): the claim shared by the tabs stops a second merge.
    window.sessionStorage.setItem(VISITOR_TOKEN_KEY, 'guest-3');
    expect(window.localStorage.getItem(MERGE_CLAIM_KEY)).toMatch(/^[0-9a-f]+$/);
    act(() => bus.publish('auth/tokenChanged', { token: 'real-4b' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(MERGE)).toHaveLength(1);

    // A guest who signed out (the host removes every token cookie) has nothing left to carry over.
    signIn('guest-4', 'local3');
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    Cookies.remove('auth._token.local3', { path: '/' });
    hostSignsIn('real-6');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(MERGE)).toHaveLength(1);
  });

  it('a guest on the cart page is offered to sign in, and sees the merged cart afterwards', async () => {
    const guestCart = [group(1, 'Tea House', [cartLine(11, { storeName: 'Green Tea' })])];
    const mergedCart = [
      group(1, 'Tea House', [cartLine(11, { storeName: 'Green Tea' }), cartLine(12, { storeName: 'Teapot', suk: 'White' })]),
    ];
    let merged = false;
    api.on(MERGE, () => {
      merged = true;
      return ok(null);
    });
    api.on('GET /api/front/cart/list', (call: { params: { isValid: boolean } }) =>
      ok(call.params.isValid ? (merged ? mergedCart : guestCart) : []),
    );
    signIn('guest-5', 'local3');
    renderRoute('/order/shopping_cart');
    await screen.findByRole('checkbox', { name: 'Select Green Tea (Red,M)' });
    const requests = recordBus('auth/loginRequested');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in to your account' }));
    expect(requests.events).toEqual([{ tourist: false }]);
    requests.stop();

    hostSignsIn('real-7');
    expect(await screen.findByRole('checkbox', { name: 'Select Teapot (White)' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Sign in to your account' })).not.toBeInTheDocument();
  });
});
