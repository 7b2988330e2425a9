import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MallIntlProvider } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import fallbackPlugin from '../../runtime-plugins/fallback';
import en from '../../lang/en.json';
import { preloadRemotePage, type RemotePagesModule } from '../remote-pages';
import { RemoteSlot } from '../remote-slot';

/** Rendered inside an awaited act: the slot suspends at once, and React 19 wants that awaited. */
async function renderSlot(remote: string, load: () => Promise<RemotePagesModule>, page = 'cart') {
  await act(async () => {
    render(
      <MallThemeProvider>
        <MallIntlProvider messages={{ en }}>
          <MemoryRouter>
            <RemoteSlot remote={remote} load={load} page={page} />
          </MemoryRouter>
        </MallIntlProvider>
      </MallThemeProvider>,
    );
  });
}

/** Retry suspends the slot again: clicked inside an awaited act for the same reason. */
async function clickRetry() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
}

const pagesModule: RemotePagesModule = { pages: { cart: () => <h1>Shopping cart</h1> } };

describe('RemoteSlot', () => {
  // The boundary logs what it caught; the tests look at the screen instead.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state, then the remote page', async () => {
    let resolve!: (module: RemotePagesModule) => void;
    await renderSlot('slotLoads', () => new Promise((r) => (resolve = r)));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve(pagesModule));
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('draws a preloaded page in its first render, with no loading state', async () => {
    let pageLoads = 0;
    const Cart = Object.assign(() => <h1>Shopping cart</h1>, {
      preload: async () => {
        pageLoads += 1;
      },
    });
    const load = jest.fn<Promise<RemotePagesModule>, []>().mockResolvedValue({ pages: { cart: Cart } });
    preloadRemotePage('slotPreloaded', load, 'cart');
    await act(async () => undefined);
    expect({ remoteLoads: load.mock.calls.length, pageLoads }).toEqual({ remoteLoads: 1, pageLoads: 1 });
    // Not awaited: what the first render commits.
    act(() => {
      render(
        <MallThemeProvider>
          <MallIntlProvider messages={{ en }}>
            <MemoryRouter>
              <RemoteSlot remote="slotPreloaded" load={load} page="cart" />
            </MemoryRouter>
          </MallIntlProvider>
        </MallThemeProvider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error of a remote whose preload failed, and loads it again on Retry', async () => {
    const load = jest.fn<Promise<RemotePagesModule>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pagesModule);
    preloadRemotePage('slotPreloadFails', load, 'cart');
    await renderSlot('slotPreloadFails', load);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store could not be loaded.');
    await clickRetry();
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the translated error and loads the remote again on Retry', async () => {
    const load = jest.fn<Promise<RemotePagesModule>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pagesModule);
    await renderSlot('slotRetries', load);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store could not be loaded.');
    await clickRetry();
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the error for the fallback plugin stand-in, and retries the real remote', async () => {
    const standIn = (await fallbackPlugin().errorLoadRemote!({
      id: 'slotFallback/pages',
      error: new Error('down'),
      lifecycle: 'onLoad',
      from: 'runtime',
      origin: undefined as never,
    })) as RemotePagesModule;
    const load = jest.fn<Promise<RemotePagesModule>, []>().mockResolvedValueOnce(standIn).mockResolvedValueOnce(pagesModule);
    await renderSlot('slotFallback', load);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store could not be loaded.');
    await clickRetry();
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('reports a page the remote does not have', async () => {
    await renderSlot('slotMissingPage', () => Promise.resolve(pagesModule), 'checkoutSummary');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
