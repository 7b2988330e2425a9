import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { scrollToFooter } from '../../tasks/shell';
import { PORTS as ports } from '@mall/platform/ports';
import { SHOPPING_CART_PATH } from '@mall/routes';

const unavailable = text('host/src', 'en', 'host.RemoteSlot.unavailable');
const retry = text('shared/i18n/src', 'en', 'common.retry');
const checkoutOrigin = `http://localhost:${ports.checkout}`;
const cartTitle = text('remotes/checkout', 'en', 'checkout.ShoppingCartPage.title');

test.describe('a remote that cannot load', () => {
  test('its server is down: the shell keeps working and the area offers a retry that recovers', async ({ page }) => {
    await page.route(`${checkoutOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(SHOPPING_CART_PATH);
    const s = shell(page);
    await expect(page.getByText(unavailable)).toBeVisible();
    await expect(s.searchBox).toBeVisible();
    await scrollToFooter(page);
    await expect(s.footer).toBeVisible();
    // Other remotes still load.
    await s.searchBox.fill('shirt');
    await s.searchBox.press('Enter');
    await expect(page).toHaveURL(/\/goods\/goods_search\?title=shirt/);
    await expect(page.getByText(unavailable)).toBeHidden();

    // The checkout server comes back: Retry loads it in place.
    await page.goto(SHOPPING_CART_PATH);
    await expect(page.getByText(unavailable)).toBeVisible();
    await page.unroute(`${checkoutOrigin}/**`);
    await page.getByRole('button', { name: retry }).click();
    await expect(page.getByRole('heading', { name: cartTitle })).toBeVisible();
  });

  test('its server answers errors: the same translated message, in French too', async ({ page }) => {
    await page.route(`${checkoutOrigin}/**`, (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.goto(`${LOCALE_PREFIX.fr}${SHOPPING_CART_PATH}`);
    await expect(page.getByText(text('host/src', 'fr', 'host.RemoteSlot.unavailable'))).toBeVisible();
    await expect(page.getByRole('button', { name: text('shared/i18n/src', 'fr', 'common.retry') })).toBeVisible();
    await expect(shell(page, 'fr').searchBox).toBeVisible();
  });
});
