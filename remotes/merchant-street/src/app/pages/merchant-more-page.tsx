import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /merchant/merchant_more */
export function MerchantMorePage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="merchantStreet.MerchantMorePage.title"
          defaultMessage="More about the store"
          description="Heading of the more about the store page"
        />
      </h1>
    </PageColumn>
  );
}
