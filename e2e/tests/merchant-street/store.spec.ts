import { test, expect } from '../../fixtures';
import { apiData } from '../../fixtures/api';
import { text } from '../../fixtures/messages';
import { shopStreet, storePage } from '../../pages/merchant-street';
import { captchaCode, streetPage, type Paged, type StreetCard } from '../../tasks/merchants';
import { signInThroughDialog } from '../../tasks/sign-in';
import { MERCHANT_STREET_PATH, shopPath } from '@mall/routes';

const t = (id: string, args?: Record<string, string | number>) => text('remotes/merchant-street', 'en', id, args);
const followers = (n: number) => (n === 1 ? '1 follower' : `${n} followers`);

interface Coupon {
  id: number;
  name: string;
  isUse: boolean;
  isLimited: boolean;
  lastTotal: number;
}

test.describe('a store', () => {
  test('open a store from the street, follow it as a shopper, and the count stays after a reload', async ({ page, shopper }) => {
    const store = (await streetPage(1)).list[1];
    const before = (await apiData<{ followerCount: number }>(`/api/front/merchant/index/info/${store.id}`)).followerCount;

    await page.goto(MERCHANT_STREET_PATH);
    await shopStreet(page).enter(store.name).click();
    await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${store.id}&menuCur=0$`));
    const { header, follow, unfollow, followed, unfollowed, tab } = storePage(page, store.name);
    await expect(header).toBeVisible();
    await expect(tab('home')).toHaveAttribute('aria-selected', 'true');
    await expect(header.getByText(followers(before))).toBeVisible();

    // Signed out, Follow asks for a sign-in.
    await follow.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await signInThroughDialog(page, shopper);
    await page.reload();
    await follow.click();
    await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByText(followers(before + 1))).toBeVisible();
    await expect(followed).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('store.png'), fullPage: true });

    await page.reload();
    await expect(unfollow).toBeVisible();
    await expect(header.getByText(followers(before + 1))).toBeVisible();
    const following = await apiData<Paged<{ merId: number }>>('/api/front/collect/merchant/list', { token: shopper.token });
    expect(following.list.map((f) => f.merId)).toContain(store.id);

    await unfollow.click();
    await expect(follow).toBeVisible();
    await expect(header.getByText(followers(before))).toBeVisible();
    await expect(unfollowed).toBeVisible();
  });

  test.describe('signed in from the start', () => {
    test.use({ signedInAs: 'shopper' });

    test('receive a coupon of the store', async ({ page, shopper }) => {
      const street = await apiData<Paged<StreetCard>>('/api/front/merchant/street?page=1&limit=30');
      let found: { store: StreetCard; coupon: Coupon } | null = null;
      for (const store of street.list) {
        const coupons = await apiData<Paged<Coupon>>(`/api/front/coupons?merId=${store.id}&useType=1&page=1&limit=10`, {
          token: shopper.token,
        });
        const coupon = coupons.list.find((c) => !c.isUse && (!c.isLimited || c.lastTotal > 0));
        if (coupon) {
          found = { store, coupon };
          break;
        }
      }
      expect(found).not.toBeNull();
      const { store, coupon } = found!;

      await page.goto(shopPath(store.id, 'home', { menuCur: 0 }));
      await storePage(page, store.name).tab('coupon').click();
      await expect(page).toHaveURL(new RegExp(`/merchant/merchant/coupon\\?id=${store.id}&menuCur=2$`));
      const card = page.getByRole('article', { name: coupon.name, exact: true });
      await card.getByRole('button', { name: t('merchantStreet.CouponCard.get') }).click();
      await expect(card.getByRole('button', { name: t('merchantStreet.CouponCard.received') })).toBeDisabled();
      await expect(card).toHaveAttribute('data-received', 'true');
      await page.screenshot({ path: test.info().outputPath('coupons.png'), fullPage: true });

      // The server agrees: after a reload the coupon is still received.
      await page.reload();
      await expect(
        page
          .getByRole('article', { name: coupon.name, exact: true })
          .getByRole('button', { name: t('merchantStreet.CouponCard.received') }),
      ).toBeDisabled();
    });
  });

  test('view the qualification after typing the picture’s code', async ({ page }) => {
    const store = (await streetPage(1)).list[2];
    // What the page must show, read through the API with a challenge of its own.
    const own = await apiData<{ key: string }>(`/api/front/merchant/qualification/captcha/${store.id}`);
    const expected = await apiData<{ realName: string; address: string; openingHours: string }>(
      `/api/front/merchant/detail/${store.id}?captchaKey=${own.key}&captcha=${await captchaCode(own.key)}`,
    );
    const nextPicture = () => page.waitForResponse((r) => r.url().includes(`/api/front/merchant/qualification/captcha/${store.id}`));

    let picture = nextPicture();
    await page.goto(shopPath(store.id));
    await page.getByRole('link', { name: t('merchantStreet.StoreHeader.qualification') }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('merchantStreet.MerchantQualificationPage.title') })).toBeVisible();
    let key = ((await (await picture).json()) as { data: { key: string } }).data.key;
    await expect(page.getByRole('img', { name: t('merchantStreet.ChallengeForm.picture') })).toBeVisible();

    // A wrong code is refused by the server and uses the picture up.
    const code = await captchaCode(key);
    picture = nextPicture();
    await page.getByRole('textbox', { name: t('merchantStreet.ChallengeForm.label') }).fill(code === 'AAAA' ? 'BBBB' : 'AAAA');
    await page.getByRole('button', { name: t('merchantStreet.ChallengeForm.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText('The verification code is incorrect; please enter the code of the new picture');
    key = ((await (await picture).json()) as { data: { key: string } }).data.key;
    await page.screenshot({ path: test.info().outputPath('challenge.png') });

    await page.getByRole('textbox', { name: t('merchantStreet.ChallengeForm.label') }).fill((await captchaCode(key)).toLowerCase());
    await page.getByRole('button', { name: t('merchantStreet.ChallengeForm.submit') }).click();
    const details = page.locator('dl');
    await expect(details.getByText(t('merchantStreet.QualificationDetails.company'))).toBeVisible();
    await expect(details).toContainText(expected.realName);
    await expect(details).toContainText(expected.address);
    await expect(details).toContainText(expected.openingHours);
    await expect(details.getByRole('img', { name: t('merchantStreet.QualificationDetails.picture', { n: 1 }) })).toBeVisible();
    await expect(details.getByRole('img', { name: t('merchantStreet.QualificationDetails.picture', { n: 2 }) })).toBeVisible();
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(details.getByText(t('merchantStreet.QualificationDetails.hours'))).toBeVisible();
    await expect(page.getByRole('img', { name: t('merchantStreet.ChallengeForm.picture') })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('qualification.png'), fullPage: true });
  });

  test('an unknown store shows a message with the way home', async ({ page }) => {
    await page.goto(shopPath(999999));
    await expect(page.getByRole('heading', { name: t('merchantStreet.StoreUnavailable.unknown') })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: text('shared/i18n/src', 'en', 'common.backHome') })
      .click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
