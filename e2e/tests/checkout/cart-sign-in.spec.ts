import { test, expect, DEMO } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { buyableFromMerchants, cartGroups, clearCart, demoToken, escapeRegExp } from './checkout-data';
import { productPath } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/checkout', 'en', id, args);
const c = (id: string) => text('remotes/catalog', 'en', id);

test('a guest cart survives signing in to the demo account in the same browser', async ({ page, shopperEmail }) => {
  const token = await demoToken();
  await clearCart(token);
  const [product] = await buyableFromMerchants(1);
  const s = shell(page);

  await page.goto(productPath(product.productId));
  await page.getByRole('button', { name: c('catalog.PurchaseActions.addToCart') }).click();
  await s.dialog.getByRole('button', { name: s.a('host.login.tourists') }).click();
  await s.dialog.getByRole('textbox', { name: s.a('host.login.email') }).fill(shopperEmail);
  await s.dialog.getByRole('button', { name: s.a('host.login.continue') }).click();
  await expect(s.dialog).toBeHidden();
  // Add to cart resumes after the guest entry: no second click.
  await expect(page.getByText(c('catalog.ProductSaga.addedToCart')).first()).toBeVisible();

  await page.getByRole('link', { name: /^Cart 1, 1 item/ }).click();
  const line = page.getByRole('checkbox', { name: new RegExp(`^Select ${escapeRegExp(product.name)}`) });
  await expect(line).toBeVisible();

  // The header shows a guest's account menu; the cart offers the sign-in to a real account.
  await page.getByRole('button', { name: t('checkout.GuestBanner.signIn') }).click();
  await expect(s.dialog).toBeVisible();
  await s.dialogEmail.fill(DEMO.email);
  await s.dialogPassword.fill(DEMO.password);
  await s.dialogAgreement.check();
  await s.dialogSubmit.click();
  await expect(s.dialog).toBeHidden();

  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(line).toBeChecked();
  await expect(page.getByRole('link', { name: /^Cart 1, 1 item/ })).toBeVisible();
  const lines = (await cartGroups(token)).flatMap((group) => group.cartInfoList);
  expect(lines.map((l) => [l.productId, Number(l.productAttrUnique), l.cartNum])).toEqual([[product.productId, product.skuId, 1]]);
});
