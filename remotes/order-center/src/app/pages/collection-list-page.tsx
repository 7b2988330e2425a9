import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { CollectionTabsView } from '../../features/collections/components/collection-tabs-view';

/** /users/collection_list?tab=products|stores&page= */
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
      <CollectionTabsView />
    </PageColumn>
  );
}
