import { defineMessages, useIntl } from 'react-intl';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { useListParams } from '../../../lib/list-params';
import { COLLECTION_TABS, type CollectionTab } from '../collection-tabs';
import { FavouriteProducts } from './favourite-products';
import { FollowedStores } from './followed-stores';

const messages = defineMessages({
  tabs: { id: 'orderCenter.CollectionTabsView.tabs', defaultMessage: 'Favourites', description: 'Accessible name of the favourites tabs' },
  products: { id: 'orderCenter.CollectionTabsView.products', defaultMessage: 'Products', description: 'Tab of the favourite products' },
  stores: { id: 'orderCenter.CollectionTabsView.stores', defaultMessage: 'Followed stores', description: 'Tab of the followed stores' },
});

const TABS_ID = 'collection-tabs';

/** /users/collection_list's body: favourite products and followed stores, the tab and page in the URL. */
export function CollectionTabsView() {
  const intl = useIntl();
  const { tab, page, setTab, setPage } = useListParams<CollectionTab>(COLLECTION_TABS);
  return (
    <>
      <Tabs
        id={TABS_ID}
        label={intl.formatMessage(messages.tabs)}
        value={tab}
        onChange={(value) => setTab(value as CollectionTab)}
        items={COLLECTION_TABS.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
      />
      <TabPanel tabsId={TABS_ID} value={tab}>
        {tab === 'products' ? <FavouriteProducts page={page} onPage={setPage} /> : <FollowedStores page={page} onPage={setPage} />}
      </TabPanel>
    </>
  );
}
