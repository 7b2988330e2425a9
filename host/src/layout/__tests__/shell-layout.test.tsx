import { act, render, screen, within } from '@testing-library/react';
import { bus } from '@mall/event-bus';
import { MemoryRouter } from 'react-router-dom';
import { ShellLayout } from '../shell-layout';
import { installFakeApi } from '@mall/remote-kit/testing';
import { TestProviders, resetBrowserState } from '../../testing/test-shell';

// The login dialog is helper-owned and tested on its own; here only its place in the shell matters.
jest.mock('../../features/auth/login-dialog', () => ({
  LoginDialog: ({ initialRequest }: { initialRequest?: { tourist?: boolean } }) => (
    <p>Login dialog slot{initialRequest?.tourist ? ' for a purchase' : ''}</p>
  ),
}));

beforeEach(() => {
  resetBrowserState();
  const api = installFakeApi();
  api.on('GET /api/front/search/keyword', [{ id: 1, title: 'Tea' }]);
  api.on('GET /api/front/product/category', [{ id: 3, pid: 0, name: 'Books', icon: '', level: 1, sort: 1, isShow: true, childList: null }]);
  api.on('GET /api/pc/home/index', {
    logoUrl: '',
    shopPayCurrency: '',
    consumerType: 'email',
    consumerEmail: 'a@b.c',
    mobileMallUrl: 'https://m.shop.test/',
  });
});

describe('ShellLayout', () => {
  it('frames the page: top bar, header, categories, main content, footer, side widgets and dialogs', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <TestProviders>
          <ShellLayout>
            <h1>Home page</h1>
          </ShellLayout>
        </TestProviders>
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site shortcuts' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Books' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Quick actions' })).toBeInTheDocument();
    expect(await screen.findByRole('complementary', { name: 'Contact and mobile shopping' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    // The dialog's code is fetched only when a sign-in is first asked for, and opens for that request.
    expect(screen.queryByText(/Login dialog slot/)).not.toBeInTheDocument();
    act(() => bus.publish('auth/loginRequested', { tourist: true }));
    expect(await screen.findByText('Login dialog slot for a purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(await screen.findByRole('link', { name: 'Tea' })).toBeInTheDocument();
  });
});
