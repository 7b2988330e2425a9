import type { Page } from '@playwright/test';
import { escapeRegExp, text, type Locale } from '../fixtures/messages';

/** The search and category results page (catalog remote): title, price range, sort bar, result cards, pager. */
export function searchPage(page: Page, locale: Locale = 'en') {
  const t = (id: string, args?: Record<string, string | number>) => text('remotes/catalog', locale, id, args);
  const sorts = page.getByRole('group', { name: t('catalog.SortBar.label') });
  const pager = page.getByRole('navigation', { name: text('shared/i18n/src', locale, 'common.pagination') });
  const results = page.getByRole('list', { name: t('catalog.GoodsSearchPage.results') });
  return {
    t,
    title: page.getByRole('heading', { level: 1, name: t('catalog.GoodsSearchPage.title') }),
    minPrice: page.getByRole('textbox', { name: t('catalog.PriceRange.min') }),
    maxPrice: page.getByRole('textbox', { name: t('catalog.PriceRange.max') }),
    confirmPrice: page.getByRole('button', { name: t('catalog.PriceRange.confirm') }),
    sorts,
    /** A sort button by its word (sales, price…), whatever its direction. */
    sort: (id: 'sales' | 'price') => sorts.getByRole('button', { name: new RegExp(`^${escapeRegExp(t(`catalog.SortBar.${id}`))}`) }),
    /** A sort button in one direction: "Price (ascending)". */
    sorted: (id: 'sales' | 'price', direction: 'ascending' | 'descending') =>
      sorts.getByRole('button', { name: `${t(`catalog.SortBar.${id}`)} (${t(`catalog.SortBar.${direction}`)})` }),
    results,
    cards: results.getByRole('listitem'),
    pager,
    pageButton: (n: number) => pager.getByRole('button', { name: `Page ${n}` }),
  };
}
