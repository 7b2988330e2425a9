import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@mall/event-bus';
import { CategoryNav } from '../category-nav';
import { installFakeApi } from '@mall/remote-kit/testing';
import { hover } from '../../../testing/pointer';
import { renderInShell, resetBrowserState } from '../../../testing/test-shell';

const tree = [
  {
    id: 1,
    pid: 0,
    name: 'Electronics',
    icon: '',
    level: 1,
    sort: 1,
    isShow: true,
    childList: [
      {
        id: 11,
        pid: 1,
        name: 'Phones',
        icon: '',
        level: 2,
        sort: 1,
        isShow: true,
        childList: [
          { id: 111, pid: 11, name: 'Smartphones', icon: '', level: 3, sort: 1, isShow: true, childList: [] },
          { id: 112, pid: 11, name: 'Feature phones', icon: '', level: 3, sort: 2, isShow: true, childList: null },
        ],
      },
      { id: 12, pid: 1, name: 'Cameras', icon: '', level: 2, sort: 2, isShow: true, childList: [] },
    ],
  },
  {
    id: 2,
    pid: 0,
    name: 'Clothing',
    icon: '',
    level: 1,
    sort: 2,
    isShow: true,
    childList: [
      {
        id: 21,
        pid: 2,
        name: 'Women',
        icon: '',
        level: 2,
        sort: 1,
        isShow: true,
        childList: [{ id: 211, pid: 21, name: 'Dresses', icon: '', level: 3, sort: 1, isShow: true }],
      },
    ],
  },
  { id: 3, pid: 0, name: 'Books', icon: '', level: 1, sort: 3, isShow: true, childList: [] },
];

beforeEach(() => {
  resetBrowserState();
  installFakeApi().on('GET /api/front/product/category', tree);
});

describe('CategoryNav', () => {
  it('is always open on the home page; hovering a category shows its second and third levels', async () => {
    const { location } = renderInShell(<CategoryNav />, { path: '/' });
    const user = userEvent.setup({ skipHover: true });
    const list = await screen.findByRole('list', { name: 'All categories' });
    expect(screen.getByRole('heading', { name: 'All categories' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All categories' })).not.toBeInTheDocument();

    hover(within(list).getByRole('button', { name: 'Electronics' }));
    const flyout = screen.getByRole('group', { name: 'Electronics' });
    expect(within(flyout).getByRole('heading', { name: 'Phones' })).toBeInTheDocument();
    expect(within(flyout).getByRole('link', { name: 'Feature phones' })).toBeInTheDocument();
    expect(within(flyout).getByRole('link', { name: 'Cameras' })).toHaveAttribute('href', '/goods/goods_search?cid=12&title=');

    await user.click(within(flyout).getByRole('link', { name: 'Smartphones' }));
    expect(location()).toBe('/goods/goods_search?cid=111&title=');
    // The panel stays: it is the home page's permanent panel until the route changes away from home.
  });

  it('draws the panel opaque, so the page under it never shows through its names', async () => {
    renderInShell(<CategoryNav />, { path: '/' });
    const list = await screen.findByRole('list', { name: 'All categories' });
    expect(getComputedStyle(list.parentElement!).backgroundColor).toBe('rgb(40, 40, 40)');
  });

  it('treats a locale-prefixed home as home, and keeps links under the prefix', async () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'th' }));
    renderInShell(<CategoryNav />, { path: '/th' });
    const list = await screen.findByRole('list', { name: 'หมวดหมู่ทั้งหมด' });
    expect(within(list).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/th/goods/goods_search?cid=3&title=');
  });

  it("folds behind its button on home in a phone's narrow window, where it would cover the banner", async () => {
    const query = '(max-width: 640px)';
    window.matchMedia = ((media: string) => ({
      media,
      matches: media === query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderInShell(<CategoryNav />, { path: '/' });
      const button = await screen.findByRole('button', { name: 'All categories' });
      expect(screen.queryByRole('heading', { name: 'All categories' })).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'All categories' })).not.toBeInTheDocument();
      hover(button);
      expect(await screen.findByRole('list', { name: 'All categories' })).toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('opens on hover of "All categories" elsewhere and closes after following a link', async () => {
    const { location } = renderInShell(<CategoryNav />, { path: '/goods/top_one' });
    const user = userEvent.setup({ skipHover: true });
    const button = await screen.findByRole('button', { name: 'All categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'All categories' })).not.toBeInTheDocument();

    hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    hover(screen.getByRole('button', { name: 'Clothing' }));
    await user.click(screen.getByRole('link', { name: 'Dresses' }));

    expect(location()).toBe('/goods/goods_search?cid=211&title=');
    expect(screen.queryByRole('list', { name: 'All categories' })).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    renderInShell(<CategoryNav />, { path: '/merchant/merchant_street' });
    const user = userEvent.setup({ skipHover: true });
    const button = await screen.findByRole('button', { name: 'All categories' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const electronics = await screen.findByRole('button', { name: 'Electronics' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(electronics).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Clothing' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveFocus();
    expect(electronics).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(electronics).toHaveFocus();
    expect(electronics).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'All categories' })).not.toBeInTheDocument();
  });
});
