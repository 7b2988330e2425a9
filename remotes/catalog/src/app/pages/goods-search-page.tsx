import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /goods/goods_search */
export function GoodsSearchPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="catalog.GoodsSearchPage.title"
          defaultMessage="Search results"
          description="Heading of the search results page"
        />
      </h1>
    </PageColumn>
  );
}
