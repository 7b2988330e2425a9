import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { OnlineBanner } from '../notices/online-banner';
import { TOAST_TOP_PX, ToastArea } from '../notices/toast-area';
import { TopBar } from '../header/top-bar';
import { installFakeApi } from '@mall/remote-kit/testing';
import { renderInShell, resetBrowserState } from '../../testing/test-shell';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  resetBrowserState();
  installFakeApi();
  // Cached home data: the shell reads it instead of calling the API.
  window.localStorage.setItem('homeDataPc', JSON.stringify({ consumerH5Url: 'https://m.shop.test/', logoUrl: '' }));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ToastArea', () => {
  it('shows bus toasts, translating messageId, and hides them after a few seconds', async () => {
    jest.useFakeTimers();
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    renderInShell(<ToastArea />);
    // The area is on screen once the French messages are here.
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();

    act(() => bus.publish('ui/toast', { kind: 'error', messageId: 'errors.network', message: 'Network down' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le réseau est indisponible. Vérifiez votre connexion et réessayez.');
    act(() => bus.publish('ui/toast', { kind: 'success', message: 'Ajouté au panier' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier');

    act(() => {
      jest.advanceTimersByTime(3100);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the sent text when the id is not in the catalogue, and closes on demand', async () => {
    renderInShell(<ToastArea />);
    act(() => bus.publish('ui/toast', { kind: 'info', messageId: 'remote.unknown', message: 'Saved' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    await userEvent.setup({ skipHover: true }).click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ToastArea across pages', () => {
  it('takes an error about the page left away on navigation, keeps a confirmation and an error sent as the page changes', async () => {
    jest.useFakeTimers();
    const { location } = renderInShell(
      <>
        <ToastArea />
        <Link to="/order/pay">Go to payment</Link>
      </>,
      { path: '/order/confirm' },
    );
    act(() => bus.publish('ui/toast', { kind: 'error', message: 'The note must be shorter' }));
    act(() => bus.publish('ui/toast', { kind: 'success', message: 'Order placed' }));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The note must be shorter');

    act(() => screen.getByRole('link', { name: 'Go to payment' }).click());
    act(() => bus.publish('ui/toast', { kind: 'error', message: 'Please pay within 30 minutes' }));
    expect(location()).toBe('/order/pay');
    expect(screen.queryByText('The note must be shorter')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Order placed');
    expect(screen.getByRole('alert')).toHaveTextContent('Please pay within 30 minutes');
  });

  it('sits below the header, clear of the search box', () => {
    renderInShell(<ToastArea />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveStyle({ position: 'fixed', top: `${TOAST_TOP_PX}px` });
  });
});

describe('OnlineBanner', () => {
  it('warns while the browser is offline', () => {
    renderInShell(<OnlineBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
    setOnline(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('TopBar', () => {
  it('links home, to orders, to the merchant application and to the mobile mall in a new tab', async () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'zh-CN' }));
    renderInShell(<TopBar />, { path: '/zh-CN/goods/top_one' });
    const bar = await screen.findByRole('navigation', { name: '网站快捷入口' });
    expect(within(bar).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/zh-CN');
    expect(within(bar).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/zh-CN/users/order_list?orderStatus=1');
    expect(within(bar).getByRole('link', { name: '商家入驻' })).toHaveAttribute('href', '/zh-CN/users/merchant_settled?menuCur=70');
    const mobile = within(bar).getByRole('link', { name: /手机商城/ });
    expect(mobile).toHaveAttribute('href', 'https://m.shop.test/');
    expect(mobile).toHaveAttribute('target', '_blank');
    expect(mobile).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells how to bookmark the site with the keyboard', async () => {
    renderInShell(
      <>
        <TopBar />
        <ToastArea />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bookmark this site' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Press (Ctrl|Cmd)\+D to bookmark this site/);
  });
});
