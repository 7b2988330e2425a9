import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NOTE_LIMIT, noteLength, type ConfirmValues } from './confirm-values';

export const confirmMessages = defineMessages({
  address: {
    id: 'checkout.ConfirmValidation.address',
    defaultMessage: 'Please choose a shipping address',
    description: 'Submit without an address',
  },
  payType: {
    id: 'checkout.ConfirmValidation.payType',
    defaultMessage: 'Please choose a payment method',
    description: 'Submit without a payment method',
  },
  items: {
    id: 'checkout.ConfirmValidation.items',
    defaultMessage: 'Please choose at least one item',
    description: 'Submit of an order without lines',
  },
  note: {
    id: 'checkout.ConfirmValidation.note',
    defaultMessage: 'The note must be shorter than 150 characters',
    description: 'The buyer note is too long',
  },
});

type ConfirmErrors = Partial<Record<'addressId' | 'payType' | 'mark', string>>;

/**
 * The order's rules as the form's validation: an address, a payment method and a note under 150 characters (the
 * server checks them again).
 */
export function useConfirmValidation(): (values: ConfirmValues) => ConfirmErrors {
  const intl = useIntl();
  return useCallback(
    (values) => {
      const errors: ConfirmErrors = {};
      if (!values.addressId) errors.addressId = intl.formatMessage(confirmMessages.address);
      if (!values.payType) errors.payType = intl.formatMessage(confirmMessages.payType);
      if (noteLength(values.mark) >= NOTE_LIMIT) errors.mark = intl.formatMessage(confirmMessages.note);
      return errors;
    },
    [intl],
  );
}
