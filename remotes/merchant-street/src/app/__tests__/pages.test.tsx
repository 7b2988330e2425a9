import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { bus } from '@mall/event-bus';
import { setLocale, type Locale } from '@mall/i18n';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';
import { selectSignedIn } from '@mall/remote-kit';
import { merchantCategories, merchantTypes, storeInfo, streetItem, testUser } from '../../testing/data';
import {
  describeLangSource,
  expectTabTitle,
  installFakeApi,
  itTranslatesEveryMessage,
  page,
  type Catalogues,
} from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../testing/render-page';
import { store } from '../remote';

const catalogues: Catalogues = { en, 'zh-CN': zhCN, fr, th, lao };

beforeEach(() => {
  resetBrowserState();
  const api = installFakeApi();
  api.on('GET /api/front/merchant/street', page([streetItem(1)], 1, 10));
  api.on('GET /api/front/merchant/search/list', page([streetItem(1)], 1));
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
  api.on('GET /api/front/merchant/index/info/1', storeInfo(1, { name: 'Mall Official Store' }));
  api.on('GET /api/front/product/merchant/pro/list', page([], 0));
  api.on('GET /api/pc/home/index', { shopStreetHeaderImag: '' });
});
afterEach(() => act(() => setLocale('en')));

describeLangSource({ src: join(__dirname, '..', '..'), prefix: 'merchantStreet', catalogues, atLeast: 40 });

describe('merchantStreet remote', () => {
  itTranslatesEveryMessage(catalogues);

  it.each(Object.keys(catalogues) as Locale[])('renders every page in %s', async (locale) => {
    act(() => setLocale(locale));
    const t = catalogues[locale];
    const street = renderRoute('/merchant/merchant_street');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(t['merchantStreet.MerchantStreetPage.title']);
    await expectTabTitle(t['merchantStreet.MerchantStreetPage.title']);
    expect(
      await screen.findByRole('link', { name: `${t['merchantStreet.StreetCard.enterNamed'].replace('{name}', 'Store 1')}` }),
    ).toBeInTheDocument();
    street.unmount();

    const more = renderRoute('/merchant/merchant_more?title=a');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(t['merchantStreet.MerchantMorePage.title']);
    more.unmount();

    renderRoute('/merchant/merchant/home?id=1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mall Official Store');
    // The tab names the store, then the mall.
    await expectTabTitle('Mall Official Store');
    expect(screen.getByRole('tab', { name: t['merchantStreet.MerchantPage.home'] })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: t['merchantStreet.FollowButton.follow'] })).toBeInTheDocument();
  });

  it('mirrors the shared session into its store: a token set by sign-in, or the user the host loaded', () => {
    act(() => bus.publish('auth/tokenChanged', { token: 'abc' }));
    expect(selectSignedIn(store.getState())).toBe(true);
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    expect(selectSignedIn(store.getState())).toBe(false);
    // On load the host checks the stored token and publishes only the user.
    act(() => bus.publish('auth/userChanged', { user: { ...testUser } }));
    expect(selectSignedIn(store.getState())).toBe(true);
    act(() => bus.publish('auth/userChanged', { user: null }));
    expect(selectSignedIn(store.getState())).toBe(false);
  });
});
