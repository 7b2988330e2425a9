import { test, expect, uniqueEmail } from '../../fixtures';
import { escapeRegExp } from '../../fixtures/messages';
import { cartPage } from '../../pages/checkout';
import { productPage } from '../../pages/product';
import { shell } from '../../pages/shell';
import { cartGroups } from '../../tasks/cart';
import { buyableFromMerchants } from '../../tasks/catalog';
import { enterAsGuest } from '../../tasks/shell';
import { signInThroughDialog } from '../../tasks/sign-in';
import { productPath } from '@mall/routes';

test('a guest cart survives signing in to a registered account in the same browser', async ({ page, shopper }) => {
  const [product] = await buyableFromMerchants(1);
  const s = shell(page);
  const item = productPage(page);
  const cart = cartPage(page);

  await page.goto(productPath(product.productId));
  await item.addToCart.click();
  await enterAsGuest(page, uniqueEmail('guest'));
  // Add to cart resumes after the guest entry: no second click.
  await expect(item.added.first()).toBeVisible();

  await s.cart(1).click();
  const line = page.getByRole('checkbox', { name: new RegExp(`^Select ${escapeRegExp(product.name)}`) });
  await expect(line).toBeVisible();

  // The header shows a guest's account menu; the cart offers the sign-in to a real account.
  await cart.guestSignIn.click();
  await expect(s.dialog).toBeVisible();
  await signInThroughDialog(page, shopper);

  await expect(cart.guestBanner).toHaveCount(0);
  await expect(line).toBeChecked();
  await expect(s.cart(1)).toBeVisible();
  const lines = (await cartGroups(shopper.token)).flatMap((group) => group.cartInfoList);
  expect(lines.map((l) => [l.productId, Number(l.productAttrUnique), l.cartNum])).toEqual([[product.productId, product.skuId, 1]]);
});
