import type { PayMethodResponse, PreOrderVo, UserAddress } from '@mall/contract';
import type { ConfirmValues } from './confirm-values';
import { enabledPayTypes } from './pay-types';

/** The default address is preselected (then the pre-order's, then the first); the first enabled method too. */
export function initialConfirmValues(
  preOrder: PreOrderVo,
  addresses: readonly UserAddress[],
  methods: PayMethodResponse | null,
): ConfirmValues {
  const address = addresses.find((item) => item.isDefault) ?? addresses.find((item) => item.id === preOrder.addressId) ?? addresses[0];
  return {
    addressId: address ? String(address.id) : undefined,
    payType: enabledPayTypes(methods)[0],
    merchantCoupons: {},
    platformCoupon: '',
    usePoints: false,
    mark: '',
  };
}
