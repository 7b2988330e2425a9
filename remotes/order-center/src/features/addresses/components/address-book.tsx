import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { useDispatch, useSelector } from 'react-redux';
import type { UserAddress } from '@mall/contract';
import { AddressFormDialog, ConfirmDialog, ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { selectAddresses } from '../store/selectors';
import {
  addressBookLeft,
  addressDefaultChosen,
  addressDeleteConfirmed,
  addressEditorClosed,
  addressEditorOpened,
  addressesRequested,
  addressSubmitted,
} from '../store/slice';
import { AddressCard } from './address-card';

const messages = defineMessages({
  add: { id: 'orderCenter.AddressBook.add', defaultMessage: 'Add address', description: 'Opens the dialog of a new address' },
  empty: { id: 'orderCenter.AddressBook.empty', defaultMessage: 'No address yet', description: 'Heading when the shopper has no address' },
  emptyText: {
    id: 'orderCenter.AddressBook.emptyText',
    defaultMessage: 'Add the address your orders should be delivered to.',
    description: 'Explanation when the shopper has no address',
  },
  deleteTitle: {
    id: 'orderCenter.AddressBook.deleteTitle',
    defaultMessage: 'Delete this address?',
    description: 'Title of the delete confirmation',
  },
  deleteText: defineMessage<{ name: string; detail: string }>({
    id: 'orderCenter.AddressBook.deleteText',
    defaultMessage: 'The address of {name} ({detail}) will be removed from your address book.',
    description: 'Which address the delete confirmation is about',
  }),
});

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: theme.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', marginBottom: theme.space.md });

/** /users/address_list's body: the address cards, Add address, the add/edit dialog and the delete confirmation. */
export function AddressBook() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { list, editor, saving, busyId } = useSelector(selectAddresses);
  const [deleting, setDeleting] = useState<UserAddress | null>(null);

  useEffect(() => {
    dispatch(addressesRequested());
    return () => {
      dispatch(addressBookLeft());
    };
  }, [dispatch]);

  const addButton = <Button onClick={() => dispatch(addressEditorOpened(null))}>{intl.formatMessage(messages.add)}</Button>;

  let body;
  if (list.status === 'failed' && list.error) {
    body = <ErrorNotice failure={list.error} onRetry={() => dispatch(addressesRequested())} />;
  } else if (!list.data) {
    body = <LoadingBlock />;
  } else if (list.data.length === 0) {
    body = (
      <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyText)} action={addButton} />
    );
  } else {
    body = (
      <>
        <div css={toolbar}>{addButton}</div>
        <ul css={grid}>
          {list.data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busyId === address.id}
                locked={busyId !== null}
                onSetDefault={() => dispatch(addressDefaultChosen({ id: address.id }))}
                onEdit={() => dispatch(addressEditorOpened(address))}
                onDelete={() => setDeleting(address)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      {body}
      {editor.open && (
        <AddressFormDialog
          key={editor.address?.id ?? 'new'}
          address={editor.address}
          saving={saving}
          onSubmit={(address) => dispatch(addressSubmitted(address))}
          onClose={() => dispatch(addressEditorClosed())}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(messages.deleteTitle)}
        confirmLabel={intl.formatMessage(commonMessages.delete)}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch(addressDeleteConfirmed({ id: deleting.id }));
          setDeleting(null);
        }}
      >
        {deleting && (
          <p css={{ margin: 0 }}>{intl.formatMessage(messages.deleteText, { name: deleting.realName, detail: deleting.detail })}</p>
        )}
      </ConfirmDialog>
    </>
  );
}
