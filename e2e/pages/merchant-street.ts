import type { Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

const streetText = (locale: Locale) => (id: string, args?: Record<string, string | number>) =>
  text('remotes/merchant-street', locale, id, args);

/** The shop street and the store search: the list of store cards, each with its way in. */
export function shopStreet(page: Page, locale: Locale = 'en') {
  const t = streetText(locale);
  return {
    t,
    cards: page.getByRole('list', { name: t('merchantStreet.MerchantStreetPage.list') }).getByRole('article'),
    /** The link into a store, on its card. */
    enter: (name: string) => page.getByRole('link', { name: t('merchantStreet.StreetCard.enterNamed', { name }) }),
    pager: page.getByRole('navigation', { name: text('shared/i18n/src', locale, 'common.pagination') }),
  };
}

/** A store's page: its header (named by the store) with Follow, its tabs, and the toasts its actions raise. */
export function storePage(page: Page, storeName: string, locale: Locale = 'en') {
  const t = streetText(locale);
  const header = page.getByRole('region', { name: storeName, exact: true });
  return {
    t,
    header,
    follow: header.getByRole('button', { name: t('merchantStreet.FollowButton.follow') }),
    unfollow: header.getByRole('button', { name: t('merchantStreet.FollowButton.unfollow') }),
    followed: page.getByRole('status').filter({ hasText: t('merchantStreet.StoreFrontSaga.followed') }),
    unfollowed: page.getByRole('status').filter({ hasText: t('merchantStreet.StoreFrontSaga.unfollowed') }),
    tab: (id: 'home' | 'coupon') => page.getByRole('tab', { name: t(`merchantStreet.MerchantPage.${id}`) }),
  };
}
