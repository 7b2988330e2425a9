import type { Locator } from '@playwright/test';
import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { apiCall } from '../../fixtures/api';
import { LOCALES, text, type Locale } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { clippedIn, missingGlyphs, pageOverflowsX } from '../../visual/layout-checks';
import { firstInStock } from '../../tasks/catalog';
import { DEMO_STATE, useSignedInState } from '../../tasks/sign-in';
import { orderConfirmPath, productPath } from '@mall/routes';

/**
 * Issue 18, item 13: every language drawn with real glyphs (Debian's Noto fonts, installed by `npm test`) and no text
 * cut off, on the header, the login dialog, a product page and the order confirmation. Screenshots per locale are in
 * this journey's output folder (test-results/…/<locale>-*.png).
 */

for (const locale of LOCALES) {
  test(`${locale}: header, login dialog, product and order confirmation show their text whole, in real glyphs`, async ({
    page,
    context,
    demoToken,
  }, testInfo) => {
    const prefix = LOCALE_PREFIX[locale as Locale];
    const s = shell(page, locale);
    const shot = (name: string) => testInfo.outputPath(`${locale}-${name}.png`);
    const expectWhole = async (what: string, root: Locator, extra = '') => {
      expect(await clippedIn(root), `${what}: text cut off`).toEqual([]);
      const glyphs = await missingGlyphs(root, extra);
      expect(glyphs.missing, `${what}: characters drawn as boxes`).toEqual([]);
      if (locale !== 'en' && locale !== 'fr') expect(glyphs.checked, `${what}: the ${locale} text was checked`).toBeGreaterThan(0);
      expect(await pageOverflowsX(page), `${what}: the page is wider than the window`).toBe(false);
    };

    await page.goto(`${prefix}/`);
    const { header, topBar } = s;
    await expect(s.searchBox).toBeVisible();
    await expect(s.categories).toBeVisible();
    await expect(topBar).toBeVisible();
    // The ⏳ of the merchant record's status badge needs the emoji font: checked in the page's font too.
    await expectWhole('header', header, '⏳');
    await expectWhole('top bar', topBar);
    await expectWhole('category row', s.categories);
    await page.screenshot({ path: shot('header'), clip: { x: 0, y: 0, width: 1280, height: 220 } });

    await s.signIn.click();
    await expect(s.dialog).toBeVisible();
    await expect(s.dialogSubmit).toBeVisible();
    await expectWhole('login dialog', s.dialog);
    await s.dialog.screenshot({ path: shot('login-dialog') });
    await page.keyboard.press('Escape');

    const { productId, skuId } = await firstInStock();
    await page.goto(`${prefix}${productPath(productId)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('button', { name: text('remotes/catalog', locale, 'catalog.PurchaseActions.buyNow') })).toBeVisible();
    await expectWhole('product page', main);
    await page.screenshot({ path: shot('product'), fullPage: true });

    // The demo shopper's order confirmation (a pre-order of the product; nothing is ordered).
    const preOrder = await apiCall<{ preOrderNo: string }>('/api/front/order/pre/order', {
      token: demoToken,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId, attrValueId: skuId, productNum: 1 }] },
    });
    expect(preOrder.code).toBe(200);
    await useSignedInState(context, DEMO_STATE);
    await page.goto(`${prefix}${orderConfirmPath(preOrder.data.preOrderNo)}`);
    await expect(main.getByRole('button', { name: text('remotes/checkout', locale, 'checkout.ConfirmForm.submit') })).toBeVisible();
    await expectWhole('order confirmation', main);
    await page.screenshot({ path: shot('checkout'), fullPage: true });
  });
}
