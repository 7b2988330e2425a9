import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  realName: { id: 'checkout.AddressValidation.realName', defaultMessage: 'Please fill in the name', description: 'The recipient name is empty' },
  detail: { id: 'checkout.AddressValidation.detail', defaultMessage: 'Please fill in the detailed address', description: 'The street address is empty' },
  postCode: { id: 'checkout.AddressValidation.postCode', defaultMessage: 'Please fill in the post code', description: 'The post code is empty' },
  postCodeFormat: {
    id: 'checkout.AddressValidation.postCodeFormat',
    defaultMessage: 'A post code has 3 to 10 letters, digits, spaces or hyphens',
    description: 'The post code has characters or a length the API refuses',
  },
  email: { id: 'checkout.AddressValidation.email', defaultMessage: 'Please fill in the correct email address', description: 'The email is malformed' },
  phone: { id: 'checkout.AddressValidation.phone', defaultMessage: 'Please fill in a valid phone number', description: 'The phone has characters or a length the API refuses' },
});

/** Spec §5's email rule: letters, digits, dots, underscores, plus or hyphens before @, then dotted domain parts. */
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
/** The API's post code: 3–10 letters, digits, spaces or hyphens, starting and ending with a letter or digit. */
const POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const PHONE = /^[0-9 +()-]{4,20}$/;

type Validator = (value: string | undefined) => string | undefined;

/** The address form's field validators, with translated messages (the Sharetribe way). */
export function useAddressValidators(): Record<'realName' | 'detail' | 'postCode' | 'email' | 'phone', Validator> {
  const intl = useIntl();
  return useMemo(() => {
    const text = (value: string | undefined) => (value ?? '').trim();
    return {
      realName: (value) => (text(value) ? undefined : intl.formatMessage(messages.realName)),
      detail: (value) => (text(value) ? undefined : intl.formatMessage(messages.detail)),
      postCode: (value) => {
        if (!text(value)) return intl.formatMessage(messages.postCode);
        return POST_CODE.test(text(value)) ? undefined : intl.formatMessage(messages.postCodeFormat);
      },
      email: (value) => (!text(value) || EMAIL.test(text(value)) ? undefined : intl.formatMessage(messages.email)),
      phone: (value) => (!text(value) || PHONE.test(text(value)) ? undefined : intl.formatMessage(messages.phone)),
    };
  }, [intl]);
}
