import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellLayout } from '../shell-layout';
import { installFakeApi } from '@mall/remote-kit/testing';
import { TestProviders, resetBrowserState } from '../../testing/test-shell';

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
          <ShellLayout dialogs={<p>Dialogs the app mounts</p>}>
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
    // The sign-in dialog is the app's (app/root-layout.tsx): the layout only gives it a place, outside main.
    expect(screen.getByText('Dialogs the app mounts')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Dialogs the app mounts')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(await screen.findByRole('link', { name: 'Tea' })).toBeInTheDocument();
  });
});
