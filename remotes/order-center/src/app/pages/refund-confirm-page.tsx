import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/refund_confirm */
export function RefundConfirmPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.RefundConfirmPage.title"
          defaultMessage="Request a return"
          description="Heading of the request a return page"
        />
      </h1>
    </PageColumn>
  );
}
