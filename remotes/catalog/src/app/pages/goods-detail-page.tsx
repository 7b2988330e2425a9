import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /goods_detail/:id */
export function GoodsDetailPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="catalog.GoodsDetailPage.title"
          defaultMessage="Product details"
          description="Heading of the product details page"
        />
      </h1>
    </PageColumn>
  );
}
