import { createIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, getLocale, intlLocale, mergeMessages, reportIntlError } from '@mall/i18n';
import { catalogMessages } from './catalogue';

type Values = Record<string, string | number>;

/**
 * A message in the shopper's current language, outside React (sagas publish toasts through the bus, and the
 * host shows them as they are: it does not know this remote's message ids).
 */
export function translate(descriptor: MessageDescriptor, values?: Values): string {
  const locale = getLocale();
  const intl = createIntl({
    locale: intlLocale(locale),
    defaultLocale: intlLocale(DEFAULT_LOCALE),
    messages: mergeMessages(catalogMessages, locale),
    onError: reportIntlError,
  });
  return intl.formatMessage(descriptor, values);
}
