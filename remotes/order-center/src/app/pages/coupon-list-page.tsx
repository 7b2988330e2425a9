import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { CouponTabsView } from '../../features/coupons/components/coupon-tabs-view';

/** /users/coupon_list?tab=usable|unusable&page= */
export function CouponListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage id="orderCenter.CouponListPage.title" defaultMessage="My coupons" description="Heading of the my coupons page" />
      </h1>
      <CouponTabsView />
    </PageColumn>
  );
}
