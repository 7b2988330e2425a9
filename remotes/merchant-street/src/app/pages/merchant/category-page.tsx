import { FormattedMessage } from 'react-intl';

/** /merchant/merchant/category */
export function MerchantCategoryPage() {
  return (
    <section>
      <h2>
        <FormattedMessage
          id="merchantStreet.MerchantCategoryPage.title"
          defaultMessage="Store categories"
          description="Heading of the store categories tab of a store page"
        />
      </h2>
    </section>
  );
}
