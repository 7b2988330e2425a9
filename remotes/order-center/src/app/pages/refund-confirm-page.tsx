import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageColumn, PageProblem } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { RefundApplyView } from '../../features/refunds/components/refund-apply-view';
import { orderListPath } from '@mall/routes';
import { refundsSaga } from '../../features/refunds/store/saga';
import { refundsReducer } from '../../features/refunds/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ refunds: { reducer: refundsReducer, saga: refundsSaga } });

const messages = defineMessages({
  missing: {
    id: 'orderCenter.RefundConfirmPage.missing',
    defaultMessage: 'Missing order number: choose the order to return from your orders',
    description: 'The return request was opened without an order number',
  },
  toOrders: { id: 'orderCenter.RefundConfirmPage.toOrders', defaultMessage: 'Back to my orders', description: 'Link to the order list' },
});

/** /users/refund_confirm?orderNo=SH…: the return request form. */
export function RefundConfirmPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({
    id: 'orderCenter.RefundConfirmPage.title',
    defaultMessage: 'Request a return',
    description: 'Heading of the return request page',
  });
  usePageTitle(heading);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  return (
    <PageColumn>
      <h1>{heading}</h1>
      {orderNo ? (
        <RefundApplyView orderNo={orderNo} />
      ) : (
        <PageProblem
          text={intl.formatMessage(messages.missing)}
          backTo={orderListPath(3)}
          backLabel={intl.formatMessage(messages.toOrders)}
        />
      )}
    </PageColumn>
  );
}
