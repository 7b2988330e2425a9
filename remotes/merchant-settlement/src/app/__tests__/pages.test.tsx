import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { setLocale, type Locale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';
import { pages } from '../../exposes/pages';
import { selectSignedIn } from '@mall/remote-kit';
import { describeLangSource, installFakeApi, page } from '@mall/remote-kit/testing';
import { CATEGORIES, TYPES } from '../../testing/fixtures';
import { routes } from '../routes';
import { store } from '../remote';

const catalogues: Record<Locale, Record<string, string>> = { en, 'zh-CN': zhCN, fr, th, lao };
const SCRIPT: Partial<Record<Locale, RegExp>> = { 'zh-CN': /\p{Script=Han}/u, th: /\p{Script=Thai}/u, lao: /\p{Script=Lao}/u };

/** The words of a message, without its {placeholders} (a message of placeholders only has none to translate). */
const words = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[\s+]/g, '');

/** A URL the route matches: params get a sample value, a sub-tree its first page. */
const sampleUrl = (path: string) => path.replace(/:\w+/g, '1').replace(/\*$/, 'home');

describeLangSource({ src: join(__dirname, '..', '..'), prefix: 'merchantSettlement', catalogues, atLeast: 80 });

describe('merchantSettlement remote', () => {
  it.each(Object.keys(catalogues) as Locale[])('%s has exactly the English keys, all translated', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(catalogue)) {
      expect(text.trim()).not.toBe('');
      if (SCRIPT[locale] && words(text)) expect(text).toMatch(SCRIPT[locale]!);
    }
  });

  it.each(routes)('$path renders its translated title in every language', async ({ path, page: id }) => {
    const api = installFakeApi();
    api.on('GET /api/front/merchant/all/category/list', CATEGORIES);
    api.on('GET /api/front/merchant/all/type/list', TYPES);
    api.on('GET /api/front/merchant/settled/record', page([]));
    const Page = pages[id];
    for (const locale of Object.keys(catalogues) as Locale[]) {
      act(() => setLocale(locale));
      const view = render(
        <MallThemeProvider>
          <MemoryRouter initialEntries={[sampleUrl(path)]}>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </MemoryRouter>
        </MallThemeProvider>,
      );
      const title = await screen.findByRole('heading', { level: 1 });
      expect(Object.values(catalogues[locale])).toContain(title.textContent);
      view.unmount();
    }
  });

  it('mirrors the shared session into its store', () => {
    act(() => bus.publish('auth/tokenChanged', { token: 'abc' }));
    expect(selectSignedIn(store.getState())).toBe(true);
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    expect(selectSignedIn(store.getState())).toBe(false);
  });
});
