import type { CallOptions } from '@mall/api-client';
import { postData } from '@mall/api-client/calls';
import type { TestCardAuthenticateRequest, TestCardConfirmRequest, TestCardResult } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/pay/test-card/confirm: the test provider's card network (test mode only). */
export function confirmTestCard(body: TestCardConfirmRequest, options?: CallOptions): Promise<TestCardResult> {
  return postData(endpoints.testCardConfirm, body, options);
}

/** POST /api/front/pay/test-card/authenticate {clientSecret, approve}: the "confirm this payment" step. */
export function authenticateTestCard(body: TestCardAuthenticateRequest, options?: CallOptions): Promise<TestCardResult> {
  return postData(endpoints.testCardAuthenticate, body, options);
}
