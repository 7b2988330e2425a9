import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { openExternal } from '../open-external';
import { EdgeWidget } from '../edge-widget';
import { SideWindow } from '../side-window';
import { installFakeApi } from '@mall/remote-kit/testing';
import { hover } from '../../../testing/pointer';
import { renderInShell, resetBrowserState } from '../../../testing/test-shell';
import { testHomeData } from '../../../testing/home-data';

jest.mock('../open-external', () => ({ openExternal: jest.fn() }));

const openExternalMock = jest.mocked(openExternal);

const home = testHomeData();

function setChatConfig(serviceType: string) {
  Cookies.set(
    'merPlatChatConfig',
    JSON.stringify({
      serviceType,
      serviceLink: 'https://chat.shop.test/h5',
      servicePhone: '400-111-2222',
      serviceMessage: 'https://m.me/shop',
      serviceEmail: 'help@shop.test',
    }),
    { path: '/' },
  );
}

beforeEach(() => {
  resetBrowserState();
  openExternalMock.mockClear();
  installFakeApi().on('GET /api/pc/home/index', home);
});

describe('SideWindow', () => {
  it.each([
    ['h5', 'https://chat.shop.test/h5', false],
    ['H5', 'https://chat.shop.test/h5', false],
    ['message', 'https://m.me/shop', true],
  ])('customer service of type %s opens the chat %s', async (type, href, newWindow) => {
    window.localStorage.setItem('homeDataPc', JSON.stringify(home));
    renderInShell(<SideWindow />);
    setChatConfig(type);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Customer service' }));
    expect(openExternalMock).toHaveBeenCalledWith(href, newWindow);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['hotline', 'phone', 'email'])(
    'customer service of type %s (no chat) opens a panel with the hotline, the email and the hours',
    async (type) => {
      window.localStorage.setItem('homeDataPc', JSON.stringify({ ...home, consumerHours: 'Every day, 9:00–21:00 (UTC+8)' }));
      renderInShell(<SideWindow />);
      setChatConfig(type);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Customer service' }));
      const panel = await screen.findByRole('dialog', { name: 'Customer service' });
      expect(openExternalMock).not.toHaveBeenCalled();
      expect(within(panel).getByRole('link', { name: '400-111-2222' })).toHaveAttribute('href', 'tel:4001112222');
      expect(within(panel).getByRole('link', { name: 'help@shop.test' })).toHaveAttribute('href', 'mailto:help@shop.test');
      expect(within(panel).getByText('Every day, 9:00–21:00 (UTC+8)')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('says so in the panel when no customer service is configured', async () => {
    Cookies.remove('merPlatChatConfig', { path: '/' });
    installFakeApi().on('GET /api/pc/home/index', { ...home, consumerHotline: '', consumerEmail: '' });
    renderInShell(<SideWindow />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Customer service' }));
    expect(openExternalMock).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toHaveTextContent(
      'Customer service is not available right now. Please try again later.',
    );
  });

  it('links to the merchant application and shows back-to-top after scrolling', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    renderInShell(<SideWindow />);
    expect(screen.getByRole('link', { name: 'Apply as merchant' })).toHaveAttribute('href', '/users/merchant_settled?menuCur=70');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => {
      window.scrollY = 900;
      window.dispatchEvent(new Event('scroll'));
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });
});

describe('EdgeWidget', () => {
  it('opens a panel with the code, the phone line and a chat button on hover', async () => {
    window.localStorage.setItem('homeDataPc', JSON.stringify(home));
    setChatConfig('email');
    renderInShell(<EdgeWidget />);
    const widget = screen.getByRole('complementary', { name: 'Contact and mobile shopping' });
    const tile = within(widget).getByRole('button', { name: 'Service' });
    expect(tile).toHaveAttribute('aria-expanded', 'false');

    hover(tile);
    expect(tile).toHaveAttribute('aria-expanded', 'true');
    // The number never breaks at its hyphens (non-breaking hyphens).
    expect(within(widget).getByText('Hotline: 400\u2011111\u20112222')).toBeInTheDocument();
    // The QR code is drawn by a chunk loaded on first hover: give it the time a loaded machine takes.
    expect(await within(widget).findByRole('img', { name: 'QR code of the mobile mall' }, { timeout: 5000 })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await userEvent.setup({ skipHover: true }).click(within(widget).getByRole('button', { name: 'Chat' }));
    // An email is no chat: the contact panel shows it instead of handing over to a mail program.
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toHaveTextContent('help@shop.test');
    expect(openExternalMock).not.toHaveBeenCalled();
  });
});
