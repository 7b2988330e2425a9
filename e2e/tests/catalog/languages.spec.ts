import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text, type Locale } from '../../fixtures/messages';
import { findSkuProduct } from '../../tasks/catalog';
import { apiCall } from '../../fixtures/api';
import { productPath } from '@mall/routes';

const LOCALES: Locale[] = ['fr', 'th'];

for (const locale of LOCALES) {
  const t = (id: string) => text('remotes/catalog', locale, id);

  test.describe(`catalog pages in ${locale}`, () => {
    test(`home shows its blocks in ${locale}`, async ({ page }) => {
      await page.goto(`${LOCALE_PREFIX[locale]}/`);
      await expect(page.getByRole('heading', { name: t('catalog.RankingPreview.title') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('catalog.MerchantLogos.title') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('catalog.RecommendSection.title') })).toBeVisible();
      await expect(page.getByRole('region', { name: t('catalog.BannerCarousel.label'), exact: true })).toBeVisible();
      // Links keep the locale prefix.
      await expect(page.getByRole('link', { name: t('catalog.RankingPreview.more') })).toHaveAttribute(
        'href',
        `${LOCALE_PREFIX[locale]}/goods/top_one`,
      );
    });

    test(`product detail speaks ${locale}`, async ({ page }) => {
      const product = await findSkuProduct();
      // Its name in the page's language (the English one where the catalogue has no translation).
      const name = (await apiCall<{ productInfo: { storeName: string } }>(`/api/front/product/detail/${product.id}`, { lang: locale })).data
        .productInfo.storeName;
      await page.goto(`${LOCALE_PREFIX[locale]}${productPath(product.id)}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('button', { name: t('catalog.PurchaseActions.addToCart') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('catalog.PurchaseActions.buyNow') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('catalog.GoodsDetailPage.details') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('catalog.GoodsDetailPage.reviews') })).toBeVisible();
      await expect(page.getByRole('group', { name: text('shared/i18n/src', locale, 'quantity.label') })).toBeVisible();
    });
  });
}
