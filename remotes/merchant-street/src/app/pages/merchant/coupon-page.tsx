import { FormattedMessage } from 'react-intl';

/** /merchant/merchant/coupon */
export function MerchantCouponPage() {
  return (
    <section>
      <h2>
        <FormattedMessage
          id="merchantStreet.MerchantCouponPage.title"
          defaultMessage="Store coupons"
          description="Heading of the store coupons tab of a store page"
        />
      </h2>
    </section>
  );
}
