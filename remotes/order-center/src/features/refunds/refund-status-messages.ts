import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RefundStatus } from '@mall/api-client';

/** The list's words (facts 2.11: 0 and 2 both read "refunding"). */
const listStates = defineMessages({
  refunding: { id: 'orderCenter.RefundStatus.refunding', defaultMessage: 'Refunding', description: 'A refund under review or under way' },
  rejected: { id: 'orderCenter.RefundStatus.rejected', defaultMessage: 'Rejected', description: 'A refund the merchant refused' },
  refunded: { id: 'orderCenter.RefundStatus.refunded', defaultMessage: 'Refunded', description: 'A refund paid back' },
});

export function refundListStatus(status: RefundStatus): MessageDescriptor {
  if (status === 1) return listStates.rejected;
  if (status === 3) return listStates.refunded;
  return listStates.refunding;
}

/** The detail's heading per state (spec section 4). */
export const refundDetailStates = defineMessages({
  0: { id: 'orderCenter.RefundStatus.reviewing', defaultMessage: 'The merchant is reviewing your request', description: 'Refund state 0' },
  1: { id: 'orderCenter.RefundStatus.rejectedTitle', defaultMessage: 'Refund rejected', description: 'Refund state 1' },
  2: { id: 'orderCenter.RefundStatus.refundingTitle', defaultMessage: 'Refunding', description: 'Refund state 2' },
  3: { id: 'orderCenter.RefundStatus.refundedTitle', defaultMessage: 'Refunded', description: 'Refund state 3' },
});
