import { FormattedMessage } from 'react-intl';

/** /merchant/merchant/qualification */
export function MerchantQualificationPage() {
  return (
    <section>
      <h2>
        <FormattedMessage
          id="merchantStreet.MerchantQualificationPage.title"
          defaultMessage="Store qualifications"
          description="Heading of the store qualifications tab of a store page"
        />
      </h2>
    </section>
  );
}
