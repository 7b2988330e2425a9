import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { MallIntlProvider } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import en from '../../lang/en.json';
import type { RemotePagesModule } from '../remote-pages';
import { RemoteSlot } from '../remote-slot';
import { useFirstScreenLeftBehind } from '../../components/first-screen';

/** The first screen as the static servers write it after <div id="root"> (api/src/services/seo/first-screen.ts). */
function serveFirstScreen(page: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="mall-first-screen" class="mall-fs" data-page="${page}"><div class="mall-fs-column"><div class="mall-fs-hero">` +
      `<img alt="Summer sale" width="954" height="480" fetchpriority="high" class="mall-fs-banner" src="/media/photos/banner.jpg"></div></div></div>`,
  );
}
const firstScreenShown = () => screen.queryByRole('img', { name: 'Summer sale' }) !== null;

/** decode() of the page's pictures, settled by the test (jsdom decodes nothing). */
let decoded: Array<() => void> = [];
beforeEach(() => {
  decoded = [];
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => new Promise<void>((resolve) => decoded.push(resolve)),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  document.getElementById('mall-first-screen')?.remove();
  jest.restoreAllMocks();
});

/** A remote's home page: a loading state until its data comes (`loaded`), then its banner, the page's largest picture. */
function homePage(state: { loaded: boolean; rerender?: () => void }) {
  return function HomePage() {
    useEffect(() => {
      if (state.loaded) return undefined;
      bus.publish('ui/loading', { id: 'home-banner', loading: true });
      return () => bus.publish('ui/loading', { id: 'home-banner', loading: false });
    });
    return state.loaded ? (
      <img alt="Summer sale, drawn by the page" fetchPriority="high" src="/media/photos/banner.jpg" />
    ) : (
      <p>Loading…</p>
    );
  };
}

async function renderSlot(remote: string, load: () => Promise<RemotePagesModule>, page: string) {
  let view!: ReturnType<typeof render>;
  const tree = () => (
    <MallThemeProvider>
      <MallIntlProvider messages={{ en }}>
        <MemoryRouter>
          <main>
            <RemoteSlot remote={remote} load={load} page={page} />
          </main>
        </MemoryRouter>
      </MallIntlProvider>
    </MallThemeProvider>
  );
  await act(async () => {
    view = render(tree());
  });
  return { rerender: () => view.rerender(tree()) };
}

describe('the server’s first screen handed over to the route’s page', () => {
  it('stays while the page loads, and goes once the page has drawn its largest picture and it is decoded', async () => {
    serveFirstScreen('home');
    const state = { loaded: false };
    const Home = homePage(state);
    let resolve!: (module: RemotePagesModule) => void;
    const { rerender } = await renderSlot('firstScreenHome', () => new Promise((r) => (resolve = r)), 'home');
    // The remote's code is on its way: the skeleton is under the first screen, which the shopper still sees.
    expect(firstScreenShown()).toBe(true);
    await act(async () => resolve({ pages: { home: Home } }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(firstScreenShown()).toBe(true);

    // The data came: the page draws its banner; the first screen waits until that picture can be painted.
    state.loaded = true;
    await act(async () => rerender());
    expect(screen.getByRole('img', { name: 'Summer sale, drawn by the page' })).toBeInTheDocument();
    expect(firstScreenShown()).toBe(true);
    expect(decoded).toHaveLength(1);
    await act(async () => decoded[0]());
    expect(firstScreenShown()).toBe(false);
  });

  it('goes when the page ends without a picture (its error, a product not found)', async () => {
    serveFirstScreen('goodsDetail');
    await renderSlot(
      'firstScreenError',
      () => Promise.resolve({ pages: { goodsDetail: () => <p role="alert">Not found</p> } }),
      'goodsDetail',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not found');
    expect(firstScreenShown()).toBe(false);
  });

  it('goes at once when the remote cannot be loaded: its translated error is what the shopper sees', async () => {
    serveFirstScreen('home');
    await renderSlot('firstScreenDown', () => Promise.reject(new Error('down')), 'home');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store could not be loaded.');
    expect(firstScreenShown()).toBe(false);
  });

  it('goes at once on a route it was not written for', async () => {
    serveFirstScreen('home');
    await renderSlot('firstScreenOther', () => new Promise(() => undefined), 'goodsSearch');
    expect(firstScreenShown()).toBe(false);
  });
});

describe('the first screen in the shell', () => {
  function Shell({ path }: { path: string }) {
    useFirstScreenLeftBehind(path);
    return <main />;
  }

  it('goes when the shopper leaves its URL before the page under it has drawn', async () => {
    serveFirstScreen('home');
    const { rerender } = render(<Shell path="/" />);
    expect(firstScreenShown()).toBe(true);
    window.history.pushState({}, '', '/goods/goods_search?title=phone');
    rerender(<Shell path="/goods/goods_search" />);
    expect(firstScreenShown()).toBe(false);
    window.history.pushState({}, '', '/');
  });
});
