import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/refund_list */
export function RefundListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.RefundListPage.title"
          defaultMessage="Refunds"
          description="Heading of the refunds page"
        />
      </h1>
    </PageColumn>
  );
}
