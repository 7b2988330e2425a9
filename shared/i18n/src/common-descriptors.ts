import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Locale } from './locales';

/**
 * The common catalogue's buttons and labels as message descriptors, written once: the apps format these rather
 * than declaring `common.*` ids again. Their English is the catalogue's (`lang/en.json`; a test keeps them equal).
 */
export const commonMessages = defineMessages({
  backHome: { id: 'common.backHome', defaultMessage: 'Back to home', description: 'Link back to the home page' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel', description: 'Button that closes a dialog without doing anything' },
  close: { id: 'common.close', defaultMessage: 'Close', description: 'Button that closes a dialog or a message' },
  confirm: { id: 'common.confirm', defaultMessage: 'Confirm', description: 'Button that applies a choice' },
  delete: { id: 'common.delete', defaultMessage: 'Delete', description: 'Button that deletes an item' },
  language: { id: 'common.language', defaultMessage: 'Language', description: 'Name of the language menu' },
  loadFailed: { id: 'common.loadFailed', defaultMessage: 'This could not be loaded', description: 'Heading of a failed load' },
  retry: { id: 'common.retry', defaultMessage: 'Retry', description: 'Button that tries a failed load or action again' },
  siteName: {
    id: 'common.siteName',
    defaultMessage: 'Mall',
    description: "The storefront's name, last in every page's title (the browser tab): 'My orders – Mall'",
  },
  save: { id: 'common.save', defaultMessage: 'Save', description: 'Button that saves a form' },
});

/** Each language named in itself, whatever the page's language (the same text in every locale). */
export const languageNames: Record<Locale, MessageDescriptor> = defineMessages({
  en: { id: 'language.en', defaultMessage: 'English', description: 'English, named in English' },
  'zh-CN': { id: 'language.zh-CN', defaultMessage: '简体中文', description: 'Simplified Chinese, named in Chinese' },
  fr: { id: 'language.fr', defaultMessage: 'Français', description: 'French, named in French' },
  th: { id: 'language.th', defaultMessage: 'ไทย', description: 'Thai, named in Thai' },
  lao: { id: 'language.lao', defaultMessage: 'ລາວ', description: 'Lao, named in Lao' },
});
