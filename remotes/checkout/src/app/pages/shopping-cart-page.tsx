import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /order/shopping_cart */
export function ShoppingCartPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="checkout.ShoppingCartPage.title"
          defaultMessage="Shopping cart"
          description="Heading of the shopping cart page"
        />
      </h1>
    </PageColumn>
  );
}
