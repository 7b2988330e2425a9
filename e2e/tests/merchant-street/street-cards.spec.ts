import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { escapeRegExp } from '../../fixtures/messages';
import { shopStreet, storePage } from '../../pages/merchant-street';
import { streetPage } from '../../tasks/merchants';
import { clippedIn } from '../../visual/layout-checks';
import { MERCHANT_STREET_PATH } from '@mall/routes';

// Signed in from the start, as a shopper of the journey's own.
test.use({ signedInAs: 'shopper' });

test('shop street cards keep each name on one line beside its logo, and following a shop says so (th)', async ({ page }, testInfo) => {
  // In the page's language (names may be translated).
  const street = await streetPage(1, 'th');
  // The strip behind a card's logo and name is a picture without words (words there wrapped and ran under the logo).
  for (const card of street.list.slice(0, 4)) {
    const picture = await (await fetch(card.streetBackImage)).text();
    expect(picture, `${card.name}'s street picture`).not.toContain('<text');
  }

  await page.goto(`${LOCALE_PREFIX.th}${MERCHANT_STREET_PATH}`);
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  for (const card of street.list.slice(0, 4)) {
    const article = page.getByRole('article', { name: new RegExp(`^${escapeRegExp(card.name)}`) });
    const name = article.getByRole('heading', { level: 2 }).locator('span').first();
    await expect(name).toHaveText(card.name);
    const lines = await name.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${card.name} on one line`).toBe(1);
    expect(await clippedIn(article)).toEqual([]);
  }
  await page.screenshot({ path: testInfo.outputPath('street-th.png'), fullPage: true });

  const store = street.list[2];
  await shopStreet(page, 'th').enter(store.name).click();
  const { follow, unfollow, followed, unfollowed } = storePage(page, store.name, 'th');
  await expect(follow.or(unfollow)).toBeVisible();
  if (await unfollow.isVisible()) await unfollow.click();
  await follow.click();
  await expect(followed).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('followed-th.png') });
  await unfollow.click();
  await expect(unfollowed).toBeVisible();
});
