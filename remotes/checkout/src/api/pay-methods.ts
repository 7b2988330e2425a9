import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { PayMethodResponse } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/pay/method: which payment methods are on, and whether cards go to the test provider. */
export function getPayMethods(options?: CallOptions): Promise<PayMethodResponse> {
  return getData(endpoints.payMethods, undefined, options);
}
