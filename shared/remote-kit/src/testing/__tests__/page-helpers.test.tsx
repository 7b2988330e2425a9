import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getStrategy, getToken } from '@mall/api-client';
import { createBusHelpers, type TestBus } from '../bus-helpers';
import { signIn } from '../browser-state';
import { createRouteRenderer } from '../route-renderer';

interface Events {
  'auth/userChanged': { user: { nickname: string } | null };
  'auth/tokenChanged': { token: string | null };
  'cart/countChanged': { count: number };
  'i18n/localeChanged': { locale: string };
  'ui/toast': { kind: string; message?: string };
}

/** A bus that keeps what was published and hands every event to its subscribers. */
function fakeBus() {
  const published: Array<[keyof Events, unknown]> = [];
  const handlers = new Map<keyof Events, Set<(payload: never) => void>>();
  const bus: TestBus<Events> = {
    publish(type, payload) {
      published.push([type, payload]);
      for (const handler of handlers.get(type) ?? []) (handler as (value: typeof payload) => void)(payload);
    },
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (payload: never) => void);
    },
  };
  return { bus, published };
}

function ProductPage() {
  const { id } = useParams();
  return (
    <main>
      <h1>Product {id}</h1>
      <Link to="/cart?from=product#lines">Go to the cart</Link>
    </main>
  );
}

function CartPage() {
  return <h1>Cart</h1>;
}

let storesMade = 0;

function Providers({ children, store }: { children: ReactNode; store?: string }) {
  return (
    <section aria-label="remote providers" data-store={store}>
      {children}
    </section>
  );
}

const renderRoute = createRouteRenderer({
  remote: { Providers, createStore: () => `store ${++storesMade}` },
  routes: [
    { path: '/product/:id', page: 'product' },
    { path: '/cart', page: 'cart' },
  ],
  pageLoaders: { product: async () => ProductPage, cart: async () => CartPage },
});

describe('page test helpers', () => {
  it('renders the page of the route inside the providers and follows the URL as the shopper navigates', async () => {
    const view = renderRoute('/product/7', <p>extra node</p>);
    const providers = screen.getByRole('region', { name: 'remote providers' });
    expect(providers).toContainElement(screen.getByRole('heading', { name: 'Product 7' }));
    expect(screen.getByText('extra node')).toBeInTheDocument();
    expect(view.location()).toBe('/product/7');

    await userEvent.click(screen.getByRole('link', { name: 'Go to the cart' }));
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(view.location()).toBe('/cart?from=product#lines');
  });

  it('gives each render a store of its own, as a page load does', () => {
    const first = renderRoute('/cart');
    const firstStore = screen.getByRole('region', { name: 'remote providers' }).dataset.store;
    first.unmount();
    renderRoute('/cart');
    const secondStore = screen.getByRole('region', { name: 'remote providers' }).dataset.store;
    expect(firstStore).toMatch(/^store \d+$/);
    expect(secondStore).not.toBe(firstStore);
  });

  it('shows "elsewhere" for a path the remote does not own', () => {
    const view = renderRoute('/somewhere/else');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
    expect(view.location()).toBe('/somewhere/else');
  });

  it('signs a shopper in as the host does: strategy and token cookies read back by the API client', () => {
    signIn('guest-token', 'local3');
    expect(getStrategy()).toBe('local3');
    expect(getToken()).toBe('guest-token');
    signIn();
    expect(getStrategy()).toBe('local2');
    expect(getToken()).toBe('abc123');
  });

  it('resets cookies, storage and the bus to a signed-out English shopper with an empty cart', () => {
    const { bus, published } = fakeBus();
    signIn('old-token');
    document.cookie = 'locale=fr; path=/';
    window.localStorage.setItem('homeDataPc', '{}');
    window.sessionStorage.setItem('checkout.visitorToken', 'guest');

    createBusHelpers(bus).resetBrowserState();

    expect(document.cookie).toBe('');
    expect(getToken()).toBeNull();
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
    expect(published).toEqual([
      ['auth/userChanged', { user: null }],
      ['auth/tokenChanged', { token: null }],
      ['cart/countChanged', { count: 0 }],
      ['i18n/localeChanged', { locale: 'en' }],
    ]);
  });

  it('records the events of one type published while it runs, until stopped', () => {
    const { bus } = fakeBus();
    const { recordBus } = createBusHelpers(bus);
    const toasts = recordBus('ui/toast');
    bus.publish('cart/countChanged', { count: 3 });
    bus.publish('ui/toast', { kind: 'success', message: 'Added to cart' });
    toasts.stop();
    bus.publish('ui/toast', { kind: 'error', message: 'after stop' });
    expect(toasts.events).toEqual([{ kind: 'success', message: 'Added to cart' }]);
  });
});
