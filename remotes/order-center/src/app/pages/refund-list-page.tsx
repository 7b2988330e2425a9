import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { RefundListView } from '../../features/refunds/components/refund-list-view';

/** /users/refund_list?page= */
export function RefundListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage id="orderCenter.RefundListPage.title" defaultMessage="Refunds" description="Heading of the refund list page" />
      </h1>
      <RefundListView />
    </PageColumn>
  );
}
