import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/merchant_settled */
export function MerchantSettledPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="merchantSettlement.MerchantSettledPage.title"
          defaultMessage="Apply to become a merchant"
          description="Heading of the apply to become a merchant page"
        />
      </h1>
    </PageColumn>
  );
}
