import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { CouponTabsView } from '../../features/coupons/components/coupon-tabs-view';
import { couponsSaga } from '../../features/coupons/store/saga';
import { couponsReducer } from '../../features/coupons/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ coupons: { reducer: couponsReducer, saga: couponsSaga } });

/** /users/coupon_list?tab=usable|unusable&page= */
export function CouponListPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.CouponListPage.title',
    defaultMessage: 'My coupons',
    description: 'Heading of the my coupons page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <CouponTabsView />
    </PageColumn>
  );
}
