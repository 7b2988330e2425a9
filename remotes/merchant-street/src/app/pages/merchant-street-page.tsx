import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /merchant/merchant_street */
export function MerchantStreetPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="merchantStreet.MerchantStreetPage.title"
          defaultMessage="Shop street"
          description="Heading of the shop street page"
        />
      </h1>
    </PageColumn>
  );
}
