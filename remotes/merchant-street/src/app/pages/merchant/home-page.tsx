import { FormattedMessage } from 'react-intl';

/** /merchant/merchant/home */
export function MerchantHomePage() {
  return (
    <section>
      <h2>
        <FormattedMessage
          id="merchantStreet.MerchantHomePage.title"
          defaultMessage="Store home"
          description="Heading of the store home tab of a store page"
        />
      </h2>
    </section>
  );
}
