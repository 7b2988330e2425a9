import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/coupon_list */
export function CouponListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.CouponListPage.title"
          defaultMessage="My coupons"
          description="Heading of the my coupons page"
        />
      </h1>
    </PageColumn>
  );
}
