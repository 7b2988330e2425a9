import { css } from '@emotion/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { localizePath, useLocale } from '@mall/i18n';
import { ButtonLink } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { HOME_PATH } from '@mall/routes';
import { PagedTabs } from '../../../components/paged-tabs';
import { COUPON_TABS, COUPONS_PAGE_SIZE } from '../coupon-tabs';
import { selectMyCoupons } from '../store/selectors';
import { myCouponsRequested } from '../store/slice';
import { CouponCard } from './coupon-card';

type CouponTab = (typeof COUPON_TABS)[number];

const messages = defineMessages({
  tabs: { id: 'orderCenter.CouponTabsView.tabs', defaultMessage: 'Coupons', description: 'Accessible name of the coupon tabs' },
  usable: { id: 'orderCenter.CouponTabsView.usable', defaultMessage: 'Available', description: 'Tab of the coupons that can be used' },
  unusable: {
    id: 'orderCenter.CouponTabsView.unusable',
    defaultMessage: 'Expired or used',
    description: 'Tab of the coupons used or expired',
  },
  emptyUsable: {
    id: 'orderCenter.CouponTabsView.emptyUsable',
    defaultMessage: 'No coupon to use',
    description: 'Heading when the shopper holds no usable coupon',
  },
  emptyUnusable: {
    id: 'orderCenter.CouponTabsView.emptyUnusable',
    defaultMessage: 'No used or expired coupon',
    description: 'Heading when no coupon was used or expired',
  },
  emptyText: {
    id: 'orderCenter.CouponTabsView.emptyText',
    defaultMessage: 'Stores and the mall hand out coupons on their pages.',
    description: 'Where coupons come from',
  },
  home: {
    id: 'orderCenter.CouponTabsView.home',
    defaultMessage: 'Go to the home page',
    description: 'Link home from the empty coupon list',
  },
});

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: theme.space.md,
  listStyle: 'none',
  margin: `${theme.space.md} 0 0`,
  padding: 0,
});

const TABS_ID = 'coupon-tabs';

/** /users/coupon_list's body: available and expired-or-used coupons, 9 a page, the tab and page in the URL. */
export function CouponTabsView() {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch();
  const list = useSelector(selectMyCoupons);
  const request = useCallback((type: CouponTab, page: number) => dispatch(myCouponsRequested({ type, page })), [dispatch]);

  return (
    <PagedTabs
      id={TABS_ID}
      label={intl.formatMessage(messages.tabs)}
      tabs={COUPON_TABS}
      tabLabel={(value) => intl.formatMessage(messages[value])}
      list={list}
      pageSize={COUPONS_PAGE_SIZE}
      request={request}
      empty={(tab) => (
        <EmptyState
          title={intl.formatMessage(tab === 'usable' ? messages.emptyUsable : messages.emptyUnusable)}
          description={intl.formatMessage(messages.emptyText)}
          action={
            <ButtonLink variant="secondary" to={localizePath(HOME_PATH, locale)}>
              {intl.formatMessage(messages.home)}
            </ButtonLink>
          }
        />
      )}
    >
      {(coupons) => (
        <ul css={grid}>
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
    </PagedTabs>
  );
}
