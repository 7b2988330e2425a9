import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { UserAddress } from '@mall/contract';
import { countryNameIn } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { panel } from '../../../components/panel';

const messages = defineMessages({
  isDefault: { id: 'orderCenter.AddressCard.isDefault', defaultMessage: 'Default', description: 'Badge of the default address' },
  setDefault: { id: 'orderCenter.AddressCard.setDefault', defaultMessage: 'Set as default', description: 'Makes this address the default' },
  edit: { id: 'orderCenter.AddressCard.edit', defaultMessage: 'Edit', description: 'Opens the address in the edit dialog' },
  delete: { id: 'orderCenter.AddressCard.delete', defaultMessage: 'Delete', description: 'Deletes the address (after a confirmation)' },
  setDefaultLabel: defineMessage<{ name: string }>({
    id: 'orderCenter.AddressCard.setDefaultLabel',
    defaultMessage: 'Set the address of {name} as default',
    description: 'Accessible name of Set as default',
  }),
  editLabel: defineMessage<{ name: string }>({
    id: 'orderCenter.AddressCard.editLabel',
    defaultMessage: 'Edit the address of {name}',
    description: 'Accessible name of Edit',
  }),
  deleteLabel: defineMessage<{ name: string }>({
    id: 'orderCenter.AddressCard.deleteLabel',
    defaultMessage: 'Delete the address of {name}',
    description: 'Accessible name of Delete',
  }),
  postCode: defineMessage<{ postCode: string }>({
    id: 'orderCenter.AddressCard.postCode',
    defaultMessage: 'Post code {postCode}',
    description: 'The post code of an address',
  }),
});

const styles = {
  card: css([
    panel,
    { display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: 0, height: '100%', boxSizing: 'border-box' },
  ]),
  cardDefault: css({ borderColor: theme.colors.brand }),
  head: css({ display: 'flex', alignItems: 'center', gap: theme.space.sm }),
  name: css({ margin: 0, fontSize: theme.font.size.lg }),
  badge: css({
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.brandStrong,
    color: theme.colors.onBrand,
    fontSize: theme.font.size.sm,
  }),
  line: css({ margin: 0, overflowWrap: 'anywhere' }),
  muted: css({ margin: 0, color: theme.colors.muted }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, marginTop: 'auto', paddingTop: theme.space.sm }),
};

interface AddressCardProps {
  address: UserAddress;
  /** This address is being deleted or made the default. */
  busy: boolean;
  /** Another change is under way (one at a time). */
  locked: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One address: name, email, phone with its dial code, country and street, post code, default. */
export function AddressCard({ address, busy, locked, onSetDefault, onEdit, onDelete }: AddressCardProps) {
  const intl = useIntl();
  const headingId = `address-${address.id}`;
  const name = address.realName;
  const phone = address.phone
    ? [address.countryCode ? `+${address.countryCode.replace(/^\+/, '')}` : '', address.phone].filter(Boolean).join(' ')
    : '';
  return (
    <article css={[styles.card, address.isDefault && styles.cardDefault]} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div css={styles.head}>
        <h2 id={headingId} css={styles.name}>
          {name}
        </h2>
        {address.isDefault && <span css={styles.badge}>{intl.formatMessage(messages.isDefault)}</span>}
      </div>
      {address.email && <p css={styles.muted}>{address.email}</p>}
      {phone && <p css={styles.muted}>{phone}</p>}
      <p css={styles.line}>{[countryNameIn(address.country, intl.locale), address.detail].filter(Boolean).join(' ')}</p>
      <p css={styles.muted}>{intl.formatMessage(messages.postCode, { postCode: address.postCode })}</p>
      <div css={styles.actions}>
        {!address.isDefault && (
          <Button
            variant="link"
            disabled={locked}
            loading={busy}
            onClick={onSetDefault}
            aria-label={intl.formatMessage(messages.setDefaultLabel, { name })}
          >
            {intl.formatMessage(messages.setDefault)}
          </Button>
        )}
        <Button variant="link" disabled={locked} onClick={onEdit} aria-label={intl.formatMessage(messages.editLabel, { name })}>
          {intl.formatMessage(messages.edit)}
        </Button>
        <Button variant="link" disabled={locked} onClick={onDelete} aria-label={intl.formatMessage(messages.deleteLabel, { name })}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
    </article>
  );
}
