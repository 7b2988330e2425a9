import type { Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

/** The product page (catalog remote): its heading, options, price, stock, quantity and purchase buttons. */
export function productPage(page: Page, locale: Locale = 'en') {
  const t = (id: string, args?: Record<string, string | number>) => text('remotes/catalog', locale, id, args);
  const common = (id: string) => text('shared/i18n/src', locale, id);
  return {
    t,
    heading: page.getByRole('heading', { level: 1 }),
    /** One value of an attribute (a radio of the attribute's group). */
    option: (attribute: string, value: string | RegExp) =>
      page.getByRole('radiogroup', { name: attribute }).getByRole('radio', { name: value, exact: typeof value === 'string' }),
    price: page.locator('[data-price]'),
    stock: page.locator('[data-stock]'),
    quantity: page.getByRole('textbox', { name: common('quantity.label') }),
    quantityGroup: page.getByRole('group', { name: common('quantity.label') }),
    increase: page.getByRole('button', { name: common('quantity.increase') }),
    addToCart: page.getByRole('button', { name: t('catalog.PurchaseActions.addToCart') }),
    buyNow: page.getByRole('button', { name: t('catalog.PurchaseActions.buyNow') }),
    soldOut: page.getByRole('button', { name: t('catalog.PurchaseActions.soldOut') }),
    added: page.getByText(t('catalog.ProductSaga.addedToCart')),
    reviews: page.getByRole('region', { name: t('catalog.GoodsDetailPage.reviews') }),
  };
}
