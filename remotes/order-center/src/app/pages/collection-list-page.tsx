import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/collection_list */
export function CollectionListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.CollectionListPage.title"
          defaultMessage="My favourites"
          description="Heading of the my favourites page"
        />
      </h1>
    </PageColumn>
  );
}
