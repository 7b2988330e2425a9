import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cardDigits, isValidCardNumber, isValidCvc, parseExpiry } from './card-fields';

const messages = defineMessages({
  numberEmpty: {
    id: 'checkout.CardValidation.numberEmpty',
    defaultMessage: 'Please enter the card number',
    description: 'The card number is empty',
  },
  numberInvalid: {
    id: 'checkout.CardValidation.numberInvalid',
    defaultMessage: 'This card number is not valid',
    description: 'The card number fails its length or checksum',
  },
  expiryEmpty: {
    id: 'checkout.CardValidation.expiryEmpty',
    defaultMessage: 'Please enter the expiry date',
    description: 'The expiry date is empty',
  },
  expiryFormat: {
    id: 'checkout.CardValidation.expiryFormat',
    defaultMessage: 'Enter the expiry date as MM/YY',
    description: 'The expiry date is not a month and year',
  },
  expired: {
    id: 'checkout.CardValidation.expired',
    defaultMessage: 'This card has expired',
    description: 'The expiry date is in the past',
  },
  cvc: {
    id: 'checkout.CardValidation.cvc',
    defaultMessage: 'The security code has 3 or 4 digits',
    description: 'The CVC is not 3 or 4 digits',
  },
  name: {
    id: 'checkout.CardValidation.name',
    defaultMessage: 'Please enter the name on the card',
    description: 'The cardholder name is empty',
  },
});

type Validator = (value: string | undefined) => string | undefined;

/** The card form's validators with translated messages (the Sharetribe way). */
export function useCardValidators(): Record<'cardNumber' | 'expiry' | 'cvc' | 'name', Validator> {
  const intl = useIntl();
  return useMemo(
    () => ({
      cardNumber: (value) => {
        if (!cardDigits(value ?? '')) return intl.formatMessage(messages.numberEmpty);
        return isValidCardNumber(value ?? '') ? undefined : intl.formatMessage(messages.numberInvalid);
      },
      expiry: (value) => {
        if (!(value ?? '').trim()) return intl.formatMessage(messages.expiryEmpty);
        const parsed = parseExpiry(value ?? '');
        if (parsed === 'format') return intl.formatMessage(messages.expiryFormat);
        if (parsed === 'expired') return intl.formatMessage(messages.expired);
        return undefined;
      },
      cvc: (value) => (isValidCvc(value ?? '') ? undefined : intl.formatMessage(messages.cvc)),
      name: (value) => ((value ?? '').trim() ? undefined : intl.formatMessage(messages.name)),
    }),
    [intl],
  );
}
