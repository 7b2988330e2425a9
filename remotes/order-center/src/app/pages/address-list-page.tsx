import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { AddressBook } from '../../features/addresses/components/address-book';
import { addressesSaga } from '../../features/addresses/store/saga';
import { addressesReducer } from '../../features/addresses/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ addresses: { reducer: addressesReducer, saga: addressesSaga } });

/** /users/address_list */
export function AddressListPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.AddressListPage.title',
    defaultMessage: 'My addresses',
    description: 'Heading of the my addresses page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <AddressBook />
    </PageColumn>
  );
}
