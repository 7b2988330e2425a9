import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { RefundListView } from '../../features/refunds/components/refund-list-view';
import { refundsSaga } from '../../features/refunds/store/saga';
import { refundsReducer } from '../../features/refunds/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ refunds: { reducer: refundsReducer, saga: refundsSaga } });

/** /users/refund_list?page= */
export function RefundListPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.RefundListPage.title',
    defaultMessage: 'Refunds',
    description: 'Heading of the refund list page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <RefundListView />
    </PageColumn>
  );
}
