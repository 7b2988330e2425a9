import { css } from '@emotion/react';
import { Field } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import type { UserAddress } from '@mall/contract';
import { countryNameIn } from '@mall/remote-kit';
import { Button, fieldError, theme } from '@mall/ui-theme';
import { panel, panelHeading } from '../../../components/panel-styles';

const messages = defineMessages({
  title: { id: 'checkout.AddressPicker.title', defaultMessage: 'Shipping address', description: 'Heading of the address choice' },
  add: { id: 'checkout.AddressPicker.add', defaultMessage: 'Add a new address', description: 'Button that opens the new address form' },
  isDefault: { id: 'checkout.AddressPicker.isDefault', defaultMessage: 'Default', description: 'Badge of the default address' },
  none: {
    id: 'checkout.AddressPicker.none',
    defaultMessage: 'You have no address yet. Add one to receive your order.',
    description: 'Shown without any address',
  },
});

const tiles = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: theme.space.md });
const tile = css({
  position: 'relative',
  display: 'flex',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.brand },
  '&:focus-within': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&[data-checked="true"]': {
    borderColor: theme.colors.brand,
    background: theme.colors.brandSoft,
    boxShadow: `inset 0 0 0 1px ${theme.colors.brand}`,
  },
});
const radio = css({ marginTop: 4, accentColor: theme.colors.brand });
const lines = css({ margin: 0, color: theme.colors.muted, fontSize: theme.font.size.sm, overflowWrap: 'anywhere' });
const badge = css({
  marginLeft: theme.space.sm,
  padding: '0 6px',
  borderRadius: theme.radius.sm,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.sm,
});
const error = css({ margin: `${theme.space.sm} 0 0`, color: theme.colors.danger });

const phoneOf = (address: UserAddress) =>
  address.phone ? `${address.countryCode ? `+${address.countryCode.replace(/^\+/, '')} ` : ''}${address.phone}` : '';

interface AddressPickerProps {
  addresses: UserAddress[];
  onAdd: () => void;
}

/**
 * The address tiles: one radio group bound to the form's `addressId`, so the highlighted tile IS the address sent.
 * (The original's loop always sent the last address while highlighting the first or the default; not here.)
 */
export function AddressPicker({ addresses, onAdd }: AddressPickerProps) {
  const intl = useIntl();
  return (
    <section css={panel} aria-labelledby="confirm-address-title">
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h2 id="confirm-address-title" css={panelHeading}>
          {intl.formatMessage(messages.title)}
        </h2>
        <Button variant="link" onClick={onAdd}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      {addresses.length === 0 && <p css={lines}>{intl.formatMessage(messages.none)}</p>}
      <div role="radiogroup" aria-labelledby="confirm-address-title" css={tiles}>
        {addresses.map((address) => (
          <Field key={address.id} name="addressId" type="radio" value={String(address.id)}>
            {({ input }) => (
              <label css={tile} data-checked={input.checked === true}>
                <input {...input} type="radio" css={radio} />
                <span css={{ minWidth: 0 }}>
                  <strong>{address.realName}</strong>
                  {address.isDefault && <span css={badge}>{intl.formatMessage(messages.isDefault)}</span>}
                  <p css={lines}>{phoneOf(address)}</p>
                  {address.email && <p css={lines}>{address.email}</p>}
                  <p css={lines}>
                    {[countryNameIn(address.country, intl.locale), address.detail, address.postCode].filter(Boolean).join(', ')}
                  </p>
                </span>
              </label>
            )}
          </Field>
        ))}
      </div>
      <Field name="addressId" subscription={{ error: true, touched: true }}>
        {({ meta }) => {
          const message = fieldError(meta);
          return message ? (
            <p role="alert" css={error}>
              {message}
            </p>
          ) : null;
        }}
      </Field>
    </section>
  );
}
