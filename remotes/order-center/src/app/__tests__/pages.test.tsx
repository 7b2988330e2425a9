import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { setLocale, type Locale } from '@mall/i18n';
import {
  describeLangSource,
  expectTabTitle,
  installFakeApi,
  itMirrorsTheSession,
  itTranslatesEveryMessage,
  page,
  renderExposedPage,
  type Catalogues,
  type FakeApi,
} from '@mall/remote-kit/testing';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';
import { pages } from '../../exposes/pages';
import { resetBrowserState, signIn } from '../../testing/render-page';
import { routes } from '../routes';
import { store } from '../remote';

const catalogues: Catalogues = { en, 'zh-CN': zhCN, fr, th, lao };

/** Every list the pages load answers empty; the figures and the user answer as a new shopper's. */
function installEmptyApi(): { api: FakeApi; answered: Set<string> } {
  const api = installFakeApi();
  const answered = new Set<string>();
  const on = (route: string, data: unknown) => {
    answered.add(route);
    api.on(route, data);
  };
  const empty = page([]);
  for (const route of [
    'GET /api/front/order/await/pay/list',
    'GET /api/front/order/list',
    'GET /api/front/order/refund/list',
    'GET /api/front/order/reply/list',
    'GET /api/front/reply/my/list',
    'GET /api/front/coupon/list',
    'GET /api/front/collect/product/list',
    'GET /api/front/collect/merchant/list',
    'GET /api/front/integral/list',
  ]) {
    on(route, empty);
  }
  on('GET /api/front/order/data', {
    unPaidCount: 0,
    unShippedCount: 0,
    receivedCount: 0,
    completeCount: 0,
    toReviewCount: 0,
    refundCount: 0,
  });
  on('GET /api/pc/address/all/list', []);
  on('GET /api/front/integral/user', { integral: 0, totalIntegral: 0, consumption: '0.00', frozenIntegral: 0 });
  on('GET /api/front/user/info', {
    nickname: 'Ann',
    avatar: 'http://api.test/media/avatar.png',
    phone: '',
    email: 'ann@mall.test',
    integral: 0,
    experience: 0,
    couponCount: 0,
    collectCount: 0,
    userType: 'email',
  });
  return { api, answered };
}

beforeEach(() => {
  resetBrowserState();
});

afterEach(() => act(() => setLocale('en')));

describeLangSource({ src: join(__dirname, '..', '..'), prefix: 'orderCenter', catalogues, atLeast: 200 });

describe('orderCenter remote', () => {
  itTranslatesEveryMessage(catalogues);

  it.each(routes)('$path renders its translated title in every language and loads without a failure', async ({ path, page: id }) => {
    const { api, answered } = installEmptyApi();
    signIn();
    const Page = pages[id];
    for (const locale of Object.keys(catalogues) as Locale[]) {
      act(() => setLocale(locale));
      document.title = '';
      const view = renderExposedPage(Page, path);
      const title = await screen.findByRole('heading', { level: 1 });
      expect(catalogues[locale][`orderCenter.${id[0].toUpperCase()}${id.slice(1)}Page.title`]).toBe(title.textContent);
      await expectTabTitle(title.textContent ?? '');
      await act(async () => {});
      // Every call the page made is one the fake API answers (none fell through to its "no route" failure).
      expect(api.calls.map((call) => `${call.method} ${call.url}`).filter((route) => !answered.has(route))).toEqual([]);
      view.unmount();
    }
  });

  itMirrorsTheSession(store);
});
