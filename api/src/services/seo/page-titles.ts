// The words of the storefront's page titles, read from the storefront's own message catalogues (the same files its
// pages are compiled with), so the title the served head writes is the one `usePageTitle` writes once the page runs.
import commonEn from '../../../../shared/i18n/src/lang/en.json';
import commonZh from '../../../../shared/i18n/src/lang/zh-CN.json';
import commonFr from '../../../../shared/i18n/src/lang/fr.json';
import commonTh from '../../../../shared/i18n/src/lang/th.json';
import commonLao from '../../../../shared/i18n/src/lang/lao.json';
import catalogEn from '../../../../remotes/catalog/lang/en.json';
import catalogZh from '../../../../remotes/catalog/lang/zh-CN.json';
import catalogFr from '../../../../remotes/catalog/lang/fr.json';
import catalogTh from '../../../../remotes/catalog/lang/th.json';
import catalogLao from '../../../../remotes/catalog/lang/lao.json';
import streetEn from '../../../../remotes/merchant-street/lang/en.json';
import streetZh from '../../../../remotes/merchant-street/lang/zh-CN.json';
import streetFr from '../../../../remotes/merchant-street/lang/fr.json';
import streetTh from '../../../../remotes/merchant-street/lang/th.json';
import streetLao from '../../../../remotes/merchant-street/lang/lao.json';
import type { Locale } from '../../i18n/locale';

/** The storefront's message ids of each title word (the pages' `defineMessages`). */
export const TITLE_IDS = {
  siteName: 'common.siteName',
  home: 'catalog.HomePage.title',
  product: 'catalog.GoodsDetailPage.product',
  searchResults: 'catalog.GoodsSearchPage.title',
  search: 'catalog.GoodsSearchPage.searchTitle',
  ranking: 'catalog.TopOnePage.title',
  activities: 'catalog.ActivityListPage.title',
  shopStreet: 'merchantStreet.MerchantStreetPage.title',
  store: 'merchantStreet.MerchantPage.store',
  storeCategory: 'merchantStreet.MerchantPage.category',
  storeCoupon: 'merchantStreet.MerchantPage.coupon',
  // The product page's first screen (first-screen.ts): the label before the price, and a price as useMoney writes it.
  price: 'catalog.ProductOverview.price',
  money: 'common.money',
} as const;
export type TitleWord = keyof typeof TITLE_IDS;

const CATALOGUES: Record<Locale, Record<string, string>> = {
  en: { ...commonEn, ...catalogEn, ...streetEn },
  'zh-CN': { ...commonZh, ...catalogZh, ...streetZh },
  fr: { ...commonFr, ...catalogFr, ...streetFr },
  th: { ...commonTh, ...catalogTh, ...streetTh },
  lao: { ...commonLao, ...catalogLao, ...streetLao },
};

/** A title word in `locale` (`{name}` arguments filled in; the catalogues' title messages have no other ICU syntax). */
export function titleWord(locale: Locale, word: TitleWord, values: Record<string, string> = {}): string {
  const id = TITLE_IDS[word];
  const text = CATALOGUES[locale][id] ?? CATALOGUES.en[id];
  if (text === undefined) throw new Error(`the storefront has no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Between the parts of a title, as @mall/remote-kit's page-title writes it: "Wireless Headphones – Sound Shop – Mall". */
export const TITLE_SEPARATOR = ' – ';

/** A page's title: its parts, most specific first, then the site's name (empty parts left out), as `pageTitle` does. */
export function pageTitle(locale: Locale, parts: ReadonlyArray<string | null | undefined>): string {
  return [...parts.filter((p): p is string => typeof p === 'string' && p.trim() !== ''), titleWord(locale, 'siteName')].join(
    TITLE_SEPARATOR,
  );
}
