import { defineMessages, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { PageColumn, PageProblem, selectSignedIn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { OrdersSignInPrompt } from '../../components/orders-sign-in-prompt';
import { RefundDetailView } from '../../features/refunds/components/refund-detail-view';
import { REFUND_LIST_PATH } from '@mall/routes';
import { refundsSaga } from '../../features/refunds/store/saga';
import { refundsReducer } from '../../features/refunds/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ refunds: { reducer: refundsReducer, saga: refundsSaga } });

const messages = defineMessages({
  missing: {
    id: 'orderCenter.RefundDetailPage.missing',
    defaultMessage: 'Missing refund number: cannot view refund details',
    description: 'The page was opened without a refund number',
  },
  toRefunds: { id: 'orderCenter.RefundDetailPage.toRefunds', defaultMessage: 'Back to my refunds', description: 'Link to the refund list' },
});

/** /order/refund_detail?orderNo=RE… */
export function RefundDetailPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({
    id: 'orderCenter.RefundDetailPage.title',
    defaultMessage: 'Refund details',
    description: 'Heading of the refund details page',
  });
  usePageTitle(heading);
  const [params] = useSearchParams();
  const signedIn = useSelector(selectSignedIn);
  const refundOrderNo = params.get('orderNo')?.trim() ?? '';
  let content;
  if (!refundOrderNo) {
    content = (
      <PageProblem
        text={intl.formatMessage(messages.missing)}
        backTo={REFUND_LIST_PATH}
        backLabel={intl.formatMessage(messages.toRefunds)}
      />
    );
  } else if (!signedIn) content = <OrdersSignInPrompt />;
  else content = <RefundDetailView refundOrderNo={refundOrderNo} />;
  return (
    <PageColumn>
      <h1>{heading}</h1>
      {content}
    </PageColumn>
  );
}
