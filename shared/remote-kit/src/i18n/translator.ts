import { createIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, getLocale, intlLocale, mergeMessages, reportIntlError, type Catalogue } from '@mall/i18n';

export type TranslateValues = Record<string, string | number>;

/**
 * A remote's messages in the shopper's current language, outside React: sagas publish toasts through the bus, and
 * the host shows them as they are (it does not know the remote's message ids).
 */
export function createTranslator(catalogue: Catalogue): (descriptor: MessageDescriptor, values?: TranslateValues) => string {
  return (descriptor, values) => {
    const locale = getLocale();
    const intl = createIntl({
      locale: intlLocale(locale),
      defaultLocale: intlLocale(DEFAULT_LOCALE),
      messages: mergeMessages(catalogue, locale),
      onError: reportIntlError,
    });
    return intl.formatMessage(descriptor, values);
  };
}
