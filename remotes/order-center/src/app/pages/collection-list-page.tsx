import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { CollectionTabsView } from '../../features/collections/components/collection-tabs-view';
import { collectionsSaga } from '../../features/collections/store/saga';
import { collectionsReducer } from '../../features/collections/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ collections: { reducer: collectionsReducer, saga: collectionsSaga } });

/** /users/collection_list?tab=products|stores&page= */
export function CollectionListPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.CollectionListPage.title',
    defaultMessage: 'My favourites',
    description: 'Heading of the my favourites page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <CollectionTabsView />
    </PageColumn>
  );
}
