import type { ComputePriceRequest, OrderCreateRequest, PayType } from '@mall/contract';
import { merchantCouponChoices } from './order-coupons';

/** The confirm form (final-form owns it): radio and select values are strings, as the inputs hold them. */
export interface ConfirmValues {
  addressId?: string;
  payType?: string;
  /** merchantCouponKey(merId) → user-coupon id ('' for none). */
  merchantCoupons?: Record<string, string>;
  platformCoupon?: string;
  usePoints?: boolean;
  mark?: string;
}

/** The buyer note must stay under 150 characters (the order's buyer message limit). */
export const NOTE_LIMIT = 150;

/** Characters as a person counts them (an emoji is one). */
export const noteLength = (mark: string | undefined) => [...(mark ?? '')].length;

const id = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : 0);

/** What the price depends on (the note and the payment method do not change it). */
export function priceRequestOf(preOrderNo: string, values: ConfirmValues): ComputePriceRequest {
  return {
    preOrderNo,
    addressId: id(values.addressId),
    couponId: id(values.platformCoupon),
    merchantCoupons: merchantCouponChoices(values.merchantCoupons),
    useIntegral: values.usePoints === true,
  };
}

export function orderRequestOf(preOrderNo: string, values: ConfirmValues): OrderCreateRequest {
  return {
    ...priceRequestOf(preOrderNo, values),
    payType: values.payType as PayType,
    payChannel: 'pc',
    mark: (values.mark ?? '').trim(),
  };
}
