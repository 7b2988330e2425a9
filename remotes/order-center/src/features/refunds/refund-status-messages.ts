import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RefundStatus } from '@mall/contract';

/**
 * The list's words. The original read "refunding" for 0 and 2 alike, while the detail of a state-0
 * refund says the merchant is reviewing it: the list now says "Under review" for 0, as its detail does (issue 18).
 */
const listStates = defineMessages({
  reviewing: {
    id: 'orderCenter.RefundStatus.underReview',
    defaultMessage: 'Under review',
    description: 'A refund the merchant has not answered yet',
  },
  refunding: {
    id: 'orderCenter.RefundStatus.refunding',
    defaultMessage: 'Refunding',
    description: 'A refund the merchant agreed to, under way',
  },
  rejected: { id: 'orderCenter.RefundStatus.rejected', defaultMessage: 'Rejected', description: 'A refund the merchant refused' },
  refunded: { id: 'orderCenter.RefundStatus.refunded', defaultMessage: 'Refunded', description: 'A refund paid back' },
});

export function refundListStatus(status: RefundStatus): MessageDescriptor {
  if (status === 1) return listStates.rejected;
  if (status === 3) return listStates.refunded;
  if (status === 0) return listStates.reviewing;
  return listStates.refunding;
}

/** The detail's heading per state. */
export const refundDetailStates = defineMessages({
  0: { id: 'orderCenter.RefundStatus.reviewing', defaultMessage: 'The merchant is reviewing your request', description: 'Refund state 0' },
  1: { id: 'orderCenter.RefundStatus.rejectedTitle', defaultMessage: 'Refund rejected', description: 'Refund state 1' },
  2: { id: 'orderCenter.RefundStatus.refundingTitle', defaultMessage: 'Refunding', description: 'Refund state 2' },
  3: { id: 'orderCenter.RefundStatus.refundedTitle', defaultMessage: 'Refunded', description: 'Refund state 3' },
});
