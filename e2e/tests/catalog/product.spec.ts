import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { productPage } from '../../pages/product';
import { shell } from '../../pages/shell';
import { cartCount } from '../../tasks/cart';
import { findCappedProduct, findFirstSoldOutProduct, findSkuProduct, type SkuProduct } from '../../tasks/catalog';
import { signInThroughDialog } from '../../tasks/sign-in';
import { productPath } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/catalog', 'en', id, args);
const money = (amount: string) => `$${Number(amount).toFixed(2)}`;
/** "Stock: 1 piece", "Stock: 372 pieces" (the product page's ICU plural of the demo mall's units). */
const stockLine = (count: number, unit: string) =>
  `Stock: ${count} ${count === 1 ? unit : /(x|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`}`;

let product: SkuProduct;

test.beforeAll(async () => {
  product = await findSkuProduct();
});

/** Picks the values of a SKU key, one radio group per attribute. */
async function choose(page: import('@playwright/test').Page, key: string) {
  const values = key.split(',');
  for (const [index, attribute] of product.attributes.entries()) {
    await productPage(page)
      .option(attribute.name, new RegExp(`^${values[index]}( \\(|$)`))
      .check();
  }
}

test.describe('product detail', () => {
  test('choose SKUs (price and stock follow), sign in, add to cart and see the badge change', async ({ page, shopper }) => {
    const s = shell(page);
    const item = productPage(page);
    await page.goto(productPath(product.id));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const firstValues = product.first.sku.split(',');
    for (const [index, attribute] of product.attributes.entries()) {
      await expect(item.option(attribute.name, firstValues[index])).toBeChecked();
    }
    const { price, stock } = item;
    await expect(price).toContainText(money(product.first.price));
    await expect(stock).toHaveText(stockLine(product.first.stock, product.unitName));

    await choose(page, product.other.sku);
    await expect(price).toContainText(money(product.other.price));
    await expect(stock).toHaveText(stockLine(product.other.stock, product.unitName));

    // Signed out, Add to cart opens the login dialog.
    await item.addToCart.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    const before = await cartCount(shopper.token);
    await signInThroughDialog(page, shopper);
    await page.reload();
    await expect(s.accountMenu).toBeVisible();
    await expect(s.cart(before)).toBeVisible();

    await choose(page, product.other.sku);
    await item.increase.click();
    await item.addToCart.click();
    await expect(item.added).toBeVisible();
    await expect(s.cart(before + 1)).toBeVisible();
    expect(await cartCount(shopper.token)).toBe(before + 1);
  });

  test('th: the quantity stops at what one order may hold, and the page says so', async ({ page }) => {
    const capped = await findCappedProduct('th');
    await page.goto(`${LOCALE_PREFIX.th}${productPath(capped.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: capped.name })).toBeVisible();
    const item = productPage(page, 'th');
    const quantity = item.quantity;
    await quantity.fill('99');
    await expect(quantity).toHaveValue(String(capped.maxQuantity));
    await expect(item.increase).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: `สั่งได้สูงสุด ${capped.maxQuantity} ชิ้นต่อคำสั่งซื้อ` })).toBeVisible();
  });

  test('a sold-out SKU cannot be bought', async ({ page }) => {
    const item = productPage(page);
    await page.goto(productPath(product.id));
    await choose(page, product.soldOut.sku);
    await expect(item.stock).toHaveText(stockLine(0, product.unitName));
    await expect(item.soldOut).toBeDisabled();
    await expect(item.addToCart).toHaveCount(0);
    await expect(item.buyNow).toHaveCount(0);
    // Its value is marked in the selector.
    const last = product.attributes.length - 1;
    const soldOutValue = product.soldOut.sku.split(',')[last];
    await expect(
      page.getByRole('radiogroup', { name: product.attributes[last].name }).getByRole('radio', { name: `${soldOutValue} (sold out)` }),
    ).toBeChecked();
  });

  test('review tabs filter the reviews', async ({ page }) => {
    const { sumCount, goodCount, inCount } = product.reviews;
    await page.goto(productPath(product.id));
    const tabs = page.getByRole('tablist', { name: t('catalog.ReviewPanel.tabs') });
    const reviews = page.getByRole('tabpanel').locator('> ul > li');
    await expect(tabs.getByRole('tab', { name: `All (${sumCount})` })).toHaveAttribute('aria-selected', 'true');
    await expect(reviews).toHaveCount(Math.min(sumCount, 20));

    await tabs.getByRole('tab', { name: `Good (${goodCount})` }).click();
    await expect(reviews).toHaveCount(goodCount);
    for (const review of await reviews.all()) await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

    await tabs.getByRole('tab', { name: `Average (${inCount})` }).click();
    await expect(reviews).toHaveCount(inCount);
    for (const review of await reviews.all()) {
      await expect(review.getByRole('img', { name: /Rated [234] out of 5/ })).toBeVisible();
    }
  });

  test('an unknown product shows the not-found page with a way home', async ({ page }) => {
    await page.goto(productPath(99999999));
    await expect(page.getByRole('heading', { level: 1, name: t('catalog.NotFound.title') })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

// Issue 18, item 7: a product page never opens on a sold-out option while another is in stock (fr).
test('a product whose first option is sold out opens on the first option in stock, ready to buy (fr)', async ({ page }) => {
  const item = productPage(page, 'fr');
  const { id, attributes, expected } = await findFirstSoldOutProduct('fr');
  await page.goto(`${LOCALE_PREFIX.fr}${productPath(id)}`);
  for (const [index, attribute] of attributes.entries()) await expect(item.option(attribute.name, expected[index])).toBeChecked();
  await expect(item.addToCart).toBeEnabled();
  await expect(item.stock).not.toHaveText(/ 0 /);
});
