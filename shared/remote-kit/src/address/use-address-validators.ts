import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { addressValidationMessages as messages } from './address-messages';

/** The email rule: letters, digits, dots, underscores, plus or hyphens before @, then dotted domain parts. */
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
/** The API's post code: 3–10 letters, digits, spaces or hyphens, starting and ending with a letter or digit. */
const POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
/** The API's phone: 4–20 digits, spaces, plus signs, brackets or hyphens. */
const PHONE = /^[0-9 +()-]{4,20}$/;
/** With the dial code 86 the API wants a mainland China mobile number: 11 digits, 13x–19x (spaces, hyphens allowed). */
const CN_MOBILE = /^1[3-9][0-9]{9}$/;

/** Whether the phone is required for a country's dial code: China's (86), where the API wants a mobile number. */
export const phoneRequired = (dialCode: number | undefined): boolean => dialCode === 86;

/** A field's check; the phone's also takes the dial code of the chosen country. */
export type AddressValidator = (value: string | undefined, dialCode?: number) => string | undefined;
export type AddressValidatedField = 'realName' | 'detail' | 'postCode' | 'email' | 'phone';

/** The address form's field validators, with translated messages (the Sharetribe way). */
export function useAddressValidators(): Record<AddressValidatedField, AddressValidator> {
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
      phone: (value, dialCode) => {
        if (phoneRequired(dialCode)) {
          if (!text(value)) return intl.formatMessage(messages.phoneRequired);
          return CN_MOBILE.test(text(value).replace(/[\s-]/g, '')) ? undefined : intl.formatMessage(messages.phoneCnMobile);
        }
        return !text(value) || PHONE.test(text(value)) ? undefined : intl.formatMessage(messages.phone);
      },
    };
  }, [intl]);
}
