import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formMessages as m } from '../messages';
import {
  CAPTCHA_PATTERN,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  atLeastOne,
  compose,
  matches,
  maxLength,
  required,
  ticked,
  type FieldValidator,
} from '@mall/remote-kit/form';

/** Limits the API sets on the text fields (api/src/schemas/settlement.ts). */
export const LIMITS = { name: 50, realName: 50, keywords: 255, address: 255 } as const;

export type ApplicationField =
  'name' | 'realName' | 'phone' | 'email' | 'captcha' | 'categoryId' | 'typeId' | 'keywords' | 'address' | 'pictures' | 'isAgree';

/** Every rule of the application form (docs/contract.md, "Storefront rules"), with its translated message. */
export function useApplicationValidators(): Record<ApplicationField, FieldValidator> {
  const intl = useIntl();
  return useMemo(() => {
    return {
      name: compose(required(intl.formatMessage(m.emptyName)), maxLength(LIMITS.name, intl.formatMessage(m.longName))),
      realName: compose(required(intl.formatMessage(m.emptyRealName)), maxLength(LIMITS.realName, intl.formatMessage(m.longRealName))),
      phone: matches(PHONE_PATTERN, intl.formatMessage(m.correctPhone)),
      email: compose(required(intl.formatMessage(m.emptyEmail)), matches(EMAIL_PATTERN, intl.formatMessage(m.correctEmail))),
      captcha: compose(required(intl.formatMessage(m.emptyCaptcha)), matches(CAPTCHA_PATTERN, intl.formatMessage(m.correctCaptcha))),
      categoryId: required(intl.formatMessage(m.emptyCategory)),
      typeId: required(intl.formatMessage(m.emptyType)),
      keywords: maxLength(LIMITS.keywords, intl.formatMessage(m.longKeywords)),
      address: compose(required(intl.formatMessage(m.emptyAddress)), maxLength(LIMITS.address, intl.formatMessage(m.longAddress))),
      pictures: atLeastOne(intl.formatMessage(m.emptyIsPicture)),
      isAgree: ticked(intl.formatMessage(m.emptyIsAgree)),
    };
  }, [intl]);
}
