import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { PlatformChatConfig } from '../../edge-widget/platform-chat-config';
import { SiteFooter } from '../site-footer';
import { installFakeApi } from '@mall/remote-kit/testing';
import { renderInShell, resetBrowserState } from '../../../testing/test-shell';
import { testHomeData } from '../../../testing/home-data';

const home = testHomeData({
  siteAddress: '99 Riverside Road, Vientiane, Lao PDR',
  siteRegistrationNo: 'Enterprise reg. 01-000123',
  siteCopyrightOwner: 'Riverside Market',
  mobileMallUrl: 'https://m.riverside.test/',
});

/** The home data as the shell already cached it: read at once, no request, so the clock can be faked. */
function cacheHome(data: object) {
  window.localStorage.setItem('homeDataPc', JSON.stringify(data));
}

const footer = () => screen.getByRole('contentinfo');

beforeEach(() => {
  resetBrowserState();
  installFakeApi().on('GET /api/pc/home/index', home);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SiteFooter', () => {
  it('shows the promises and contacts', async () => {
    renderInShell(<SiteFooter />);
    const promises = screen.getByRole('list', { name: 'Our promises' });
    expect(
      within(promises)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Complete variety', 'Fast delivery', 'Genuine products', 'Low prices every day']);
    expect(await screen.findByText('Customer hotline: 400-111-2222')).toBeInTheDocument();
  });
});

describe('PlatformChatConfig', () => {
  it('writes the platform chat settings cookie from the home data, with no footer on the page', async () => {
    renderInShell(<PlatformChatConfig />);
    await waitFor(() => expect(Cookies.get('merPlatChatConfig')).toBeDefined());
    expect(JSON.parse(Cookies.get('merPlatChatConfig') ?? '{}')).toEqual({
      serviceEmail: 'help@shop.test',
      serviceLink: 'https://chat.shop.test/h5',
      servicePhone: '400-111-2222',
      serviceMessage: 'https://m.me/shop',
      serviceType: 'h5',
    });
  });
});

describe('SiteFooter, operator details', () => {
  it('shows the operator’s address, registration and copyright owner from the home data', async () => {
    renderInShell(<SiteFooter />);
    const address = await within(footer()).findByText('99 Riverside Road, Vientiane, Lao PDR');
    expect(address.tagName).toBe('ADDRESS');
    expect(within(footer()).getByText('Enterprise reg. 01-000123')).toBeInTheDocument();
    expect(within(footer()).getByText(`© ${new Date().getFullYear()} Riverside Market. All rights reserved.`)).toBeInTheDocument();
  });

  it('dates the copyright line with the current year of the clock', () => {
    jest.useFakeTimers({ now: new Date(2031, 5, 15, 12, 0, 0) });
    cacheHome(home);
    renderInShell(<SiteFooter />);
    expect(within(footer()).getByText('© 2031 Riverside Market. All rights reserved.')).toBeInTheDocument();
    expect(footer()).not.toHaveTextContent('2013');
  });

  it('translates the copyright template, never the operator’s own text', async () => {
    jest.useFakeTimers({ now: new Date(2030, 0, 2, 9, 0, 0) });
    act(() => bus.publish('i18n/localeChanged', { locale: 'th' }));
    cacheHome(home);
    renderInShell(<SiteFooter />, { path: '/th' });
    expect(await screen.findByText('© 2030 Riverside Market สงวนลิขสิทธิ์')).toBeInTheDocument();
    expect(within(footer()).getByText('© 2030 Riverside Market สงวนลิขสิทธิ์')).toBeInTheDocument();
    expect(within(footer()).getByText('99 Riverside Road, Vientiane, Lao PDR')).toBeInTheDocument();
    expect(within(footer()).getByText('Enterprise reg. 01-000123')).toBeInTheDocument();
  });

  it('does not double the full stop after an owner that ends with one', () => {
    jest.useFakeTimers({ now: new Date(2028, 3, 1, 10, 0, 0) });
    cacheHome({ ...home, siteCopyrightOwner: 'Mall Trading Co., Ltd.' });
    renderInShell(<SiteFooter />);
    expect(within(footer()).getByText('© 2028 Mall Trading Co., Ltd. All rights reserved.')).toBeInTheDocument();
  });

  it('leaves out each line the operator has not set', () => {
    cacheHome({ ...home, siteAddress: '', siteRegistrationNo: '   ', siteCopyrightOwner: '' });
    renderInShell(<SiteFooter />);
    expect(within(footer()).getByText('Customer hotline: 400-111-2222')).toBeInTheDocument();
    expect(footer().querySelector('address')).toBeNull();
    expect(footer()).not.toHaveTextContent(/©|Riverside|reg\./);
  });

  it('shows no site details from home data that does not carry them (a contract backend, an older cache)', () => {
    const ours = ['siteAddress', 'siteRegistrationNo', 'siteCopyrightOwner', 'mobileMallUrl'];
    cacheHome(Object.fromEntries(Object.entries(home).filter(([key]) => !ours.includes(key))));
    renderInShell(<SiteFooter />);
    expect(within(footer()).getByText('Customer hotline: 400-111-2222')).toBeInTheDocument();
    expect(footer().querySelector('address')).toBeNull();
    expect(footer()).not.toHaveTextContent(/©|All rights reserved|Registration/);
  });
});
