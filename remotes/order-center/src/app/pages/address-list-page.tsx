import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { AddressBook } from '../../features/addresses/components/address-book';

/** /users/address_list */
export function AddressListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.AddressListPage.title"
          defaultMessage="My addresses"
          description="Heading of the my addresses page"
        />
      </h1>
      <AddressBook />
    </PageColumn>
  );
}
