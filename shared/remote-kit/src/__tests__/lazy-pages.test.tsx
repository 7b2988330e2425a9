import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
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
    render(
      <Suspense fallback={<p>loading</p>}>
        <Home />
      </Suspense>,
    );
    const heading = await screen.findByRole('heading', { name: 'Home' });
    expect(loads).toBe(1);
    expect(screen.getByRole('region', { name: 'remote providers' })).toContainElement(heading);
    // Outside a webpack build there is no __MALL_BUILD_VERSION__: the stamp says so.
    expect(heading.parentElement).toHaveAttribute('data-remote-version', 'dev');
    expect(heading.parentElement).toHaveStyle({ display: 'contents' });
  });
});
