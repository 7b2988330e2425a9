import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /order/refund_detail */
export function RefundDetailPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.RefundDetailPage.title"
          defaultMessage="Refund details"
          description="Heading of the refund details page"
        />
      </h1>
    </PageColumn>
  );
}
