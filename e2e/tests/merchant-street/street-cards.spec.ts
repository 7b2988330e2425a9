import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { text } from '../../fixtures/messages';
import { clippedIn } from '../../visual/layout-checks';
import { API_URL } from '../../fixtures/api';
import { demoToken, signInWithCookie, type Page, type StreetCard } from './merchant-data';
import { MERCHANT_STREET_PATH } from '@mall/routes';

const th = (id: string, args?: Record<string, string | number>) => text('remotes/merchant-street', 'th', id, args);

test('shop street cards keep each name on one line beside its logo, and following a shop says so (th)', async ({
  page,
  context,
}, testInfo) => {
  // In the page's language (names may be translated).
  const answer = await fetch(`${API_URL}/api/front/merchant/street?page=1&limit=10`, { headers: { 'Accept-Language': 'th' } });
  const street = ((await answer.json()) as { data: Page<StreetCard & { streetBackImage: string }> }).data;
  // The strip behind a card's logo and name is a picture without words (words there wrapped and ran under the logo).
  for (const card of street.list.slice(0, 4)) {
    const picture = await (await fetch(card.streetBackImage)).text();
    expect(picture, `${card.name}'s street picture`).not.toContain('<text');
  }

  // Signed in as the demo shopper from the start (the cookie the login dialog leaves).
  await signInWithCookie(context, await demoToken());
  await page.goto(`${LOCALE_PREFIX.th}${MERCHANT_STREET_PATH}`);
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  for (const card of street.list.slice(0, 4)) {
    const article = page.getByRole('article', { name: new RegExp(`^${card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
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
  await page.getByRole('link', { name: th('merchantStreet.StreetCard.enterNamed', { name: store.name }) }).click();
  const header = page.getByRole('region', { name: store.name, exact: true });
  const follow = header.getByRole('button', { name: th('merchantStreet.FollowButton.follow') });
  const unfollow = header.getByRole('button', { name: th('merchantStreet.FollowButton.unfollow') });
  await expect(follow.or(unfollow)).toBeVisible();
  if (await unfollow.isVisible()) await unfollow.click();
  await follow.click();
  await expect(page.getByRole('status').filter({ hasText: th('merchantStreet.StoreFrontSaga.followed') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('followed-th.png') });
  await unfollow.click();
  await expect(page.getByRole('status').filter({ hasText: th('merchantStreet.StoreFrontSaga.unfollowed') })).toBeVisible();
});
