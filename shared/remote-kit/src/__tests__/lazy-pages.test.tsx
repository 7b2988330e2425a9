import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPages } from '../lazy-pages';

const Frame =
  (Page: ComponentType): ComponentType =>
  () => (
    <section aria-label="remote providers">
      <Page />
    </section>
  );

describe('lazyPages', () => {
  it("loads a page's code when it first renders, inside the remote's providers, stamped with the build's version", async () => {
    let loads = 0;
    const pages = lazyPages(
      {
        home: async () => {
          loads += 1;
          return () => <h1>Home</h1>;
        },
        other: async () => () => <h1>Other</h1>,
      },
      Frame,
    );
    expect(loads).toBe(0);
    const Home = pages.home;
    // The page suspends while its code loads (the act is awaited so that React's retry on its arrival runs).
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Home />
        </Suspense>,
      );
    });
    const heading = await screen.findByRole('heading', { name: 'Home' });
    expect(loads).toBe(1);
    expect(screen.getByRole('region', { name: 'remote providers' })).toContainElement(heading);
    // Outside a webpack build there is no __MALL_BUILD_VERSION__: the stamp says so.
    expect(heading.parentElement).toHaveAttribute('data-remote-version', 'dev');
    expect(heading.parentElement).toHaveStyle({ display: 'contents' });
  });

  it('renders a preloaded page in the same pass as its slot, its code loaded once; a failed load rejects its preload', async () => {
    let loads = 0;
    const pages = lazyPages(
      {
        cart: async () => {
          loads += 1;
          return () => <h1>Cart</h1>;
        },
        broken: () => Promise.reject(new Error('chunk page-broken failed')),
      },
      Frame,
    );
    await pages.cart.preload?.();
    await pages.cart.preload?.();
    expect(loads).toBe(1);
    const Cart = pages.cart;
    // No await: what the first, synchronous render commits. The page is there, its fallback never shown.
    act(() => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Cart />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);

    await expect(pages.broken.preload?.()).rejects.toThrow('chunk page-broken failed');
  });
});
