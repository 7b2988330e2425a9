import { act, screen, waitFor } from '@testing-library/react';
import { setLocale, type Locale } from '@mall/i18n';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';
import { pages } from '../../exposes/pages';
import { jacketDetail, replyConfig } from '../../testing/fixtures';
import {
  expectTabTitle,
  installFakeApi,
  itMirrorsTheSession,
  itTranslatesEveryMessage,
  page,
  renderExposedPage,
  sampleUrl,
  type Catalogues,
} from '@mall/remote-kit/testing';
import { routes } from '../routes';
import { store } from '../remote';

const catalogues: Catalogues = { en, 'zh-CN': zhCN, fr, th, lao };

beforeEach(() => {
  window.scrollTo = jest.fn();
  const api = installFakeApi();
  api.on('GET /api/pc/home/index', { banner: [], recommendImage: '' });
  api.on('GET /api/front/activity/index/list', []);
  api.on('GET /api/front/product/leaderboard', []);
  api.on('GET /api/front/merchant/street', page([], 0));
  api.on('GET /api/front/index/product', page([], 0));
  api.on('GET /api/front/product/list', page([], 0));
  api.on('GET /api/front/product/detail/7', jacketDetail());
  api.on('GET /api/front/product/reply/config/7', replyConfig);
  api.on('GET /api/front/product/reply/list/7', page([], 0));
  api.on('GET /api/front/merchant/all/type/list', []);
  api.on('GET /api/front/coupons', page([], 0));
  api.on('GET /api/pc/activity/detail/7', { id: 7, name: '', type: 1, banner: '[]', instruction: '' });
  api.on('GET /api/front/activity/list/7', page([], 0));
});

describe('catalog remote', () => {
  itTranslatesEveryMessage(catalogues);

  it.each(routes)('$path renders its translated heading in every language', async ({ path, page }) => {
    const Page = pages[page];
    const url = page === 'activityList' ? '/goods/activity_list?id=7' : sampleUrl(path, '7');
    for (const locale of Object.keys(catalogues) as Locale[]) {
      act(() => setLocale(locale));
      document.title = '';
      const view = renderExposedPage(Page, path, url);
      // The product page's h1 is the product's name: its own translated heading is the description's.
      const heading =
        page === 'goodsDetail'
          ? await screen.findByRole('heading', { level: 2, name: catalogues[locale]['catalog.GoodsDetailPage.details'] })
          : await screen.findByRole('heading', { level: 1 });
      expect(Object.values(catalogues[locale])).toContain(heading.textContent);
      // The tab names what the page shows: the product and its shop, the activity, the search; home is the mall alone.
      if (page === 'home') await waitFor(() => expect(document.title).toMatch(/^\S+$/u));
      else await expectTabTitle((await screen.findByRole('heading', { level: 1 })).textContent ?? '');
      view.unmount();
    }
    act(() => setLocale('en'));
  });

  it("titles the tab with the product and its shop, and with the words searched for, in the shopper's language", async () => {
    const product = renderExposedPage(pages.goodsDetail, '/goods_detail/:id', '/goods_detail/7');
    await screen.findByRole('heading', { level: 1, name: 'Trail Jacket' });
    await waitFor(() => expect(document.title).toBe('Trail Jacket – Mall Official Store – Mall'));
    product.unmount();

    act(() => setLocale('fr'));
    const search = renderExposedPage(pages.goodsSearch, '/goods/goods_search', '/goods/goods_search?title=veste');
    await waitFor(() => expect(document.title).toBe('Recherche : veste – Boutique'));
    search.unmount();
    act(() => setLocale('en'));
  });

  itMirrorsTheSession(store);
});
