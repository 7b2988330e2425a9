import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { searchPage } from '../../pages/search';
import { shell } from '../../pages/shell';
import { paidOrder } from '../../tasks/orders';
import { signInThroughDialog } from '../../tasks/sign-in';
import { refundConfirmPath, searchByTitlePath } from '@mall/routes';

// Issue 18, item 3: the catalogue's own data in the shopper's language, walked in French from home to a product and
// to a refund reason. The texts are the demo mall's translations (api/src/seed/data/translations*.ts).
const fr = (id: string, args?: Record<string, string | number>) => text('remotes/catalog', 'fr', id, args);
const frOrders = (id: string) => text('remotes/order-center', 'fr', id);

/**
 * English catalogue words that have a French translation: none may show on a French page. (Shop names stay as the
 * merchants wrote them, so no word of one is listed: "Voltline Electronics".)
 */
const ENGLISH = [
  'Fashion',
  'Home & Living',
  'Headphones',
  'Summer Sale',
  'Brand Week',
  'New Arrivals',
  'Smart Watch',
  'Sneakers',
  '7-Day Returns',
  'Genuine Guarantee',
  'Fast Delivery',
  'Secure Payment',
  'Over-Ear Headphones',
];

test('a French shopper meets the catalogue in French: home, a category, a product and the refund reasons', async ({
  page,
  shopper,
}, testInfo) => {
  // Home: the category panel, the hot keywords, the activities and the banners (their words drawn in French).
  await page.goto('/fr/');
  const s = shell(page, 'fr');
  await expect(s.categories.getByRole('listitem')).toHaveText([
    'Mode',
    'Électronique',
    'Maison',
    'Beauté',
    'Sports et plein air',
    'Épicerie',
    'Jouets et enfants',
    'Livres et papeterie',
  ]);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'T-shirt', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Baskets', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Soldes d’été' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Semaine des marques' })).toBeVisible();
  await expect(page.locator('main img[src$="/media/photos/v1/banner-home-1.fr.jpg"]').first()).toBeAttached();
  for (const word of ENGLISH) await expect(page.locator('body')).not.toContainText(word);
  await page.screenshot({ path: testInfo.outputPath('home-fr.png'), fullPage: true });

  // The panel: Électronique → Casques audio, its results named with their parents and listed by French names.
  await s.categories.getByRole('button', { name: 'Électronique' }).hover();
  await s.categories.getByRole('link', { name: 'Casques audio', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/goods\/goods_search\?cid=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Électronique › Audio › Casques audio');
  const search = searchPage(page, 'fr');
  const cards = search.cards;
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allTextContents();
  expect(texts.length).toBeGreaterThan(3);
  for (const card of texts) expect(card).toMatch(/Casque (circum-auriculaire|supra-auriculaire|à réduction de bruit)/);
  for (const word of ENGLISH) await expect(page.locator('body')).not.toContainText(word);
  await page.screenshot({ path: testInfo.outputPath('category-fr.png'), fullPage: true });

  // The product: its French name and the service guarantees in French.
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fr\/goods_detail\/\d+/);
  // The product's own heading (the category's stays until the product page has its data).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Casque /);
  const first = (await page.getByRole('heading', { level: 1 }).textContent())!;
  expect(texts[0]).toContain(first);
  expect(first).toMatch(/Casque /);
  const guarantees = page.getByRole('list', { name: fr('catalog.GuaranteeList.label') });
  await expect(guarantees.getByRole('listitem').first()).toBeVisible();
  for (const g of await guarantees.getByRole('listitem').allTextContents()) {
    expect(g).toMatch(/Retours sous 7 jours|Authenticité garantie|Livraison rapide|Paiement sécurisé/);
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Headphones');
  await page.screenshot({ path: testInfo.outputPath('product-fr.png') });

  // A French search word finds it by its French name; the English word still finds it.
  await s.searchBox.fill('Casque');
  await s.searchBox.press('Enter');
  await expect(search.cards.filter({ hasText: first })).not.toHaveCount(0);
  await page.goto(`${LOCALE_PREFIX.fr}${searchByTitlePath('Headphones')}`);
  await expect(search.cards.filter({ hasText: first })).not.toHaveCount(0);

  // A refund: the reasons in French.
  const { orderNo } = await paidOrder(shopper.token, 1);
  await signInThroughDialog(page, shopper, 'fr');
  await page.goto(`${LOCALE_PREFIX.fr}${refundConfirmPath(orderNo)}`);
  const reason = page
    .getByRole('form', { name: frOrders('orderCenter.RefundForm.form') })
    .getByRole('combobox', { name: frOrders('orderCenter.RefundForm.reason') });
  const reasons = ['Article reçu erroné', 'Article endommagé', 'Non conforme à la description', 'Je n’en ai plus besoin', 'Autre'];
  await expect(reason.getByRole('option', { name: 'Autre', exact: true })).toBeAttached();
  const options = await reason.getByRole('option').allTextContents();
  expect(options.slice(-reasons.length)).toEqual(reasons);
  expect(options.join(' ')).not.toContain('Wrong item received');
  await page.screenshot({ path: testInfo.outputPath('refund-reasons-fr.png'), fullPage: true });
});
